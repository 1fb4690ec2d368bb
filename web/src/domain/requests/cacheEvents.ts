import type { ApolloCache } from '@apollo/client';

/**
 * A request was raised or its status changed. Its answer carries the request (RequestItem_request) by id; what no
 * answer carries is dropped, to be read again when next shown: the lists (a status filter's membership, the totals),
 * the cards' open and overdue counts and the dashboard (Total Requests, New Cleaning Request).
 */
export function requestsChanged(cache: ApolloCache) {
  for (const fieldName of ['requests', 'requestCounts', 'dashboard']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
