import type { ApolloCache } from '@apollo/client';

/**
 * A resident joined, left or moved: every cached page of `students` (and of `rooms`, whose free-bed filters
 * may change) is dropped, so the lists on screen refetch and the others load fresh when next shown.
 */
export function evictStudentLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'students' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'rooms' });
  cache.gc();
}
