import { InMemoryCache, type FieldPolicy, type TypePolicies } from '@apollo/client';

type ListPage = { items: unknown[]; totalCount: number };

/**
 * A "load more" list: one cache entry per where/search/orderBy/page size, pages merged in order. Asking for page 1
 * again (a refetch) starts the list over.
 */
function loadMoreList(): FieldPolicy<ListPage> {
  return {
    keyArgs: ['where', 'search', 'orderBy', 'pageSize'],
    merge(existing, incoming, { args }) {
      const page = typeof args?.page === 'number' ? args.page : 1;
      if (!existing || page === 1) return incoming;
      const pageSize = typeof args?.pageSize === 'number' ? args.pageSize : incoming.items.length;
      const items = existing.items.slice(0, (page - 1) * pageSize);
      return { ...incoming, items: [...items, ...incoming.items] };
    },
  };
}

/**
 * Cache rules for the whole client, in one place. Types are normalised by `__typename` + `id`;
 * paginated list fields get their `keyArgs` and `merge` functions here as the list screens arrive.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      /** The room grid shows every room of the hostel, a page of 100 at a time ("Load more"). */
      rooms: loadMoreList(),
    },
  },
  /** CSV import previews: ids are line numbers, unique within one preview only, so rows stay embedded. */
  StudentImportRow: { keyFields: false },
  StudentImportError: { keyFields: false },
};

export function createCache() {
  return new InMemoryCache({ typePolicies });
}
