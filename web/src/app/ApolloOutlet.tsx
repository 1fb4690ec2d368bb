import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from '@/lib/apollo/client';

/**
 * The GraphQL client, for the signed-in screens only: this module (and Apollo Client with it) loads with the first
 * of them, so the login and register pages, which post to /api/auth, load none of it. A client provided above
 * (a test's MockedProvider) is kept.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return children;
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}

/** A route element: the matched child route, with the GraphQL client (the resident's page). */
export function ApolloOutlet() {
  return (
    <WithApollo>
      <Outlet />
    </WithApollo>
  );
}
