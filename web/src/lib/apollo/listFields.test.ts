import { gql } from '@apollo/client';
import { createCache } from './cache';
import { dropListFields, filterOf, storeFieldArgs } from './listFields';

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

const roomPage = { __typename: 'RoomPage', totalCount: 1, items: [{ __typename: 'Room', id: '1' }] };

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

  it('drops the stored copies of a list field whose arguments match, and keeps the others', () => {
    const cache = createCache();
    const variables = (filter: object) => ({ filter, page: 1, pageSize: 100 });
    cache.writeQuery({ query: RoomsQuery, variables: variables({}), data: { rooms: roomPage } });
    cache.writeQuery({ query: RoomsQuery, variables: variables({ floor: 2 }), data: { rooms: roomPage } });

    dropListFields(cache, 'rooms', (args) => filterOf(args).floor !== undefined);
    expect(cache.readQuery({ query: RoomsQuery, variables: variables({}) })).not.toBeNull();
    expect(cache.readQuery({ query: RoomsQuery, variables: variables({ floor: 2 }) })).toBeNull();
  });
});
