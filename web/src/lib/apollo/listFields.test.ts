import { gql } from '@apollo/client';
import { createCache } from './cache';
import { dropOccupancyLists, storeFieldArgs } from './listFields';

const RoomsQuery = gql`
  query Rooms($filter: RoomFilter, $page: Int!, $pageSize: Int!) {
    rooms(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
      }
    }
  }
`;

const StudentsQuery = gql`
  query Students($filter: StudentFilter, $page: Int!) {
    students(filter: $filter, page: $page) {
      totalCount
      items {
        id
      }
    }
  }
`;

const roomPage = { __typename: 'RoomPage', totalCount: 1, items: [{ __typename: 'Room', id: '1' }] };
const studentPage = { __typename: 'StudentPage', totalCount: 1, items: [{ __typename: 'Student', id: '7' }] };

describe('list fields', () => {
  it('reads the arguments back from both store name forms', () => {
    expect(storeFieldArgs('rooms:{"filter":{"hasFreeBed":true},"pageSize":100}', 'rooms')).toEqual({
      filter: { hasFreeBed: true },
      pageSize: 100,
    });
    expect(storeFieldArgs('students({"filter":{"hasBed":false},"page":1})', 'students')).toEqual({
      filter: { hasBed: false },
      page: 1,
    });
    expect(storeFieldArgs('rooms', 'rooms')).toEqual({});
  });

  it('drops only the lists whose membership depends on occupancy', () => {
    const cache = createCache();
    const write = (query: typeof RoomsQuery, variables: object, data: object) =>
      cache.writeQuery({ query, variables, data });
    write(RoomsQuery, { filter: {}, page: 1, pageSize: 100 }, { rooms: roomPage });
    write(RoomsQuery, { filter: { hasFreeBed: true }, page: 1, pageSize: 100 }, { rooms: roomPage });
    write(StudentsQuery, { filter: null, page: 1 }, { students: studentPage });
    write(StudentsQuery, { filter: { hasBed: false }, page: 1 }, { students: studentPage });

    dropOccupancyLists(cache);
    const read = (query: typeof RoomsQuery, variables: object) => cache.readQuery({ query, variables });
    expect(read(RoomsQuery, { filter: {}, page: 1, pageSize: 100 })).not.toBeNull();
    expect(read(RoomsQuery, { filter: { hasFreeBed: true }, page: 1, pageSize: 100 })).toBeNull();
    expect(read(StudentsQuery, { filter: null, page: 1 })).not.toBeNull();
    expect(read(StudentsQuery, { filter: { hasBed: false }, page: 1 })).toBeNull();

    dropOccupancyLists(cache, { newResident: true });
    expect(read(StudentsQuery, { filter: null, page: 1 })).toBeNull();
  });
});
