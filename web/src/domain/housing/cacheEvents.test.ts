import { gql } from '@apollo/client';
import { createCache } from '@/lib/apollo/cache';
import { allBut, cachedScreens, kept, moneyLists } from '@/test/cachedScreens';
import {
  roomCreated,
  roomDeleted,
  roomUpdated,
  stayChanged,
  studentArchived,
  studentCheckedIn,
  studentsImported,
  studentUpdated,
} from './cacheEvents';

const RoomsQuery = gql`
  query Rooms($where: RoomsWhere, $page: Int!, $pageSize: Int!) {
    rooms(where: $where, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
      }
    }
  }
`;

const StudentsQuery = gql`
  query Students($where: StudentsWhere, $page: Int!) {
    students(where: $where, page: $page) {
      totalCount
      items {
        id
      }
    }
  }
`;

const roomPage = { __typename: 'RoomPage', totalCount: 1, items: [{ __typename: 'Room', id: '1' }] };
const studentPage = { __typename: 'StudentPage', totalCount: 1, items: [{ __typename: 'Student', id: '7' }] };

describe('housing cache events', () => {
  it('drops only the lists whose membership depends on occupancy', () => {
    const cache = createCache();
    const write = (query: typeof RoomsQuery, variables: object, data: object) =>
      cache.writeQuery({ query, variables, data });
    write(RoomsQuery, { where: {}, page: 1, pageSize: 100 }, { rooms: roomPage });
    write(RoomsQuery, { where: { hasFreeBed: true }, page: 1, pageSize: 100 }, { rooms: roomPage });
    write(StudentsQuery, { where: null, page: 1 }, { students: studentPage });
    write(StudentsQuery, { where: { hasBed: false }, page: 1 }, { students: studentPage });

    stayChanged(cache);
    const read = (query: typeof RoomsQuery, variables: object) => cache.readQuery({ query, variables });
    expect(read(RoomsQuery, { where: {}, page: 1, pageSize: 100 })).not.toBeNull();
    expect(read(RoomsQuery, { where: { hasFreeBed: true }, page: 1, pageSize: 100 })).toBeNull();
    expect(read(StudentsQuery, { where: null, page: 1 })).not.toBeNull();
    expect(read(StudentsQuery, { where: { hasBed: false }, page: 1 })).toBeNull();

    studentCheckedIn(cache);
    expect(read(StudentsQuery, { where: null, page: 1 })).toBeNull();
  });

  const RoomNumbersQuery = gql`
    query RoomNumbers($where: RoomsWhere, $search: String, $page: Int!, $pageSize: Int!) {
      rooms(where: $where, search: $search, page: $page, pageSize: $pageSize) {
        totalCount
        items {
          id
          roomNumber
        }
      }
    }
  `;
  const room = (id: string, roomNumber: number) => ({ __typename: 'Room' as const, id, roomNumber });
  const newRoom = {
    __typename: 'Room' as const,
    id: '9',
    roomNumber: 150,
    floor: 1,
    isAc: true,
    roomType: 'normal' as const,
    availability: 'available' as const,
    bedsOccupied: 0,
    totalBeds: 2,
  };

  it('puts a new room in room-number order in the lists it matches and drops the lists it cannot place', () => {
    const cache = createCache();
    const all = { where: {}, page: 1, pageSize: 100 };
    const full = { where: { availability: 'not_available' }, page: 1, pageSize: 100 };
    const searched = { where: {}, search: '15', page: 1, pageSize: 100 };
    const page = { __typename: 'RoomPage', totalCount: 2, items: [room('1', 101), room('2', 201)] };
    for (const variables of [all, full, searched])
      cache.writeQuery({ query: RoomNumbersQuery, variables, data: { rooms: page } });
    cache.writeFragment({
      fragment: gql`
        fragment NewRoom on Room {
          id
          roomNumber
        }
      `,
      data: newRoom,
    });

    roomCreated(cache, newRoom);
    const numbers = (variables: object) =>
      cache.readQuery<{ rooms: { totalCount: number; items: { roomNumber: number }[] } }>({
        query: RoomNumbersQuery,
        variables,
      });
    expect(numbers(all)?.rooms.items.map((r) => r.roomNumber)).toEqual([101, 150, 201]);
    expect(numbers(all)?.rooms.totalCount).toBe(3);
    expect(numbers(full)?.rooms.items.map((r) => r.roomNumber)).toEqual([101, 201]);
    expect(numbers(searched)).toBeNull();

    roomDeleted(cache, '9');
    expect(numbers(all)?.rooms.items.map((r) => r.roomNumber)).toEqual([101, 201]);
    expect(numbers(all)?.rooms.totalCount).toBe(2);
  });

  it('a check-in moves the money lists too: it bills the first rent and records a deposit', () => {
    const cache = cachedScreens();
    studentCheckedIn(cache);
    expect(kept(cache)).toEqual(allBut(...moneyLists, 'Deposits', 'Students', 'Free beds'));
  });

  it('a bed assigned, left or changed moves only the lists filtered by occupancy', () => {
    const cache = cachedScreens();
    stayChanged(cache);
    expect(kept(cache)).toEqual(allBut('Free beds'));
  });

  it("an edit moves the lists and, as billing dates may move, the resident's ledger and the money lists", () => {
    const cache = cachedScreens();
    studentUpdated(cache, '1');
    expect(kept(cache)).toEqual(
      allBut(...moneyLists, 'Students', 'Rooms', 'Free beds', "resident's rentPeriods", "resident's ledgerLines"),
    );
  });

  it('archiving bills rent up to today and takes the resident out of Deposits', () => {
    const cache = cachedScreens();
    studentArchived(cache, '1');
    expect(kept(cache)).toEqual(
      allBut(
        ...moneyLists,
        'Deposits',
        'Students',
        'Rooms',
        'Free beds',
        "resident's rentPeriods",
        "resident's ledgerLines",
      ),
    );
  });

  it('an import moves the residents, rooms and free beds, and no money', () => {
    const cache = cachedScreens();
    studentsImported(cache);
    expect(kept(cache)).toEqual(allBut('Students', 'Rooms', 'Free beds'));
  });

  it("a room's new details send its residents' room number back to the server", () => {
    const cache = cachedScreens();
    roomUpdated(cache, ['1']);
    expect(kept(cache)).toEqual(allBut("resident's roomNumber"));
  });
});
