import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { ScrollToTop } from './ScrollToTop';

/** Wraps every route: scroll reset on navigation, and a spinner while a route's code loads. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
