import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from './routes/routes';

/**
 * Starts loading every lazy screen and layout the address names at once (issue 37): React.lazy alone loads a screen
 * only once the layout above it has loaded and rendered, one round trip after another on a slow network.
 */
function preloadMatched() {
  if (typeof window === 'undefined') return;
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (isValidElement(route.element)) (route.element.type as { preload?: () => void }).preload?.();
  }
}

preloadMatched();

export const router = createBrowserRouter(routes);
