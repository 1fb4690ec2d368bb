import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BootShell } from './BootShell';
import { RouteFocus } from './RouteFocus';
import { RouteTitle } from './RouteTitle';
import { ScrollToTop } from './ScrollToTop';

/**
 * Wraps every route: the tab title, scroll reset and focus on the new page's heading after a navigation, and while
 * the first screen's code loads, the shell index.html painted. No Chakra UI here: the login page renders without it
 * (the other routes sit in layout/ChakraLayout.tsx).
 */
export function RootLayout() {
  return (
    <>
      <RouteTitle />
      <ScrollToTop />
      <RouteFocus />
      <Suspense fallback={<BootShell />}>
        <Outlet />
      </Suspense>
    </>
  );
}
