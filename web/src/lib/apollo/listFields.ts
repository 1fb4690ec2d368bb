import type { ApolloCache } from '@apollo/client';

export type FieldArgs = Record<string, unknown>;

/**
 * The arguments a list field was stored under, read back from its store name:
 * `rooms({"where":{…},"page":1})` without a keyArgs policy, `rooms:{"where":{…}}` with one.
 */
export function storeFieldArgs(storeFieldName: string, fieldName: string): FieldArgs {
  const rest = storeFieldName.slice(fieldName.length);
  const json = rest.startsWith('(') ? rest.slice(1, -1) : rest.startsWith(':') ? rest.slice(1) : '';
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as FieldArgs) : {};
  } catch {
    return {};
  }
}

/** The `where` argument of a stored list field (what every list filters with), or an empty object. */
export function whereOf(args: FieldArgs): FieldArgs {
  return args.where && typeof args.where === 'object' ? (args.where as FieldArgs) : {};
}

/**
 * Drops the stored copies of a root list field whose arguments match, so that a screen showing one
 * fetches it again: for lists whose membership a mutation changed in ways the client cannot place.
 */
export function dropListFields(cache: ApolloCache, fieldName: string, shouldDrop: (args: FieldArgs) => boolean) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName]: (value, { storeFieldName, DELETE }) =>
        shouldDrop(storeFieldArgs(storeFieldName, fieldName)) ? DELETE : value,
    },
  });
}
