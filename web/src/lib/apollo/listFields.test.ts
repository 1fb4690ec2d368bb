import { gql } from '@apollo/client';
import { createCache } from './cache';
import { dropListFields, whereOf, storeFieldArgs } from './listFields';

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

const roomPage = { __typename: 'RoomPage', totalCount: 1, items: [{ __typename: 'Room', id: '1' }] };

describe('list fields', () => {
  it('reads the arguments back from both store name forms', () => {
    expect(storeFieldArgs('rooms:{"where":{"hasFreeBed":true},"pageSize":100}', 'rooms')).toEqual({
      where: { hasFreeBed: true },
      pageSize: 100,
    });
    expect(storeFieldArgs('students({"where":{"hasBed":false},"page":1})', 'students')).toEqual({
      where: { hasBed: false },
      page: 1,
    });
    expect(storeFieldArgs('rooms', 'rooms')).toEqual({});
  });

  it('drops the stored copies of a list field whose arguments match, and keeps the others', () => {
    const cache = createCache();
    const variables = (where: object) => ({ where, page: 1, pageSize: 100 });
    cache.writeQuery({ query: RoomsQuery, variables: variables({}), data: { rooms: roomPage } });
    cache.writeQuery({ query: RoomsQuery, variables: variables({ floor: 2 }), data: { rooms: roomPage } });

    dropListFields(cache, 'rooms', (args) => whereOf(args).floor !== undefined);
    expect(cache.readQuery({ query: RoomsQuery, variables: variables({}) })).not.toBeNull();
    expect(cache.readQuery({ query: RoomsQuery, variables: variables({ floor: 2 }) })).toBeNull();
  });
});
