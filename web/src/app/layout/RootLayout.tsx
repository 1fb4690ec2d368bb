import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/PageSkeleton';
import { RouteFocus } from './RouteFocus';
import { RouteTitle } from './RouteTitle';
import { ScrollToTop } from './ScrollToTop';

/**
 * Wraps every route: the tab title, scroll reset and focus on the new page's heading after a navigation, and a
 * skeleton of the page while a route's code loads.
 */
export function RootLayout() {
  return (
    <>
      <RouteTitle />
      <ScrollToTop />
      <RouteFocus />
      <Suspense
        fallback={
          <Box as="main" padding={{ base: '4', md: '6' }}>
            <PageSkeleton />
          </Box>
        }
      >
        <Outlet />
      </Suspense>
    </>
  );
}
