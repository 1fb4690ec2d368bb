import { graphql, loginAs } from './support/session';
import { brokenCounts } from './support/invariants';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];
type GqlResponse = {
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions: { code: string; fields?: { field: string }[] } }[];
  };
};

const CREATE_ROOM = `mutation ($input: CreateRoomInput!) {
  createRoom(input: $input) { id hostelId roomNumber floor roomType isAc totalBeds bedsOccupied availability beds { id bedNumber label pricePerMonthPaise isOccupied foodPlan room { id } student { id } } }
}`;
const ROOMS = `query ($search: String, $filter: RoomFilter, $sort: RoomSort, $page: Int, $pageSize: Int) {
  rooms(search: $search, filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { totalCount items { roomNumber } }
}`;

describe.each(TEST_DATABASES)('GraphQL rooms on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  const tokens = {} as Record<Who, string>;
  const roomIdByNumber: Record<number, string> = {};

  const ask = (query: string, variables: Record<string, unknown>, who: Who | null = 'adminB') =>
    graphql(t, query, variables, who ? tokens[who] : undefined).expect(200);
  const errorOf = (res: GqlResponse) => res.body.errors?.[0];
  const createRoom = async (who: Who, input: Record<string, unknown>) => ask(CREATE_ROOM, { input }, who);
  const numbers = async (variables: Record<string, unknown>) => {
    const res = await ask(ROOMS, variables);
    const page = res.body.data.rooms as { totalCount: number; items: { roomNumber: number }[] };
    return { totalCount: page.totalCount, numbers: page.items.map((r) => r.roomNumber) };
  };

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    for (const who of ['adminA', 'wardenA', 'staffA', 'tenantA', 'adminB'] as Who[])
      tokens[who] = await loginAs(t, seed.phones[who]);
    const layout: [number, string, boolean][] = [
      [101, 'normal', false],
      [102, 'delux', true],
      [110, 'super_delux', true],
      [201, 'normal', true],
      [305, 'delux', false],
    ];
    for (const [roomNumber, roomType, isAc] of layout) {
      const res = await createRoom('adminB', {
        roomNumber,
        floor: Math.floor(roomNumber / 100),
        roomType,
        isAc,
        totalBeds: 2,
      });
      roomIdByNumber[roomNumber] = (res.body.data.createRoom as { id: string }).id;
    }
    await createRoom('wardenA', { roomNumber: 101, floor: 1, roomType: 'normal', totalBeds: 1 });
  });
  afterAll(() => t.close());

  describe('createRoom', () => {
    it('answers the room with its beds, labelled, through the same service as REST', async () => {
      const res = await createRoom('adminA', {
        roomNumber: 404,
        floor: 4,
        roomType: 'super_delux',
        isAc: true,
        totalBeds: 2,
        pricePerMonthPaise: 1_150_000,
        foodPlan: 'veg',
      });
      const room = res.body.data.createRoom;
      expect(room).toMatchObject({
        hostelId: String(seed.hostelA.id),
        roomNumber: 404,
        totalBeds: 2,
        bedsOccupied: 0,
        availability: 'available',
      });
      expect(room.beds).toEqual([
        {
          id: expect.any(String),
          bedNumber: 1,
          label: '404-a',
          pricePerMonthPaise: 1_150_000,
          isOccupied: false,
          foodPlan: 'veg',
          room: { id: room.id },
          student: null,
        },
        {
          id: expect.any(String),
          bedNumber: 2,
          label: '404-b',
          pricePerMonthPaise: 1_150_000,
          isOccupied: false,
          foodPlan: 'veg',
          room: { id: room.id },
          student: null,
        },
      ]);
    });

    it('answers BAD_USER_INPUT naming the field, CONFLICT for a duplicate and NOT_FOUND for another hostel', async () => {
      const tooMany = errorOf(
        await createRoom('adminA', { roomNumber: 405, floor: 4, roomType: 'normal', totalBeds: 21 }),
      );
      expect(tooMany?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'totalBeds' }] });
      const duplicate = errorOf(
        await createRoom('adminA', { roomNumber: 101, floor: 1, roomType: 'normal', totalBeds: 1 }),
      );
      expect(duplicate).toMatchObject({
        message: 'Room 101 already exists in this hostel',
        extensions: { code: 'CONFLICT', fields: [{ field: 'roomNumber' }] },
      });
      const foreign = errorOf(
        await createRoom('adminA', {
          hostelId: String(seed.hostelB.id),
          roomNumber: 406,
          floor: 4,
          roomType: 'normal',
          totalBeds: 1,
        }),
      );
      expect(foreign).toMatchObject({ message: 'Hostel not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('is FORBIDDEN to staff and UNAUTHENTICATED without a token', async () => {
      const input = { roomNumber: 407, floor: 4, roomType: 'normal', totalBeds: 1 };
      expect(errorOf(await createRoom('staffA', input))?.extensions.code).toBe('FORBIDDEN');
      expect(errorOf(await ask(CREATE_ROOM, { input }, null))?.extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('rooms', () => {
    it("lists the caller's rooms by room number with the total", async () => {
      expect(await numbers({})).toEqual({ totalCount: 5, numbers: [101, 102, 110, 201, 305] });
      const fromA = (await ask(ROOMS, { search: '101' }, 'wardenA')).body.data.rooms;
      expect(fromA).toEqual({ totalCount: 1, items: [{ roomNumber: 101 }] });
    });

    it('searches, filters, sorts and pages', async () => {
      expect(await numbers({ search: '10', filter: { isAc: true } })).toEqual({ totalCount: 2, numbers: [102, 110] });
      expect(await numbers({ filter: { roomType: 'delux' } })).toEqual({ totalCount: 2, numbers: [102, 305] });
      expect(await numbers({ filter: { floor: 1, availability: 'available' } })).toEqual({
        totalCount: 3,
        numbers: [101, 102, 110],
      });
      expect(await numbers({ search: '0', sort: { field: 'FLOOR', direction: 'DESC' } })).toMatchObject({
        numbers: [305, 201, 101, 102, 110],
      });
      expect(await numbers({ search: '1', sort: { field: 'ROOM_TYPE' }, pageSize: 10, page: 1 })).toMatchObject({
        numbers: [101, 201, 102, 110],
      });
      const page2 = await numbers({ search: '0', pageSize: 10, page: 2 });
      expect(page2).toEqual({ totalCount: 5, numbers: [] });
    });

    it("totals the hostel's rooms without a search or a filter as rooms come and go; a superadmin's, every hostel's", async () => {
      const total = async (who: Who, variables = {}) =>
        (await ask(ROOMS, { pageSize: 10, ...variables }, who)).body.data.rooms.totalCount as number;
      // Counted from the rows: every room has a free bed or has none.
      const counted = async (who: Who) =>
        (await total(who, { filter: { hasFreeBed: true } })) + (await total(who, { filter: { hasFreeBed: false } }));
      const before = await total('adminB');
      expect(before).toBe(await counted('adminB'));
      const created = await createRoom('adminB', { roomNumber: 510, floor: 5, roomType: 'normal', totalBeds: 1 });
      const id = (created.body.data!.createRoom as { id: string }).id;
      expect(await total('adminB')).toBe(before + 1);
      expect(await counted('adminB')).toBe(before + 1);
      expect(await brokenCounts(t)).toEqual({});
      expect((await ask('mutation ($id: ID!) { deleteRoom(id: $id) { id } }', { id }, 'adminB')).body.errors).toBe(
        undefined,
      );
      expect(await total('adminB')).toBe(before);
      const superadmin = await loginAs(t, seed.phones.superadmin);
      const everyHostel = (await graphql(t, ROOMS, { pageSize: 10 }, superadmin).expect(200)).body.data.rooms;
      expect(everyHostel.totalCount).toBe(before + (await total('adminA')));
      expect(await brokenCounts(t)).toEqual({});
    });

    it('answers BAD_USER_INPUT for a page size the list does not offer', async () => {
      const res = await ask(ROOMS, { pageSize: 7 });
      expect(errorOf(res)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'pageSize' }] });
    });

    it('is open to staff, FORBIDDEN to residents and UNAUTHENTICATED without a token', async () => {
      expect((await ask(ROOMS, { search: '101' }, 'staffA')).body.data.rooms.totalCount).toBe(1);
      expect(errorOf(await ask(ROOMS, {}, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
      expect(errorOf(await ask(ROOMS, {}, null))?.extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('room', () => {
    const ROOM = 'query ($id: ID!) { room(id: $id) { id roomNumber beds { bedNumber label room { roomNumber } } } }';

    it('answers one room with its beds', async () => {
      const res = await ask(ROOM, { id: roomIdByNumber[305] });
      expect(res.body.data.room).toEqual({
        id: roomIdByNumber[305],
        roomNumber: 305,
        beds: [
          { bedNumber: 1, label: '305-a', room: { roomNumber: 305 } },
          { bedNumber: 2, label: '305-b', room: { roomNumber: 305 } },
        ],
      });
    });

    it("is NOT_FOUND for another hostel's id exactly like a missing one", async () => {
      const foreign = errorOf(await ask(ROOM, { id: roomIdByNumber[101] }, 'adminA'));
      const missing = errorOf(await ask(ROOM, { id: '999999' }, 'adminA'));
      expect(foreign).toMatchObject({ message: 'Room not found', extensions: { code: 'NOT_FOUND' } });
      expect(missing?.message).toBe(foreign?.message);
      expect(missing?.extensions).toEqual(foreign?.extensions);
    });

    it('answers BAD_USER_INPUT for an id that is not a number', async () => {
      expect(errorOf(await ask(ROOM, { id: 'abc' }))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'id' }],
      });
    });
  });
});
