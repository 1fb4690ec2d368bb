import { caller, studentsKit } from './support/students';
import { brokenCounts } from './support/invariants';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];
type GqlError = { message: string; extensions: { code: string; fields?: { field: string; message: string }[] } };

const PREVIEW = `mutation ($csv: String!) {
  previewStudentImport(csv: $csv) { id totalRows validRows { id line name email phone moveInDate roomNumber } invalidRows { id line raw errors } }
}`;
const IMPORT = `mutation ($rows: [StudentImportInput!]!) {
  importStudents(rows: $rows) { id imported students { id name roomNumber bed { label } } rooms { id bedsOccupied availability } }
}`;

describe.each(TEST_DATABASES)('CSV import of residents on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  let kit: ReturnType<typeof studentsKit>;
  const tokens = {} as Record<Who, string>;

  const ask = (query: string, variables: Record<string, unknown>, who: Who | null = 'wardenA') =>
    graphql(t, query, variables, who ? tokens[who] : undefined).expect(200);
  const errorOf = (res: { body: { errors?: GqlError[] } }) => res.body.errors?.[0];
  const line = (name: string, roomNumber: number | '' = '') =>
    `${name},${name.toLowerCase().replace(/\s+/g, '.')}@example.com,${kit.nextPhone()},2026-11-01,${roomNumber}`;

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    kit = studentsKit(t);
    for (const who of ['adminA', 'wardenA', 'staffA', 'tenantA', 'adminB'] as Who[])
      tokens[who] = await loginAs(t, seed.phones[who]);
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await brokenCounts(t)).toEqual({}));

  it('previews a file, then imports the rows kept, seating those with a room', async () => {
    const room = await kit.newRoom(caller(seed.hostelA.id), 2);
    const csv = [
      'Email,Name,Phone,Move_In_Date,Room_No',
      `meera.k@example.com,Meera Krishnan,${kit.nextPhone()},2026-11-01,${room.roomNumber}`,
      'bad,,1,x,',
    ].join('\n');
    const preview = (await ask(PREVIEW, { csv })).body.data.previewStudentImport;
    expect(preview).toMatchObject({
      totalRows: 2,
      validRows: [{ id: '2', line: 2, name: 'Meera Krishnan', roomNumber: room.roomNumber }],
    });
    expect(preview.invalidRows).toEqual([
      {
        id: '3',
        line: 3,
        raw: 'bad,,1,x,',
        errors: [
          'name: Name is required.',
          'email: Invalid email format.',
          'phone: Must be of 10 digits.',
          'move_in_date: Invalid date (use YYYY-MM-DD)',
        ],
      },
    ]);

    const rows = preview.validRows.map(({ id: _id, ...row }: { id: string }) => row);
    const result = (await ask(IMPORT, { rows })).body.data.importStudents;
    expect(result).toMatchObject({
      imported: 1,
      students: [{ name: 'Meera Krishnan', roomNumber: room.roomNumber, bed: { label: `${room.roomNumber}-a` } }],
    });
    expect(result.rooms).toEqual([{ id: String(room.id), bedsOccupied: 1, availability: 'partially_available' }]);
    const listed = (await ask('query { students(search: "meera") { totalCount } }', {}, 'staffA')).body.data.students;
    expect(listed.totalCount).toBe(1);
  });

  it('lets an admin import too, into their own hostel only', async () => {
    const result = (
      await ask(
        IMPORT,
        {
          rows: [
            {
              line: 2,
              name: 'Hostel B Person',
              email: 'b.person@example.com',
              phone: kit.nextPhone(),
              moveInDate: '2026-11-01',
            },
          ],
        },
        'adminB',
      )
    ).body.data.importStudents;
    expect(result.students).toMatchObject([{ name: 'Hostel B Person', roomNumber: null }]);
    expect(
      (await ask('query { students(search: "hostel b person") { totalCount } }', {}, 'staffA')).body.data.students
        .totalCount,
    ).toBe(0);
    const theirRoom = await kit.newRoom(caller(seed.hostelB.id), 1);
    const preview = (
      await ask(
        PREVIEW,
        { csv: `name,email,phone,move_in_date,room_no\n${line('Lost Soul', theirRoom.roomNumber)}` },
        'adminA',
      )
    ).body.data.previewStudentImport;
    expect(preview.invalidRows[0].errors).toEqual([`room_no: Room ${theirRoom.roomNumber} not found`]);
  });

  it('writes nothing when a row is bad, naming the row and field', async () => {
    const before = await kit.rowCounts();
    const rows = [
      { line: 2, name: 'Fine Person', email: 'fine@example.com', phone: kit.nextPhone(), moveInDate: '2026-11-01' },
      {
        line: 3,
        name: 'Broken Date',
        email: 'broken@example.com',
        phone: kit.nextPhone(),
        moveInDate: '2026-02-30',
        roomNumber: 101,
      },
    ];
    expect(errorOf(await ask(IMPORT, { rows }))).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'rows.1.moveInDate', message: 'Line 3: move_in_date: Invalid date (use YYYY-MM-DD)' }],
      },
    });
    expect(await kit.rowCounts()).toEqual(before);
  });

  it('names csv and rows when the input is too big or empty', async () => {
    const big = `name,email,phone,move_in_date\n${'x'.repeat(1024 * 1024)},a@example.com,9800000000,2026-11-01`;
    expect(errorOf(await ask(PREVIEW, { csv: big }))?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'csv', message: 'The CSV file must be at most 1 MB' }],
    });
    const row = { line: 2, name: 'N', email: 'n@example.com', phone: '9800000000', moveInDate: '2026-11-01' };
    expect(errorOf(await ask(IMPORT, { rows: Array.from({ length: 1001 }, () => row) }))?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'rows', message: 'At most 1000 rows can be imported at once' }],
    });
    expect(errorOf(await ask(IMPORT, { rows: [] }))?.extensions.fields).toEqual([
      { field: 'rows', message: 'Choose at least one row to import' },
    ]);
  });

  it('is refused without a token, to staff and to residents', async () => {
    const row = { line: 2, name: 'N', email: 'n@example.com', phone: '9800000000', moveInDate: '2026-11-01' };
    for (const [query, variables] of [
      [PREVIEW, { csv: 'name,email,phone,move_in_date' }],
      [IMPORT, { rows: [row] }],
    ] as const) {
      const codes = [];
      for (const who of [null, 'staffA', 'tenantA'] as (Who | null)[])
        codes.push(errorOf(await ask(query, variables, who))?.extensions.code);
      expect(codes).toEqual(['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN']);
    }
  });
});
