import { DataSource } from 'typeorm';
import { startOwnTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { seedTwoHostels } from '../../../test/support/users';
import { SortDirection } from '../../common/pagination';
import { RequestListQuery } from '../../requests/request-list.query';
import { RequestSearchStructures } from '../../requests/request-search-structures';
import { RequestSearchText } from '../../requests/request-search-text';
import { Request } from '../../requests/request.entity';
import { Student } from '../../students/student.entity';
import { RequestSearchByOwner1736000000000 } from './1736000000000-request-search-by-owner';

const TYPES = ['service', 'bed_room', 'food', 'others'];

describe.each(TEST_DATABASES)('migration RequestSearchByOwner on %s', (database) => {
  let t: TestApp;
  let db: DataSource;
  let hostelId: number;
  let studentId: number;
  const postgres = database === 'postgres';

  beforeAll(async () => {
    t = await startOwnTestApp(database);
    db = t.app.get(DataSource);
    hostelId = (await seedTwoHostels(t)).hostelA.id;
    const student = await db.manager.save(
      Student,
      db.manager.create(Student, {
        hostelId,
        name: 'Meera Krishnan',
        email: 'meera@example.com',
        phone: '+919840012345',
        moveInDate: '2026-03-04',
      }),
    );
    studentId = student.id;
    // A limit of -1: "many" requests for every type and status, so a search reads the trigram structures.
    Object.assign(t.app.get(RequestListQuery), { checkEachLimit: -1 });
  });
  afterAll(() => t.close());

  /** A request written as the table takes it (its own triggers derive its search text). */
  const raise = async (text: string, type = 'food') => {
    const { identifiers } = await db.manager.insert(Request, {
      hostelId,
      type: type as Request['type'],
      text,
      studentId,
      roomNumber: 204,
      status: 'complete',
      raisedAt: new Date('2026-11-01T10:00:00Z'),
    });
    return Number(identifiers[0].id);
  };
  const found = async (search: string, type = 'food') => {
    const page = await t.app
      .get(RequestListQuery)
      .page(hostelId, { type: type as Request['type'], search, order: SortDirection.ASC, page: 1, pageSize: 10 });
    return page.items.map((item) => item.text);
  };
  const searchText = async (id: number) =>
    ((await db.query(`SELECT search_text FROM requests WHERE id = ${id}`)) as { search_text: string }[])[0].search_text;
  const rename = (name: string) => db.query(`UPDATE students SET name = '${name}' WHERE id = ${studentId}`);
  /** Triggers on `students` whose work mentions `requests`. */
  const studentTriggersOnRequests = async (): Promise<string[]> => {
    const rows: { name: string }[] = await db.query(
      postgres
        ? `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
            WHERE t.tgrelid = 'students'::regclass AND NOT t.tgisinternal AND p.prosrc LIKE '%requests%'`
        : `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'students' AND sql LIKE '%requests%'`,
    );
    return rows.map((row) => row.name);
  };
  /** The per-type structures there are: SQLite's tables and triggers, PostgreSQL's partial indexes. */
  const structures = async (): Promise<string[]> => {
    const rows: { name: string }[] = await db.query(
      postgres
        ? `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'requests'
             AND indexname LIKE 'idx_requests_search_%'`
        : `SELECT name FROM sqlite_master WHERE name LIKE 'requests_search_%' AND type IN ('table', 'trigger')
             AND name NOT LIKE '%_data' AND name NOT LIKE '%_idx' AND name NOT LIKE '%_docsize' AND name NOT LIKE '%_config'`,
    );
    return rows.map((row) => row.name).sort();
  };
  const ofTypes = (types: string[]) =>
    types
      .flatMap((type) =>
        postgres
          ? [`idx_requests_search_${type}`]
          : [`requests_search_${type}`, `requests_search_${type}_index`, `requests_search_${type}_unindex`],
      )
      .concat(
        postgres ? ['idx_requests_search_text_trgm'] : ['requests_search_text_insert', 'requests_search_text_update'],
      )
      .sort();

  it('leaves the requests to their owner: a rename in `students` alone writes none of them, the owner’s refresh does', async () => {
    expect(await studentTriggersOnRequests()).toEqual([]);
    expect(await structures()).toEqual(ofTypes(TYPES));
    const id = await raise('Less salt in the sambar');
    expect(await searchText(id)).toBe('meera krishnan\u001fless salt in the sambar\u001f204');
    await rename('Meera Pillai');
    expect(await searchText(id)).toBe('meera krishnan\u001fless salt in the sambar\u001f204');
    await db.transaction((manager) => t.app.get(RequestSearchText).residentRenamed(manager, studentId));
    expect(await searchText(id)).toBe('meera pillai\u001fless salt in the sambar\u001f204');
    expect(await found('pillai')).toEqual(['Less salt in the sambar']);
    expect(await found('krishnan')).toEqual([]);
    await rename('Meera Krishnan');
    await db.transaction((manager) => t.app.get(RequestSearchText).residentRenamed(manager, studentId));
    await db.query(`DELETE FROM requests WHERE id = ${id}`);
    expect(await found('sambar')).toEqual([]);
  });

  it('goes down to the shape before it (a type the app added since dropped) and up again, each request found', async () => {
    const runner = db.createQueryRunner();
    const migration = new RequestSearchByOwner1736000000000();
    const structuresOf = t.app.get(RequestSearchStructures);
    try {
      // A type the code knows and no migration did: the app makes its structures (no row can have it here: the
      // table's check of types is the migrations' own).
      expect(await structuresOf.ensure([...TYPES, 'laundry'])).toEqual(['laundry']);
      expect(await structures()).toEqual(ofTypes([...TYPES, 'laundry']));
      const before = await raise('No onion on Fridays');
      await migration.down(runner);
      expect(await structures()).toEqual(
        postgres
          ? ofTypes(TYPES)
          : [
              ...TYPES.map((type) => `requests_search_${type}`),
              'requests_search_index',
              'requests_search_text_insert',
              'requests_search_text_update',
              'requests_search_unindex',
            ].sort(),
      );
      // As 1735900000000 left it: a rename in `students` writes the requests' search text, its triggers keep the tables.
      expect(await studentTriggersOnRequests()).toEqual(['students_requests_search_text']);
      await rename('Meera Iyer');
      expect(await searchText(before)).toBe('meera iyer\u001fno onion on fridays\u001f204');
      const down = await raise('Curd rice on Sundays', 'others');
      expect(await found('iyer')).toEqual(['No onion on Fridays']);
      expect(await found('iyer', 'others')).toEqual(['Curd rice on Sundays']);
      await rename('Meera Krishnan');

      await migration.up(runner);
      expect(await studentTriggersOnRequests()).toEqual([]);
      expect(await structures()).toEqual(ofTypes(TYPES));
      expect(await structuresOf.ensure()).toEqual([]);
      const up = await raise('Less oil in the curry');
      expect(await found('krishnan')).toEqual(['No onion on Fridays', 'Less oil in the curry']);
      expect(await found('curd rice', 'others')).toEqual(['Curd rice on Sundays']);
      for (const id of [before, down, up]) await db.query(`DELETE FROM requests WHERE id = ${id}`);
      expect(await found('krishnan')).toEqual([]);
      expect(await found('krishnan', 'others')).toEqual([]);
    } finally {
      await runner.release();
    }
  });
});
