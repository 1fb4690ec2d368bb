import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle } from '@/lib/pageTitle';
import { isRouteHandle } from '../routes/handle';

/**
 * Sets the tab title from the deepest matched route's `handle.title` ("Student Details · Hostel Admin"). A layout
 * effect, so that a page's own `usePageTitle` (a passive effect, run later) can refine it.
 */
export function RouteTitle() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const title = documentTitle(handle?.title);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
