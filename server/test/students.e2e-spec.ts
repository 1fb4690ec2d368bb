import { DataSource } from 'typeorm';
import { Transactions } from '../src/common/transactions';
import { StudentRecords } from '../src/students/student-records.service';
import { Student } from '../src/students/student.entity';
import { StudentsService } from '../src/students/students.service';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];
type GqlError = { message: string; extensions: { code: string; fields?: { field: string }[] } };

const STUDENTS = `query ($search: String, $filter: StudentFilter, $sort: StudentSort, $page: Int, $pageSize: Int) {
  students(search: $search, filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { totalCount items { name roomNumber } }
}`;
const STUDENT = `query ($id: ID!) {
  student(id: $id) { id name email phone moveInDate roomNumber bed { label room { roomNumber beds { student { name } } } } }
}`;

describe.each(TEST_DATABASES)('GraphQL students on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  const tokens = {} as Record<Who, string>;
  const ids: Record<string, string> = {};

  const ask = (query: string, variables: Record<string, unknown>, who: Who | null = 'staffA') =>
    graphql(t, query, variables, who ? tokens[who] : undefined).expect(200);
  const errorOf = (res: { body: { errors?: GqlError[] } }) => res.body.errors?.[0];
  const names = async (variables: Record<string, unknown>) => {
    const page = (await ask(STUDENTS, variables)).body.data.students as {
      totalCount: number;
      items: { name: string; roomNumber: number | null }[];
    };
    return { totalCount: page.totalCount, names: page.items.map((s) => s.name) };
  };

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    for (const who of ['wardenA', 'staffA', 'tenantA', 'adminB'] as Who[])
      tokens[who] = await loginAs(t, seed.phones[who]);
    const manager = t.app.get(DataSource).manager;
    const residents = await t.app.get(StudentsService).insertMany(manager, seed.hostelA.id, [
      { name: 'Ishita Banerjee', email: 'ishita.b@example.com', phone: '+919830012345', moveInDate: '2026-02-10' },
      { name: 'karthik Subramanian', email: 'karthik.s@example.com', phone: '+919444012345', moveInDate: '2026-04-01' },
      { name: 'Pooja Patel', email: 'pooja.patel@example.com', phone: '+917600012345', moveInDate: '2025-12-15' },
      { name: 'Old Resident', email: 'old@example.com', phone: '+919000000001', moveInDate: '2025-01-01' },
    ]);
    for (const s of residents) ids[s.name] = String(s.id);
    // Through the writer, which moves the kept count the list's total reads without a search.
    const old = await manager.findOneByOrFail(Student, { id: Number(ids['Old Resident']) });
    await t.app.get(Transactions).run((m) => t.app.get(StudentRecords).archive(m, old, t.clock.now()));
    await t.app
      .get(StudentsService)
      .insertMany(manager, seed.hostelB.id, [
        { name: 'Riya Das', email: 'riya@example.com', phone: '+919123400000', moveInDate: '2026-01-01' },
      ]);

    const room = async (roomNumber: number) => {
      const res = await ask(
        'mutation ($input: CreateRoomInput!) { createRoom(input: $input) { id } }',
        { input: { roomNumber, floor: 2, roomType: 'normal', totalBeds: 1 } },
        'wardenA',
      );
      return res.body.data.createRoom.id as string;
    };
    const seat = (roomId: string, bedNumber: number, studentId: string) =>
      ask(
        'mutation ($input: AddBedInput!) { addBed(input: $input) { id } }',
        { input: { roomId, bedNumber, pricePerMonthPaise: 0, studentId } },
        'wardenA',
      );
    const r204 = await room(204);
    ids.room204 = r204;
    await seat(r204, 2, ids['Ishita Banerjee']);
    await seat(await room(12), 2, ids['Pooja Patel']);
  });
  afterAll(() => t.close());

  it("lists the caller's current residents by name with their room number", async () => {
    const res = await ask(STUDENTS, {});
    expect(res.body.data.students).toEqual({
      totalCount: 3,
      items: [
        { name: 'Ishita Banerjee', roomNumber: 204 },
        { name: 'karthik Subramanian', roomNumber: null },
        { name: 'Pooja Patel', roomNumber: 12 },
      ],
    });
  });

  it('searches name, email, phone and room number case-insensitively', async () => {
    expect(await names({ search: 'KARTHIK' })).toEqual({ totalCount: 1, names: ['karthik Subramanian'] });
    expect(await names({ search: 'Pooja.Patel@' })).toEqual({ totalCount: 1, names: ['Pooja Patel'] });
    expect(await names({ search: '98300' })).toEqual({ totalCount: 1, names: ['Ishita Banerjee'] });
    for (const pasted of [
      '+91 98300 12345',
      '+91-98300-12345',
      '098300 12345',
      '98300 12345',
      '+9198300',
      '9830012345',
    ])
      expect([pasted, await names({ search: pasted })]).toEqual([
        pasted,
        { totalCount: 1, names: ['Ishita Banerjee'] },
      ]);
    expect(await names({ search: '204' })).toEqual({ totalCount: 1, names: ['Ishita Banerjee'] });
    expect(await names({ search: 'riya' })).toEqual({ totalCount: 0, names: [] });
    expect(await names({ search: 'old' })).toEqual({ totalCount: 0, names: [] });
  });

  it('filters, sorts and pages', async () => {
    expect(await names({ filter: { hasBed: false } })).toEqual({ totalCount: 1, names: ['karthik Subramanian'] });
    expect(await names({ filter: { roomId: ids.room204 } })).toEqual({ totalCount: 1, names: ['Ishita Banerjee'] });
    expect((await names({ sort: { field: 'ROOM_NUMBER' } })).names).toEqual([
      'Pooja Patel',
      'Ishita Banerjee',
      'karthik Subramanian',
    ]);
    expect((await names({ sort: { field: 'ROOM_NUMBER', direction: 'DESC' } })).names).toEqual([
      'Ishita Banerjee',
      'Pooja Patel',
      'karthik Subramanian',
    ]);
    expect((await names({ sort: { field: 'MOVE_IN_DATE', direction: 'DESC' } })).names).toEqual([
      'karthik Subramanian',
      'Ishita Banerjee',
      'Pooja Patel',
    ]);
    expect((await names({ sort: { field: 'NAME', direction: 'DESC' } })).names).toEqual([
      'Pooja Patel',
      'karthik Subramanian',
      'Ishita Banerjee',
    ]);
    expect(await names({ page: 2, pageSize: 10 })).toEqual({ totalCount: 3, names: [] });
  });

  it('answers BAD_USER_INPUT naming pageSize and page', async () => {
    expect(errorOf(await ask(STUDENTS, { pageSize: 20 }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'pageSize' }],
    });
    expect(errorOf(await ask(STUDENTS, { page: 0 }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'page' }],
    });
  });

  it('answers one resident with their bed, its room and the room’s residents', async () => {
    const res = await ask(STUDENT, { id: ids['Ishita Banerjee'] });
    expect(res.body.data.student).toEqual({
      id: ids['Ishita Banerjee'],
      name: 'Ishita Banerjee',
      email: 'ishita.b@example.com',
      phone: '+919830012345',
      moveInDate: '2026-02-10',
      roomNumber: 204,
      bed: {
        label: '204-b',
        room: { roomNumber: 204, beds: [{ student: null }, { student: { name: 'Ishita Banerjee' } }] },
      },
    });
  });

  it("is NOT_FOUND for another hostel's or a missing resident, alike", async () => {
    const foreign = errorOf(await ask(STUDENT, { id: ids['Ishita Banerjee'] }, 'adminB'));
    expect(foreign).toMatchObject({ message: 'Student not found', extensions: { code: 'NOT_FOUND' } });
    expect(errorOf(await ask(STUDENT, { id: '999999' }))).toEqual(foreign);
  });

  it('answers an archived resident, marked archived, for the history', async () => {
    const res = await ask('query ($id: ID!) { student(id: $id) { name archived roomNumber } }', {
      id: ids['Old Resident'],
    });
    expect(res.body.data.student).toEqual({ name: 'Old Resident', archived: true, roomNumber: null });
    expect(
      (await ask('query ($id: ID!) { student(id: $id) { archived } }', { id: ids['Pooja Patel'] })).body.data.student,
    ).toEqual({ archived: false });
  });

  it('is FORBIDDEN to residents and UNAUTHENTICATED without a token', async () => {
    expect(errorOf(await ask(STUDENTS, {}, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
    expect(errorOf(await ask(STUDENT, { id: ids['Pooja Patel'] }, null))?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
