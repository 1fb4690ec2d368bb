import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from '../lib/apollo/client';
import { UiProvider } from './UiProvider';

export type AppProvidersProps = {
  client?: ApolloClient;
  children: ReactNode;
};

export function AppProviders({ client = apolloClient, children }: AppProvidersProps) {
  return (
    <UiProvider>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </UiProvider>
  );
}
