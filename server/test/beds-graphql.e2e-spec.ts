import { DataSource } from 'typeorm';
import { StudentsService } from '../src/students/students.service';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];
type GqlError = { message: string; extensions: { code: string; fields?: { field: string }[] } };

const ADD_BED = `mutation ($input: AddBedInput!) {
  addBed(input: $input) { id bedNumber label isOccupied foodPlan pricePerMonthPaise room { id totalBeds bedsOccupied availability } student { id roomNumber bed { id } } }
}`;
const BEDS = `query ($roomId: ID, $search: String, $filter: BedFilter, $page: Int, $pageSize: Int) {
  beds(roomId: $roomId, search: $search, filter: $filter, page: $page, pageSize: $pageSize) { totalCount items { label isOccupied foodPlan } }
}`;
const CREATE_ROOM = 'mutation ($input: CreateRoomInput!) { createRoom(input: $input) { id roomNumber } }';

describe.each(TEST_DATABASES)('GraphQL beds on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  const tokens = {} as Record<Who, string>;
  let nextRoom = 500;

  const ask = (query: string, variables: Record<string, unknown>, who: Who | null = 'wardenA') =>
    graphql(t, query, variables, who ? tokens[who] : undefined).expect(200);
  const errorOf = (res: { body: { errors?: GqlError[] } }) => res.body.errors?.[0];
  const newRoom = async (who: Who = 'wardenA', totalBeds = 2) => {
    const res = await ask(
      CREATE_ROOM,
      { input: { roomNumber: ++nextRoom, floor: 5, roomType: 'delux', totalBeds } },
      who,
    );
    return res.body.data.createRoom as { id: string; roomNumber: number };
  };
  const addBed = (input: Record<string, unknown>, who: Who = 'wardenA') =>
    ask(ADD_BED, { input: { pricePerMonthPaise: 800_000, ...input } }, who);

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    for (const who of ['wardenA', 'staffA', 'tenantA', 'adminB'] as Who[])
      tokens[who] = await loginAs(t, seed.phones[who]);
  });
  afterAll(() => t.close());

  describe('addBed', () => {
    it('answers the bed with its room and resident, every changed object for the cache', async () => {
      const room = await newRoom();
      const [student] = await t.app.get(StudentsService).insertMany(t.app.get(DataSource).manager, seed.hostelA.id, [
        {
          name: 'Sneha Kulkarni',
          email: 'sneha.kulkarni@example.com',
          phone: '9822012345',
          moveInDate: '2026-09-01',
        },
      ]);
      const res = await addBed({ roomId: room.id, bedNumber: 3, studentId: String(student.id), foodPlan: 'non_veg' });
      expect(res.body.data.addBed).toEqual({
        id: expect.any(String),
        bedNumber: 3,
        label: `${room.roomNumber}-c`,
        isOccupied: true,
        foodPlan: 'non_veg',
        pricePerMonthPaise: 800_000,
        room: { id: room.id, totalBeds: 3, bedsOccupied: 1, availability: 'partially_available' },
        student: { id: String(student.id), roomNumber: room.roomNumber, bed: { id: res.body.data.addBed.id } },
      });
    });

    it('answers BAD_USER_INPUT, CONFLICT and NOT_FOUND with the field', async () => {
      const room = await newRoom();
      expect(
        errorOf(await addBed({ roomId: room.id, bedNumber: 3, pricePerMonthPaise: -1 }))?.extensions,
      ).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'pricePerMonthPaise' }] });
      expect(errorOf(await addBed({ roomId: room.id, bedNumber: 2 }))?.extensions).toMatchObject({
        code: 'CONFLICT',
        fields: [{ field: 'bedNumber' }],
      });
      expect(errorOf(await addBed({ roomId: room.id, bedNumber: 3 }, 'adminB'))).toMatchObject({
        message: 'Room not found',
        extensions: { code: 'NOT_FOUND', fields: [{ field: 'roomId' }] },
      });
    });

    it('is FORBIDDEN to staff', async () => {
      const room = await newRoom();
      expect(errorOf(await addBed({ roomId: room.id, bedNumber: 3 }, 'staffA'))?.extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('beds and bed', () => {
    let room: { id: string; roomNumber: number };

    beforeAll(async () => {
      room = await newRoom('adminB', 3);
      await addBed({ roomId: room.id, bedNumber: 4, isOccupied: true, foodPlan: 'veg' }, 'adminB');
      await newRoom('adminB', 1);
    });

    const labels = async (variables: Record<string, unknown>) => {
      const res = await ask(BEDS, variables, 'adminB');
      const page = res.body.data.beds as { totalCount: number; items: { label: string }[] };
      return { totalCount: page.totalCount, labels: page.items.map((b) => b.label) };
    };

    it("lists the caller's beds by room and bed number, filtered and paged", async () => {
      const n = room.roomNumber;
      expect(await labels({})).toEqual({
        totalCount: 5,
        labels: [`${n}-a`, `${n}-b`, `${n}-c`, `${n}-d`, `${n + 1}-a`],
      });
      expect(await labels({ roomId: room.id, filter: { isOccupied: false } })).toEqual({
        totalCount: 3,
        labels: [`${n}-a`, `${n}-b`, `${n}-c`],
      });
      expect(await labels({ filter: { foodPlan: 'veg', isOccupied: true } })).toEqual({
        totalCount: 1,
        labels: [`${n}-d`],
      });
      expect(await labels({ search: String(n + 1) })).toEqual({ totalCount: 1, labels: [`${n + 1}-a`] });
      expect(await labels({ page: 2, pageSize: 10 })).toEqual({ totalCount: 5, labels: [] });
    });

    it("is NOT_FOUND for another hostel's room or bed, exactly like a missing one", async () => {
      const foreignRoom = errorOf(await ask(BEDS, { roomId: room.id }));
      expect(foreignRoom).toMatchObject({ message: 'Room not found', extensions: { code: 'NOT_FOUND' } });
      expect(errorOf(await ask(BEDS, { roomId: '999999' }))).toEqual(foreignRoom);
      const bedOfB = (await ask('query ($id: ID!) { room(id: $id) { beds { id } } }', { id: room.id }, 'adminB')).body
        .data.room.beds[0].id;
      const BED = 'query ($id: ID!) { bed(id: $id) { id label room { roomNumber } student { id } } }';
      expect((await ask(BED, { id: bedOfB }, 'adminB')).body.data.bed).toEqual({
        id: bedOfB,
        label: `${room.roomNumber}-a`,
        room: { roomNumber: room.roomNumber },
        student: null,
      });
      const foreignBed = errorOf(await ask(BED, { id: bedOfB }));
      expect(foreignBed).toMatchObject({ message: 'Bed not found', extensions: { code: 'NOT_FOUND' } });
      expect(errorOf(await ask(BED, { id: '999999' }))).toEqual(foreignBed);
    });

    it('is open to staff, FORBIDDEN to residents and UNAUTHENTICATED without a token', async () => {
      expect((await ask(BEDS, {}, 'staffA')).body.data.beds).toMatchObject({ totalCount: expect.any(Number) });
      expect(errorOf(await ask(BEDS, {}, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
      expect(errorOf(await ask(BEDS, {}, null))?.extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
