import { DataSource } from 'typeorm';
import { RequestListQuery } from '../src/requests/request-list.query';
import { CHECK_EACH_LIMIT } from '../src/requests/request-list.sql';
import { RequestSearchStructures } from '../src/requests/request-search-structures';
import { ApiRoom, hostelApiOn, startHostelApi, Who } from './support/hostel-api';
import { startOwnTestApp, TEST_DATABASES, TestDatabase } from './support/test-app';

const ADD = `mutation ($input: AddRequestInput!) { addRequest(input: $input) { id roomNumber } }`;
const LIST = `query ($type: RequestType, $search: String) {
  requests(type: $type, search: $search, order: ASC, pageSize: 50) { totalCount items { id studentName roomNumber } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateStudentInput!) {
  updateStudent(id: $id, input: $input) { student { id name roomNumber } } }`;

type Api = Awaited<ReturnType<typeof startHostelApi>>;
interface Listed {
  id: string;
  studentName: string;
  roomNumber: number | null;
}

/** The request list's search by a resident's name and room, kept by requests/ itself. */
function searches(api: () => Api) {
  const ok = async <T>(query: string, variables: Record<string, unknown>, who: Who = 'staffA'): Promise<T> => {
    const res = await api().ask(query, variables, who);
    expect(api().errorOf(res)).toBeUndefined();
    return res.body.data as T;
  };
  const add = async (type: string, studentId: string, text: string) =>
    (await ok<{ addRequest: { id: string; roomNumber: number | null } }>(ADD, { input: { type, studentId, text } }))
      .addRequest;
  const list = async (search: string, type?: string) =>
    (await ok<{ requests: { items: Listed[] } }>(LIST, { search, type })).requests.items;
  const ids = async (search: string, type?: string) => (await list(search, type)).map((r) => r.id);
  /** Each way the list finds a page: every request of the filters checked, and through the trigram structures. */
  const eachWay = async (check: () => Promise<void>) => {
    const query = api().t.app.get(RequestListQuery);
    try {
      for (const checkEachLimit of [CHECK_EACH_LIMIT, -1]) {
        Object.assign(query, { checkEachLimit });
        await check();
      }
    } finally {
      Object.assign(query, { checkEachLimit: CHECK_EACH_LIMIT });
    }
  };
  return { ok, add, list, ids, eachWay };
}

describe.each(TEST_DATABASES)('request search on %s', (db) => {
  let api: Api;
  const { ok, add, list, ids, eachWay } = searches(() => api);
  let first: ApiRoom;
  let second: ApiRoom;

  beforeAll(async () => {
    api = await startHostelApi(db);
    first = await api.newRoom('adminA', 2);
    second = await api.newRoom('adminA', 2);
  });
  afterAll(() => api.close());

  it('finds a resident’s requests by the new name the moment a rename and room move commits, and by the room each shows', async () => {
    const sunita = (await api.checkIn(first, 0, 'wardenA', { name: 'Sunita Raghavan' })).student;
    const fan = await add('service', sunita.id, 'The ceiling fan wobbles');
    const curd = await add('food', sunita.id, 'Curd with lunch, please');
    expect([fan.roomNumber, curd.roomNumber]).toEqual([first.roomNumber, first.roomNumber]);
    const { updateStudent } = await ok<{ updateStudent: { student: { name: string; roomNumber: number } } }>(
      UPDATE,
      { id: sunita.id, input: { name: 'Sunita Balakrishnan', roomId: second.id } },
      'wardenA',
    );
    expect(updateStudent.student).toMatchObject({ name: 'Sunita Balakrishnan', roomNumber: second.roomNumber });
    // Raised in the new room: the room it shows is the new one.
    const bucket = await add('service', sunita.id, 'A bucket for the bathroom');
    expect(bucket.roomNumber).toBe(second.roomNumber);
    await eachWay(async () => {
      expect(await ids('balakrishnan')).toEqual([fan.id, curd.id, bucket.id]);
      expect(await ids('BALAKRISHNAN', 'food')).toEqual([curd.id]);
      expect(await ids('raghavan')).toEqual([]);
      // A request's room is the one the resident was in when it was raised, as the list shows it.
      expect(await list(String(first.roomNumber))).toEqual([
        { id: fan.id, studentName: 'Sunita Balakrishnan', roomNumber: first.roomNumber },
        { id: curd.id, studentName: 'Sunita Balakrishnan', roomNumber: first.roomNumber },
      ]);
      expect(await ids(String(second.roomNumber), 'service')).toEqual([bucket.id]);
      // The name and the text stay apart: a term across the end of one and the start of the next finds nothing.
      expect(await ids('krishnanthe')).toEqual([]);
    });
    // Renamed back, alone: found by that name at once again.
    await ok(UPDATE, { id: sunita.id, input: { name: 'Sunita Raghavan' } }, 'wardenA');
    await eachWay(async () => {
      expect(await ids('raghavan')).toEqual([fan.id, curd.id, bucket.id]);
      expect(await ids('balakrishnan')).toEqual([]);
    });
  });

  it('keeps the old name when the rename is refused later in its transaction (the room asked has no free bed)', async () => {
    const full = await api.newRoom('adminA', 1);
    await api.checkIn(full, 0, 'wardenA', { name: 'Deepa Nambiar' });
    const anil = (await api.checkIn(first, 1, 'wardenA', { name: 'Anil Kapoor' })).student;
    const tap = await add('others', anil.id, 'The tap drips all night');
    const res = await api.ask(UPDATE, { id: anil.id, input: { name: 'Anil Sharma', roomId: full.id } }, 'wardenA');
    expect(api.errorOf(res)).toMatchObject({ extensions: { code: 'CONFLICT' } });
    await eachWay(async () => {
      expect(await ids('kapoor', 'others')).toEqual([tap.id]);
      expect(await ids('sharma', 'others')).toEqual([]);
    });
  });

  it('writes no request from a trigger on students', async () => {
    const data = api.t.app.get(DataSource);
    const rows = (await data.query(
      db === 'postgres'
        ? `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
            WHERE t.tgrelid = 'students'::regclass AND NOT t.tgisinternal AND p.prosrc LIKE '%requests%'`
        : `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'students' AND sql LIKE '%requests%'`,
    )) as { name: string }[];
    expect(rows).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('a request type added after the migrations on %s', (db: TestDatabase) => {
  let api: Api;
  const { add, ids, eachWay } = searches(() => api);

  beforeAll(async () => {
    // Its own app: the test takes a type's structures away, as on a database migrated before the type was added.
    api = await hostelApiOn(await startOwnTestApp(db));
  });
  afterAll(() => api.t.close());

  it('is searchable once the app starts: it makes the type’s structures, with the requests already written', async () => {
    const room = await api.newRoom('adminA', 2);
    const ravi = (await api.checkIn(room, 0, 'wardenA', { name: 'Ravi Shankar' })).student;
    const parcel = await add('others', ravi.id, 'A parcel is at the gate');
    await add('food', ravi.id, 'A parcel of snacks for the night');
    const data = api.t.app.get(DataSource);
    // The migrations' structures for every type but `others`: a type the code has and no migration knew.
    if (db === 'postgres') await data.query('DROP INDEX idx_requests_search_others');
    else
      for (const sql of [
        'DROP TRIGGER requests_search_others_index',
        'DROP TRIGGER requests_search_others_unindex',
        'DROP TABLE requests_search_others',
      ])
        await data.query(sql);
    const structures = api.t.app.get(RequestSearchStructures);
    // What a start does after the migrations ran.
    await structures.onModuleInit();
    expect(await structures.ensure()).toEqual([]);
    const gate = await add('others', ravi.id, 'The gate light is off');
    await eachWay(async () => {
      expect(await ids('parcel', 'others')).toEqual([parcel.id]);
      expect(await ids('shankar', 'others')).toEqual([parcel.id, gate.id]);
      expect(await ids('gate')).toEqual([parcel.id, gate.id]);
    });
    if (db === 'postgres') {
      const [index] = (await data.query(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'idx_requests_search_others'`,
      )) as { indexdef: string }[];
      expect(index.indexdef).toMatch(
        /USING gin \(search_text .*gin_trgm_ops\) WHERE \(\(type\)::text = 'others'::text\)/,
      );
    }
  });
});
