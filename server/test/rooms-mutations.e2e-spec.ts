import { REFUSED, refusedCodes, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts, brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const UPDATE = `mutation ($id: ID!, $input: UpdateRoomInput!) {
  updateRoom(id: $id, input: $input) { id roomNumber floor roomType isAc totalBeds bedsOccupied availability beds { label } }
}`;
const DELETE = 'mutation ($id: ID!) { deleteRoom(id: $id) { id } }';
const ROOMS = 'query ($filter: RoomFilter) { rooms(filter: $filter, pageSize: 100) { items { id } } }';

describe.each(TEST_DATABASES)('GraphQL room changes on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let nextNumber = 5000;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  describe('updateRoom', () => {
    it.each(['adminA', 'wardenA'] as Who[])(
      'lets a %s renumber a room and change its details; bed labels follow',
      async (who) => {
        const room = await api.newRoom(who, 2);
        const roomNumber = ++nextNumber;
        const res = await api.ask(
          UPDATE,
          { id: room.id, input: { roomNumber, floor: 3, roomType: 'super_delux', isAc: true } },
          who,
        );
        expect(res.body.data!.updateRoom).toEqual({
          id: room.id,
          roomNumber,
          floor: 3,
          roomType: 'super_delux',
          isAc: true,
          totalBeds: 2,
          bedsOccupied: 0,
          availability: 'available',
          beds: [{ label: `${roomNumber}-a` }, { label: `${roomNumber}-b` }],
        });
      },
    );

    it('names a bad field and answers CONFLICT for a number in use', async () => {
      const [one, two] = [await api.newRoom(), await api.newRoom()];
      expect(api.errorOf(await api.ask(UPDATE, { id: one.id, input: { floor: 201 } }))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'floor' }],
      });
      expect(api.errorOf(await api.ask(UPDATE, { id: one.id, input: { roomNumber: 0 } }))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'roomNumber' }],
      });
      expect(api.errorOf(await api.ask(UPDATE, { id: one.id, input: { roomNumber: two.roomNumber } }))).toMatchObject({
        message: `Room ${two.roomNumber} already exists in this hostel`,
        extensions: { code: 'CONFLICT', fields: [{ field: 'roomNumber' }] },
      });
    });

    it("answers another hostel's room exactly like a missing one", async () => {
      const theirs = await api.newRoom('adminB');
      const foreign = api.errorOf(await api.ask(UPDATE, { id: theirs.id, input: { floor: 2 } }));
      expect(foreign).toMatchObject({ message: 'Room not found', extensions: { code: 'NOT_FOUND' } });
      expect(api.errorOf(await api.ask(UPDATE, { id: '999999', input: { floor: 2 } }))).toEqual(foreign);
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom();
      expect(await refusedCodes((who) => api.ask(UPDATE, { id: room.id, input: { floor: 2 } }, who))).toEqual(REFUSED);
    });
  });

  describe('deleteRoom', () => {
    it.each(['adminA', 'wardenA'] as Who[])('lets a %s delete a room without residents', async (who) => {
      const room = await api.newRoom(who, 2);
      expect((await api.ask(DELETE, { id: room.id }, who)).body.data!.deleteRoom).toEqual({ id: room.id });
      expect(
        api.errorOf(await api.ask('query ($id: ID!) { room(id: $id) { id } }', { id: room.id }))?.extensions.code,
      ).toBe('NOT_FOUND');
    });

    it('answers CONFLICT while a bed is occupied', async () => {
      const room = await api.newRoom();
      await api.checkIn(room, 1);
      expect(api.errorOf(await api.ask(DELETE, { id: room.id }))).toMatchObject({
        message: `Room ${room.roomNumber} has occupied beds`,
        extensions: { code: 'CONFLICT' },
      });
    });

    it("answers another hostel's room exactly like a missing one", async () => {
      const theirs = await api.newRoom('adminB');
      const foreign = api.errorOf(await api.ask(DELETE, { id: theirs.id }));
      expect(foreign?.extensions.code).toBe('NOT_FOUND');
      expect(api.errorOf(await api.ask(DELETE, { id: '999999' }))).toEqual(foreign);
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom();
      expect(await refusedCodes((who) => api.ask(DELETE, { id: room.id }, who))).toEqual(REFUSED);
    });
  });

  it('filters rooms by having a free bed', async () => {
    const [free, full] = [await api.newRoom('adminB', 1), await api.newRoom('adminB', 1)];
    await api.checkIn(full, 0, 'adminB');
    const ids = async (hasFreeBed: boolean) =>
      ((await api.ask(ROOMS, { filter: { hasFreeBed } }, 'adminB')).body.data!.rooms.items as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await ids(true)).toContain(free.id);
    expect(await ids(true)).not.toContain(full.id);
    expect(await ids(false)).toEqual([full.id]);
  });
});
