import type { ApolloCache, Reference } from '@apollo/client';
import type { RoomCard_RoomFragment } from '@/gql/graphql';
import { depositsChanged, ledgerChanged } from '@/domain/money/cacheEvents';
import { dropListFields, whereOf, storeFieldArgs, type FieldArgs } from '@/lib/apollo/listFields';

/**
 * One function per housing event: which cached lists it updates, drops or evicts, the money lists included when the
 * change moves money (check-in bills rent and records a deposit; archive bills up to today; an edit can move billing
 * dates). The entities themselves (rooms, beds, students, balances) update through the normalized cache from each
 * mutation's answer (housing.graphql); what is decided here is list membership and sums, which no answer can carry.
 * A mutation hook calls its event in `update`, and nothing else in the client edits these lists.
 */

/** Rooms lists filtered by free beds change membership when a bed is added, removed, taken or freed. */
const dependsOnFreeBeds = (args: FieldArgs) => {
  const filter = whereOf(args);
  return filter.availability !== undefined || filter.hasFreeBed !== undefined;
};

/**
 * The lists filtered by occupancy (free beds, rooms with room, students with or without a bed, a room's
 * students) change membership; `newStudent` also drops every students list (a check-in adds someone).
 */
function dropOccupancyLists(cache: ApolloCache, { newStudent = false }: { newStudent?: boolean } = {}) {
  dropListFields(cache, 'students', (args) => {
    const filter = whereOf(args);
    return newStudent || filter.hasBed !== undefined || filter.roomId !== undefined;
  });
  dropListFields(cache, 'rooms', dependsOnFreeBeds);
  dropListFields(cache, 'beds', (args) => whereOf(args).isOccupied !== undefined);
}

/**
 * Every students and rooms list is dropped, and the lists of free beds: a student's name or room changes their place
 * in lists ordered or filtered by them, and archive or import changes who is listed at all and who has a bed.
 */
function dropStudentAndRoomLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'students' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'rooms' });
  cache.gc();
  dropListFields(cache, 'beds', (args) => whereOf(args).isOccupied !== undefined);
}

/** A student got, left or changed a bed (assign, remove from bed, move). */
export function stayChanged(cache: ApolloCache) {
  dropOccupancyLists(cache);
}

/**
 * A new student was checked in to a bed: the occupancy lists and every students list; and, as check-in bills the
 * first rent and records the deposit, the money lists (Payment Details' figures and table, the rows behind them,
 * Dues, Checkout) and Deposits.
 */
export function studentCheckedIn(cache: ApolloCache) {
  dropOccupancyLists(cache, { newStudent: true });
  ledgerChanged(cache, []);
  depositsChanged(cache);
}

/** Check-in was refused because the bed was taken meanwhile: the choices on screen are fetched again. */
export function checkInConflicted(cache: ApolloCache) {
  dropOccupancyLists(cache);
}

/**
 * A student's details were saved (maybe with a room change or new billing dates): the students, rooms and free-bed
 * lists, and their ledger with the money lists (rent periods follow the move-in date and "Bill rent from").
 */
export function studentUpdated(cache: ApolloCache, studentId: string) {
  dropStudentAndRoomLists(cache);
  ledgerChanged(cache, [studentId]);
}

/**
 * A student was archived (the spec's delete): they leave the lists and their bed is free; rent is billed up to
 * today, so their ledger and the money lists move, and Deposits lists current residents' deposits only.
 */
export function studentArchived(cache: ApolloCache, studentId: string) {
  dropStudentAndRoomLists(cache);
  ledgerChanged(cache, [studentId]);
  depositsChanged(cache);
}

/** Students were imported from a CSV file (without rent terms: no money moves). */
export function studentsImported(cache: ApolloCache) {
  dropStudentAndRoomLists(cache);
}

type StoredRoomPage = { __typename?: string; totalCount: number; items: readonly Reference[] };

/** Whether a room belongs in a rooms list stored under `args`; null when the client cannot tell. */
function roomBelongs(room: RoomCard_RoomFragment, args: FieldArgs): boolean | null {
  if (args.search || args.orderBy) return null;
  const filter = whereOf(args);
  if (filter.roomType !== undefined && filter.roomType !== room.roomType) return false;
  if (filter.availability !== undefined && filter.availability !== room.availability) return false;
  if (filter.floor !== undefined && filter.floor !== room.floor) return false;
  if (filter.isAc !== undefined && filter.isAc !== room.isAc) return false;
  if (filter.hasFreeBed !== undefined && filter.hasFreeBed !== room.bedsOccupied < room.totalBeds) return false;
  return true;
}

/**
 * A new room joins every stored rooms list it matches, in room-number order (the server's default); a list
 * sorted or searched another way is dropped and fetched again when shown.
 */
export function roomCreated(cache: ApolloCache, room: RoomCard_RoomFragment) {
  const ref = cache.identify({ __typename: 'Room', id: room.id });
  if (!ref) return;
  cache.modify<{ rooms: StoredRoomPage }>({
    id: 'ROOT_QUERY',
    fields: {
      rooms(value, { storeFieldName, readField, toReference, DELETE }) {
        const page = value as StoredRoomPage;
        const fits = roomBelongs(room, storeFieldArgs(storeFieldName, 'rooms'));
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

/**
 * A room's number, floor, type or AC changed: lists filtered, searched or sorted by them are fetched again. The
 * answer carries the room and its beds (renamed with the number); its residents' room number is read again wherever
 * a screen shows it.
 */
export function roomUpdated(cache: ApolloCache, residentIds: readonly string[] = []) {
  for (const id of residentIds)
    cache.evict({ id: cache.identify({ __typename: 'Student', id }), fieldName: 'roomNumber' });
  dropListFields(cache, 'rooms', (args) => {
    const filter = whereOf(args);
    return (
      Boolean(args.search || args.orderBy) ||
      filter.roomType !== undefined ||
      filter.floor !== undefined ||
      filter.isAc !== undefined
    );
  });
}

/** A deleted room leaves every rooms list and the cache. */
export function roomDeleted(cache: ApolloCache, roomId: string) {
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

/** A bed was added to a room: the room's counters come with the answer; free-bed lists change. */
export function bedAdded(cache: ApolloCache) {
  dropListFields(cache, 'rooms', dependsOnFreeBeds);
  dropListFields(cache, 'beds', () => true);
}

/** A free bed was removed: it leaves the cache, and free-bed lists change. */
export function bedRemoved(cache: ApolloCache, bedId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Bed', id: bedId }) });
  cache.gc();
  dropListFields(cache, 'rooms', dependsOnFreeBeds);
  dropListFields(cache, 'beds', () => true);
}
