import { DataSource } from 'typeorm';
import { parseCsv } from '../src/students/csv/csv';
import { Student } from '../src/students/student.entity';
import { StudentsService } from '../src/students/students.service';
import { brokenMoneyInvariants } from './support/invariants';
import { caller, studentsKit } from './support/students';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];

const EXPORT = '/api/students/export.csv';
const rowsOf = (text: string) => parseCsv(text).map((r) => r.fields);

describe.each(TEST_DATABASES)('CSV export of residents on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  const tokens = {} as Record<Who, string>;

  const get = (query: Record<string, string>, who: Who | null = 'staffA') => {
    const req = t.http().get(EXPORT).query(query);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    for (const who of ['wardenA', 'staffA', 'tenantA', 'adminB'] as Who[])
      tokens[who] = await loginAs(t, seed.phones[who]);
    const kit = studentsKit(t);
    const room = await kit.newRoom(caller(seed.hostelA.id), 2);
    await kit.checkIn(caller(seed.hostelA.id), room, 1, {
      name: 'Priya Nair',
      email: 'priya@example.com',
      phone: '+919811100001',
      moveInDate: '2026-10-01',
    });
    const manager = t.app.get(DataSource).manager;
    const students = t.app.get(StudentsService);
    await students.insertMany(manager, seed.hostelA.id, [
      {
        name: '=HYPERLINK("http://evil")',
        email: '@mention@example.com',
        phone: '+919811100002',
        moveInDate: '2026-09-01',
      },
      { name: 'Nair, Arjun', email: 'arjun@example.com', phone: '+919811100003', moveInDate: '2026-08-01' },
    ]);
    const [gone] = await students.insertMany(manager, seed.hostelA.id, [
      { name: 'Gone Away', email: 'gone@example.com', phone: '+919811100004', moveInDate: '2026-01-01' },
    ]);
    await manager.update(Student, { id: gone.id }, { archivedAt: t.clock.now() });
    await students.insertMany(manager, seed.hostelB.id, [
      { name: 'Other Hostel', email: 'other@example.com', phone: '+919811100005', moveInDate: '2026-01-01' },
    ]);
  });
  afterAll(() => t.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(t)).toEqual({}));

  it('answers the current list as a CSV attachment in the import columns, formulas defused', async () => {
    const res = await get({}).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="residents-2026-11-20.csv"');
    expect(res.text.startsWith('\uFEFFname,email,phone,move_in_date,room_no\r\n')).toBe(true);
    expect(rowsOf(res.text)).toEqual([
      ['name', 'email', 'phone', 'move_in_date', 'room_no'],
      // Phones in E.164, behind the formula guard like every cell starting with "+" (the import strips it).
      ['\'=HYPERLINK("http://evil")', "'@mention@example.com", "'+919811100002", '2026-09-01', ''],
      ['Nair, Arjun', 'arjun@example.com', "'+919811100003", '2026-08-01', ''],
      ['Priya Nair', 'priya@example.com', "'+919811100001", '2026-10-01', '101'],
    ]);
  });

  it('keeps the search and order of the list', async () => {
    const names = async (query: Record<string, string>) =>
      rowsOf((await get(query).expect(200)).text)
        .slice(1)
        .map((r) => r[0]);
    expect(await names({ search: 'nair', sortField: 'MOVE_IN_DATE', sortDirection: 'DESC' })).toEqual([
      'Priya Nair',
      'Nair, Arjun',
    ]);
    expect(await names({ sortField: 'ROOM_NUMBER' })).toEqual([
      'Priya Nair',
      '\'=HYPERLINK("http://evil")',
      'Nair, Arjun',
    ]);
    expect(await names({ search: 'nobody' })).toEqual([]);
  });

  it('exports every page, read in chunks', async () => {
    const many = Array.from({ length: 1205 }, (_, i) => ({
      name: `Bulk ${String(i).padStart(4, '0')}`,
      email: `bulk${i}@example.com`,
      phone: `97${String(i).padStart(8, '0')}`,
      moveInDate: '2026-07-01',
    }));
    await t.app.get(StudentsService).insertMany(t.app.get(DataSource).manager, seed.hostelB.id, many);
    const rows = rowsOf((await get({ search: 'bulk' }, 'adminB').expect(200)).text).slice(1);
    expect(rows.length).toBe(1205);
    expect(rows.map((r) => r[0])).toEqual(many.map((m) => m.name));
  });

  it('can be imported again', async () => {
    const csv = (await get({ search: 'nair' }).expect(200)).text;
    const res = await graphql(
      t,
      'mutation ($csv: String!) { previewStudentImport(csv: $csv) { validRows { name } invalidRows { errors } } }',
      { csv },
      tokens.adminB,
    ).expect(200);
    expect(res.body.data.previewStudentImport).toEqual({
      validRows: [{ name: 'Nair, Arjun' }],
      invalidRows: [{ errors: ['room_no: Room 101 not found'] }],
    });
  });

  it('names a bad query parameter', async () => {
    expect((await get({ sortField: 'AGE' }).expect(400)).body).toMatchObject({
      error: 'BAD_USER_INPUT',
      fields: [{ field: 'sortField' }],
    });
    expect((await get({ sortDirection: 'UP' }).expect(400)).body).toMatchObject({
      fields: [{ field: 'sortDirection' }],
    });
    expect((await get({ page: '2' }).expect(400)).body).toMatchObject({
      fields: [{ field: 'page', message: 'page is not a known field' }],
    });
  });

  it('needs a token; residents are refused', async () => {
    await get({}, null).expect(401);
    await get({}, 'tenantA').expect(403);
    await get({}, 'wardenA').expect(200);
  });
});
