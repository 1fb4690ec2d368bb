import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { env } from '@/config/env';
import { getSession, subscribeSession } from '../session';
import { createCache } from './cache';
import { authLink, requestIdLink, signOutOnAuthErrorLink } from './links';

export function createApolloClient() {
  const client = new ApolloClient({
    link: ApolloLink.from([signOutOnAuthErrorLink, requestIdLink, authLink, new HttpLink({ uri: env.graphqlUrl })]),
    cache: createCache(),
  });
  // Whatever ends the session (logout, an expired token), the next user must not see this one's data.
  subscribeSession(() => {
    if (!getSession().accessToken) void client.clearStore();
  });
  return client;
}

export const apolloClient = createApolloClient();
