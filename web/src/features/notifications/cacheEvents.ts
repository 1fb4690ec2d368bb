import type { ApolloCache } from '@apollo/client';

/**
 * A notification was drafted, sent, scheduled, cancelled, deleted or retried: its answer carries the notification by
 * id; the lists (drafts, history, the header's newest) change membership, so they are read again when next shown.
 */
export function notificationsChanged(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
  cache.gc();
}
