import type { ApolloCache, Reference } from '@apollo/client';
import { dropMyActivity } from './activityCache';

/**
 * A key was created: it heads the cached list (the list is newest first) from the answer, which the cache already
 * keeps under the key's id; nothing is read again. Creating a key is an entry of one's own activity.
 */
export function apiKeyCreated(cache: ApolloCache, key: { __typename?: 'ApiKey'; id: string }) {
  const id = cache.identify({ ...key, __typename: 'ApiKey' });
  if (id)
    cache.modify<{ apiKeys: readonly Reference[] }>({
      id: 'ROOT_QUERY',
      fields: {
        apiKeys: (existing, { readField, toReference }) => {
          const added = toReference(id);
          if (!added || existing.some((ref) => readField('id', ref) === key.id)) return existing;
          return [added, ...existing];
        },
      },
    });
  dropMyActivity(cache);
}

/**
 * A key was revoked: its status and revocation come with the answer and update it by id in the list; only one's own
 * activity is read again.
 */
export function apiKeyRevoked(cache: ApolloCache) {
  dropMyActivity(cache);
}
