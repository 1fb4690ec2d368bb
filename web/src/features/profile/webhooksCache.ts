import type { ApolloCache, Reference } from '@apollo/client';
import { dropListFields, whereOf } from '@/lib/apollo/listFields';

/*
 * Editing, disabling or enabling an endpoint needs nothing here: the answer updates it by id in the list.
 */

/**
 * An endpoint was added: it heads the cached list (the server lists endpoints newest first) from the answer, which
 * the cache already keeps under its id; nothing is read again.
 */
export function webhookEndpointAdded(cache: ApolloCache, endpoint: { id: string }) {
  const id = cache.identify({ ...endpoint, __typename: 'WebhookEndpoint' });
  if (!id) return;
  cache.modify<{ webhookEndpoints: readonly Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      webhookEndpoints: (existing, { readField, toReference }) => {
        const added = toReference(id);
        if (!added || existing.some((ref) => readField('id', ref) === endpoint.id)) return existing;
        return [added, ...existing];
      },
    },
  });
}

/** An endpoint was deleted: it leaves the list, and every cached page of its log goes with it. */
export function webhookEndpointDeleted(cache: ApolloCache, endpointId: string) {
  cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: endpointId }) });
  webhookDeliveriesChanged(cache, endpointId);
  cache.gc();
}

/**
 * A delivery was queued for an endpoint (a test event, a delivery sent again): it heads the log, and a state
 * filter's count moves, so the endpoint's cached log pages are read again when next shown.
 */
export function webhookDeliveriesChanged(cache: ApolloCache, endpointId: string) {
  dropListFields(cache, 'webhookDeliveries', (args) => whereOf(args).endpointId === endpointId);
}
