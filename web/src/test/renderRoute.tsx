import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes/routes';
import { UiProvider } from '../app/UiProvider';
import { createCache } from '../lib/apollo/cache';

export type RenderRouteOptions = {
  mocks?: MockedProviderProps['mocks'];
};

/** Renders the real route table at `path`, with Apollo mocked (and the app's cache rules). */
export function renderRoute(path: string, { mocks = [] }: RenderRouteOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
