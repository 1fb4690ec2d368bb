import { REFUSED, refusedCodes, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts, brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const UPDATE = `mutation ($id: ID!, $input: UpdateBedInput!) {
  updateBed(id: $id, input: $input) { id label pricePerMonthPaise foodPlan isOccupied room { id bedsOccupied } }
}`;
const REMOVE =
  'mutation ($id: ID!) { removeBed(id: $id) { id room { id totalBeds bedsOccupied availability beds { id } } } }';

describe.each(TEST_DATABASES)('GraphQL bed changes on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  describe('updateBed', () => {
    it.each(['adminA', 'wardenA'] as Who[])('lets a %s change the rent and the food plan', async (who) => {
      const room = await api.newRoom(who, 1);
      const res = await api.ask(
        UPDATE,
        { id: room.beds[0].id, input: { pricePerMonthPaise: 725_000, foodPlan: 'non_veg' } },
        who,
      );
      expect(res.body.data!.updateBed).toEqual({
        id: room.beds[0].id,
        label: room.beds[0].label,
        pricePerMonthPaise: 725_000,
        foodPlan: 'non_veg',
        isOccupied: false,
        room: { id: room.id, bedsOccupied: 0 },
      });
    });

    it("holds a free bed and frees it, answering the room with fresh counters; a resident's bed is a CONFLICT on isOccupied", async () => {
      const room = await api.newRoom('wardenA', 2);
      const held = await api.ask(UPDATE, { id: room.beds[1].id, input: { isOccupied: true } }, 'wardenA');
      expect(held.body.data!.updateBed).toMatchObject({ isOccupied: true, room: { id: room.id, bedsOccupied: 1 } });
      const freed = await api.ask(UPDATE, { id: room.beds[1].id, input: { isOccupied: false } }, 'wardenA');
      expect(freed.body.data!.updateBed).toMatchObject({ isOccupied: false, room: { id: room.id, bedsOccupied: 0 } });

      await api.checkIn(room, 0);
      const refused = api.errorOf(await api.ask(UPDATE, { id: room.beds[0].id, input: { isOccupied: false } }));
      expect(refused?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'isOccupied' }] });
    });

    it('names a bad rent', async () => {
      const room = await api.newRoom();
      const error = api.errorOf(
        await api.ask(UPDATE, { id: room.beds[0].id, input: { pricePerMonthPaise: 100_000_001 } }),
      );
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'pricePerMonthPaise' }] });
    });

    it("answers another hostel's bed exactly like a missing one", async () => {
      const theirs = await api.newRoom('adminB');
      const foreign = api.errorOf(await api.ask(UPDATE, { id: theirs.beds[0].id, input: { foodPlan: 'veg' } }));
      expect(foreign).toMatchObject({ message: 'Bed not found', extensions: { code: 'NOT_FOUND' } });
      expect(api.errorOf(await api.ask(UPDATE, { id: '999999', input: { foodPlan: 'veg' } }))).toEqual(foreign);
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom();
      expect(
        await refusedCodes((who) => api.ask(UPDATE, { id: room.beds[0].id, input: { foodPlan: 'veg' } }, who)),
      ).toEqual(REFUSED);
    });
  });

  describe('removeBed', () => {
    it.each(['adminA', 'wardenA'] as Who[])(
      'lets a %s remove a free bed, answering the room with fresh counters',
      async (who) => {
        const room = await api.newRoom(who, 2);
        await api.checkIn(room, 0, who);
        const res = await api.ask(REMOVE, { id: room.beds[1].id }, who);
        expect(res.body.data!.removeBed).toEqual({
          id: room.beds[1].id,
          room: {
            id: room.id,
            totalBeds: 1,
            bedsOccupied: 1,
            availability: 'not_available',
            beds: [{ id: room.beds[0].id }],
          },
        });
      },
    );

    it('answers CONFLICT for an occupied bed', async () => {
      const room = await api.newRoom();
      await api.checkIn(room, 0);
      expect(api.errorOf(await api.ask(REMOVE, { id: room.beds[0].id }))).toMatchObject({
        message: `Bed ${room.beds[0].label} is occupied`,
        extensions: { code: 'CONFLICT' },
      });
    });

    it("answers another hostel's bed exactly like a missing one, and names a bad id", async () => {
      const theirs = await api.newRoom('adminB');
      const foreign = api.errorOf(await api.ask(REMOVE, { id: theirs.beds[0].id }));
      expect(foreign?.extensions.code).toBe('NOT_FOUND');
      expect(api.errorOf(await api.ask(REMOVE, { id: '999999' }))).toEqual(foreign);
      expect(api.errorOf(await api.ask(REMOVE, { id: '1.5' }))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'id' }],
      });
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom();
      expect(await refusedCodes((who) => api.ask(REMOVE, { id: room.beds[0].id }, who))).toEqual(REFUSED);
    });
  });

  it('shows who is in a bed now and who was before', async () => {
    const room = await api.newRoom('wardenA', 1);
    const { student: first } = await api.checkIn(room, 0);
    await api.ask('mutation ($id: ID!) { removeFromBed(studentId: $id) { student { id } } }', { id: first.id });
    const { student: second } = await api.checkIn(room, 0);
    const res = await api.ask(
      'query ($id: ID!) { bed(id: $id) { currentStay { student { id } } stays { student { id } endDate } } }',
      { id: room.beds[0].id },
      'staffA',
    );
    expect(res.body.data!.bed).toEqual({
      currentStay: { student: { id: second.id } },
      stays: [
        { student: { id: second.id }, endDate: null },
        { student: { id: first.id }, endDate: '2026-11-20' },
      ],
    });
  });
});
