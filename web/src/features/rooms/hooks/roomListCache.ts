import type { ApolloCache, Reference } from '@apollo/client';
import type { RoomCard_RoomFragment } from '@/gql/graphql';
import { filterOf, storeFieldArgs, type FieldArgs } from '@/lib/apollo/listFields';

type StoredRoomPage = { __typename?: string; totalCount: number; items: readonly Reference[] };

/** Whether a room belongs in a rooms list stored under `args`; null when the client cannot tell. */
function belongs(room: RoomCard_RoomFragment, args: FieldArgs): boolean | null {
  if (args.search || args.sort) return null;
  const filter = filterOf(args);
  if (filter.roomType !== undefined && filter.roomType !== room.roomType) return false;
  if (filter.availability !== undefined && filter.availability !== room.availability) return false;
  if (filter.floor !== undefined && filter.floor !== room.floor) return false;
  if (filter.isAc !== undefined && filter.isAc !== room.isAc) return false;
  if (filter.hasFreeBed !== undefined && filter.hasFreeBed !== room.bedsOccupied < room.totalBeds) return false;
  return true;
}

/**
 * A new room joins every stored rooms list it matches, in room-number order (the server's default);
 * a list sorted or searched another way is dropped and fetched again when shown.
 */
export function insertRoom(cache: ApolloCache, room: RoomCard_RoomFragment) {
  const ref = cache.identify({ __typename: 'Room', id: room.id });
  if (!ref) return;
  cache.modify<{ rooms: StoredRoomPage }>({
    id: 'ROOT_QUERY',
    fields: {
      rooms(value, { storeFieldName, readField, toReference, DELETE }) {
        const page = value as StoredRoomPage;
        const fits = belongs(room, storeFieldArgs(storeFieldName, 'rooms'));
        if (fits === null) return DELETE;
        if (!fits) return page;
        const at = page.items.findIndex((item) => (readField<number>('roomNumber', item) ?? 0) > room.roomNumber);
        const allLoaded = page.items.length >= page.totalCount;
        const items = [...page.items];
        if (at >= 0) items.splice(at, 0, toReference(ref) as Reference);
        else if (allLoaded) items.push(toReference(ref) as Reference);
        return { ...page, items, totalCount: page.totalCount + 1 };
      },
    },
  });
}

/** A deleted room leaves every rooms list and the cache. */
export function removeRoom(cache: ApolloCache, roomId: string) {
  const ref = cache.identify({ __typename: 'Room', id: roomId });
  if (!ref) return;
  cache.modify<{ rooms: StoredRoomPage }>({
    id: 'ROOT_QUERY',
    fields: {
      rooms(value, { readField }) {
        const page = value as StoredRoomPage;
        const items = page.items.filter((item) => readField<string>('id', item) !== roomId);
        return items.length === page.items.length ? page : { ...page, items, totalCount: page.totalCount - 1 };
      },
    },
  });
  cache.evict({ id: ref });
  cache.gc();
}
