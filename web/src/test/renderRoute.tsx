import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { routes } from '../app/routes/routes';
import { UiProvider } from '../app/UiProvider';
import { createCache } from '../lib/apollo/cache';

export type RenderRouteOptions = {
  mocks?: MockedProviderProps['mocks'];
};

export type RenderComponentOptions = RenderRouteOptions & {
  /** The route pattern the component is mounted at, for components that read params (`/admin/room/:id`). */
  route?: string;
  /** The URL the router starts at; defaults to `route` (or `/`). */
  at?: string;
};

function renderWithProviders(routeTable: RouteObject[], at: InitialEntry, mocks: MockedProviderProps['mocks'] = []) {
  const router = createMemoryRouter(routeTable, { initialEntries: [at] });
  const user = userEvent.setup();
  const view = render(
    <UiProvider>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </UiProvider>,
  );
  return { ...view, router, user };
}

/**
 * Renders the real route table at `path` (lazy pages, layout, guards), with Apollo mocked and the app's cache
 * rules: for tests of routing, guards and whole pages. `path` may be a location with router state.
 */
export function renderRoute(path: InitialEntry, { mocks }: RenderRouteOptions = {}) {
  return renderWithProviders(routes, path, mocks);
}

/** A page other than the one under test, where a navigation lands: its path, for `router.state.location`. */
function elsewhere(): ReactNode {
  return null;
}

/**
 * Renders one component (a dialog, a panel, a page body) with only the providers it needs: Chakra, the
 * toaster, mocked Apollo with the app's cache rules, and a memory router so links and params work. Much
 * lighter than `renderRoute`: no route table, layout or lazy loading.
 */
export function renderComponent(ui: ReactElement, { mocks, route = '/', at = route }: RenderComponentOptions = {}) {
  return renderWithProviders(
    [
      { path: route, element: ui },
      { path: '*', element: elsewhere() },
    ],
    at,
    mocks,
  );
}
