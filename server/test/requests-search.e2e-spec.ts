import { DataSource } from 'typeorm';
import { RequestListQuery } from '../src/requests/request-list.query';
import { CHECK_EACH_LIMIT, COUNT_AHEAD, SHORT_COUNT_AHEAD } from '../src/requests/request-list.sql';
import { RequestsService } from '../src/requests/requests.service';
import { ApiRoom, startHostelApi } from './support/hostel-api';
import { brokenCounts } from './support/invariants';
import { CHANGE, LIST, requestHelpers, Resident, startRequestsApi } from './support/requests';
import { TEST_DATABASES } from './support/test-app';

/** The request list searched and read: the same answers whichever way a page is found, and histories in one batch. */
describe.each(TEST_DATABASES)('request search on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let priya: Resident;
  let arjun: Resident;

  beforeAll(async () => {
    ({ api, room, priya, arjun } = await startRequestsApi(db));
  });
  afterAll(() => api.close());
  // Every request raised or moved moves the kept counts the list and the dashboard read.
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  const { ok, add } = requestHelpers(
    () => api,
    () => priya,
  );

  it('searches as a check of every request would, whether the page is sorted from the matches or walks the list', async () => {
    const texts = ['Ceiling FAN is loud', 'Fan regulator broken', 'Wi-Fi 50% slower at night', 'Cupboard key lost'];
    const made = [];
    for (const [i, text] of texts.entries()) {
      api.t.clock.advance(60_000);
      made.push(await add(i % 2 ? 'service' : 'others', i < 2 ? priya : arjun, text));
    }
    await ok(CHANGE, { id: made[1].id, status: 'complete' });
    const data = api.t.app.get(DataSource);
    const [{ hostel_id: hostelId }] = (await data.query(
      `SELECT hostel_id FROM requests WHERE id = ${Number(made[0].id)}`,
    )) as {
      hostel_id: number;
    }[];
    /** The list as it was read before the trigram indexes: every request of the filters, each checked. */
    const scan = async (v: { search: string; type?: string; status?: string; order: string; page: number }) => {
      const where = ['r.hostel_id = :hostelId', v.type ? 'r.type = :type' : '', v.status ? 'r.status = :status' : '']
        .filter(Boolean)
        .join(' AND ');
      const pattern = `%${v.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const from = `FROM requests r JOIN students s ON s.id = r.student_id WHERE ${where} AND (lower(s.name) LIKE :pattern ESCAPE '\\'
        OR lower(r.text) LIKE :pattern ESCAPE '\\' OR CAST(r.room_number AS varchar(12)) LIKE :pattern ESCAPE '\\')`;
      const params = { ...v, hostelId, pattern, offset: (v.page - 1) * 10 };
      const run = (sql: string) =>
        data.query(...data.driver.escapeQueryWithParameters(sql, params)) as Promise<{ id: unknown; n: unknown }[]>;
      const ids = await run(
        `SELECT r.id AS id ${from} ORDER BY r.raised_at ${v.order}, r.id ${v.order} LIMIT 10 OFFSET :offset`,
      );
      const [{ n }] = await run(`SELECT COUNT(*) AS n ${from}`);
      return { totalCount: Number(n), items: ids.map((row) => ({ id: String(row.id) })) };
    };
    const list = async (variables: Record<string, unknown>) => {
      const { requests } = await ok<{
        requests: { totalCount: number; totalCountExact: boolean; items: { id: string }[] };
      }>(LIST, { ...variables, pageSize: 10 });
      const { totalCount, totalCountExact } = requests;
      return { totalCount, totalCountExact, items: requests.items.map(({ id }) => ({ id })) };
    };
    // A name, a name in capitals, words of the text (wildcards literal), a room number, two characters (no trigram:
    // in a text and a name, and in a name only), the residents' e-mail (in their search index, not searched here),
    // and nothing that matches.
    const terms = ['priya', 'NAIR', 'fan', '50%', 'wi-fi', String(room.roomNumber), 'an', 'JU', 'example', 'zzzq'];
    const query = api.t.app.get(RequestListQuery);
    // Each way a page is found: every request of the filters checked (few of them, as in this hostel), the trigram
    // indexes' matches counted and sorted, or counted up to one past the page's start and the list walked in order
    // (what a term with more matches than COUNT_AHEAD does): then the count says "at least". `walk short`: only the
    // terms too short for the trigram indexes (SHORT_COUNT_AHEAD) walk.
    for (const walk of ['check each', 'sorted', 'walk', 'walk short']) {
      const countAhead = walk === 'walk' ? 1 : COUNT_AHEAD;
      const shortCountAhead = walk.startsWith('walk') ? 1 : SHORT_COUNT_AHEAD;
      Object.assign(query, {
        checkEachLimit: walk === 'check each' ? CHECK_EACH_LIMIT : -1,
        countAhead,
        shortCountAhead,
      });
      for (const search of terms)
        for (const [type, status] of [
          [undefined, undefined],
          ['service', undefined],
          ['others', 'pending'],
          ['service', 'complete'],
        ])
          for (const order of ['DESC', 'ASC'])
            for (const page of [1, 2]) {
              const v = { search, type, status, order, page };
              const all = await scan(v);
              const countLimit = (page - 1) * 10 + (search.length >= 3 ? countAhead : shortCountAhead);
              const totalCountExact = all.totalCount <= countLimit;
              const expected = { ...all, totalCount: totalCountExact ? all.totalCount : countLimit, totalCountExact };
              expect({ v, walk, ...(await list(v)) }).toEqual({ v, walk, ...expected });
            }
    }
    Object.assign(query, {
      checkEachLimit: CHECK_EACH_LIMIT,
      countAhead: COUNT_AHEAD,
      shortCountAhead: SHORT_COUNT_AHEAD,
    });
    expect((await list({ search: 'fan', order: 'DESC', page: 1 })).totalCount).toBeGreaterThanOrEqual(2);
    expect((await list({ search: 'example', order: 'DESC', page: 1 })).totalCount).toBe(0);
  });

  it('finds a resident’s requests by the name they have now, whichever way the page is found', async () => {
    const lakshmi = (await api.checkIn(room, 6, 'wardenA', { name: 'Lakshmi Venkatraman' })).student;
    const mine = await add('food', lakshmi, 'Less salt in the sambar');
    const ids = async (search: string) =>
      (await ok<{ requests: { items: { id: string }[] } }>(LIST, { type: 'food', search })).requests.items.map(
        (r) => r.id,
      );
    const query = api.t.app.get(RequestListQuery);
    const rename = async (name: string) => {
      const res = await api.ask(
        `mutation ($id: ID!, $input: UpdateStudentInput!) { updateStudent(id: $id, input: $input) { student { id } } }`,
        { id: lakshmi.id, input: { name } },
        'wardenA',
      );
      expect(api.errorOf(res)).toBeUndefined();
    };
    await rename('Lakshmi Ramaswamy');
    // Each request of the type checked, and through the trigram indexes (a count limit of -1 makes the type "many").
    for (const checkEachLimit of [CHECK_EACH_LIMIT, -1]) {
      Object.assign(query, { checkEachLimit });
      expect(await ids('ramaswamy')).toEqual([mine.id]);
      expect(await ids('venkatraman')).toEqual([]);
      // The name and the text are apart: a term across the end of one and the start of the next finds nothing.
      expect(await ids('swamyless')).toEqual([]);
      expect(await ids('sambar')).toEqual([mine.id]);
    }
    Object.assign(query, { checkEachLimit: CHECK_EACH_LIMIT });
    await rename('Lakshmi Venkatraman');
    expect(await ids('venkatraman')).toEqual([mine.id]);
  });

  it('reads the histories of a page of requests in one batch, each request its own', async () => {
    const fan = await add('others', priya, 'The corridor light flickers');
    const tap = await add('others', arjun, 'The tap in the wash area drips');
    const quiet = await add('others', arjun, 'Please fix the notice board');
    await ok(CHANGE, { id: fan.id, status: 'working', note: 'Bulb ordered' }, 'wardenA');
    await ok(CHANGE, { id: tap.id, status: 'complete' }, 'adminA');
    const batches = jest.spyOn(api.t.app.get(RequestsService), 'histories');
    const { requests } = await ok<{
      requests: { items: { id: string; history: { toStatus: string; note: string | null }[] }[] };
    }>(`{ requests(type: others, pageSize: 10) { items { id history { toStatus note } } } }`, {});
    const historyOf = (id: string) => requests.items.find((item) => item.id === id)?.history;
    expect(historyOf(fan.id)).toEqual([{ toStatus: 'working', note: 'Bulb ordered' }]);
    expect(historyOf(tap.id)).toEqual([{ toStatus: 'complete', note: null }]);
    expect(historyOf(quiet.id)).toEqual([]);
    expect(batches).toHaveBeenCalledTimes(1);
    expect(batches.mock.calls[0][0]).toHaveLength(requests.items.length);
    batches.mockRestore();
  });
});
