import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No providers around the router: Chakra UI, the toaster and the confirmation dialog come with every route but the
// login page (app/layout/ChakraLayout.tsx), the GraphQL client with the signed-in screens (app/ApolloOutlet.tsx).
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
