import { DataSource } from 'typeorm';
import { JobWorker } from '../src/jobs/job-worker';
import { RequestListQuery } from '../src/requests/request-list.query';
import { CHECK_EACH_LIMIT, COUNT_AHEAD, SHORT_COUNT_AHEAD } from '../src/requests/request-list.sql';
import { RequestsService } from '../src/requests/requests.service';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts } from './support/invariants';
import { atOnce } from './support/race';
import { loginAs } from './support/session';
import { TEST_DATABASES } from './support/test-app';

const FIELDS = `id type text studentId studentName roomNumber status raisedAt dueAt minutesLeft`;
const ADD = `mutation ($input: AddRequestInput!) { addRequest(input: $input) { ${FIELDS} } }`;
const CHANGE = `mutation ($id: ID!, $status: RequestStatus!, $note: String) {
  changeRequestStatus(id: $id, status: $status, note: $note) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { request(id: $id) { ${FIELDS} history { fromStatus toStatus changedById changedByName note } } }`;
const LIST = `query ($type: RequestType, $status: RequestStatus, $search: String, $order: SortDirection, $page: Int, $pageSize: Int) {
  requests(type: $type, status: $status, search: $search, order: $order, page: $page, pageSize: $pageSize) {
    totalCount totalCountExact items { id text studentName status minutesLeft } } }`;
const COUNTS = `{ requestCounts { id type open overdue } }`;
const TARGETS = `mutation ($input: RequestTargetsInput!) { setRequestTargets(input: $input) { type hours } }`;
const DASHBOARD = `{ dashboard { openRequests requestsThisMonth newCleaningRequests { id text } } }`;
const ALERTS = `{ alerts(pageSize: 50) { items { kind text link resolvedAt } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id archived } } }`;

interface RequestView {
  id: string;
  type: string;
  text: string;
  studentId: string;
  studentName: string;
  roomNumber: number | null;
  status: string;
  raisedAt: string;
  dueAt: string;
  minutesLeft: number | null;
}

/** Residents' requests: raised for a resident, moved through their statuses, listed, counted, alerted when overdue. */
describe.each(TEST_DATABASES)('requests on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let priya: { id: string; name: string };
  let arjun: { id: string; name: string };
  let keys = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 8);
    priya = (await api.checkIn(room, 0, 'wardenA', { name: 'Priya Nair' })).student;
    arjun = (await api.checkIn(room, 1, 'wardenA', { name: 'Arjun Mehta' })).student;
  });
  afterAll(() => api.close());
  // Every request raised or moved moves the kept counts the list and the dashboard read.
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  const ok = async <T>(query: string, variables: Record<string, unknown>, who: Who = 'staffA'): Promise<T> => {
    const res = await api.ask(query, variables, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data as T;
  };
  const add = async (type: string, student = priya, text = 'The fan in my room makes a noise', who: Who = 'staffA') =>
    (await ok<{ addRequest: RequestView }>(ADD, { input: { type, studentId: student.id, text } }, who)).addRequest;
  const counts = async (who: Who = 'staffA') =>
    (await ok<{ requestCounts: { type: string; open: number; overdue: number }[] }>(COUNTS, {}, who)).requestCounts;
  const countOf = async (type: string) => (await counts()).find((c) => c.type === type)!;
  const runJobs = () => api.t.app.get(JobWorker).runDue();
  /** Moves the clock on; sessions last 8 hours, so everyone signs in again. */
  const hours = async (h: number) => {
    api.t.clock.advance(h * 3_600_000);
    for (const who of Object.keys(api.tokens) as Who[]) api.tokens[who] = await loginAs(api.t, api.seed.phones[who]);
  };

  it('raises a pending request with the room the resident is in, due by the type’s target, and logs it', async () => {
    const request = await add('service');
    expect(request).toEqual(
      expect.objectContaining({
        type: 'service',
        text: 'The fan in my room makes a noise',
        studentId: priya.id,
        studentName: 'Priya Nair',
        roomNumber: room.roomNumber,
        status: 'pending',
        minutesLeft: 24 * 60,
      }),
    );
    expect(new Date(request.dueAt).getTime() - new Date(request.raisedAt).getTime()).toBe(24 * 3_600_000);
    const [row] = (await api.t.app
      .get(DataSource)
      .query(`SELECT action, subject_label, detail FROM activities ORDER BY id DESC LIMIT 1`)) as {
      action: string;
      subject_label: string;
      detail: string;
    }[];
    expect(row).toEqual({
      action: 'request.raised',
      subject_label: 'Priya Nair',
      detail: 'Service: The fan in my room makes a noise',
    });
    const food = await add('food', arjun, 'Less oil in the dinner, please');
    expect(food.minutesLeft).toBe(48 * 60);
    const { myActivity } = await ok<{ myActivity: { items: { text: string; detail: string }[] } }>(
      `{ myActivity(page: 1, pageSize: 10) { items { text detail } } }`,
      {},
    );
    expect(myActivity.items.slice(0, 2)).toEqual([
      { text: 'Raised a food change request for Arjun Mehta', detail: 'Food change: Less oil in the dinner, please' },
      { text: 'Raised a service request for Priya Nair', detail: 'Service: The fan in my room makes a noise' },
    ]);
  });

  it('moves a status once, keeps who, when and the note in its history, and the same status again is no change', async () => {
    const request = await add('bed_room', arjun, 'I would like a lower bunk');
    const working = await ok<{ changeRequestStatus: RequestView }>(
      CHANGE,
      { id: request.id, status: 'working', note: 'Asked the warden' },
      'wardenA',
    );
    expect(working.changeRequestStatus.status).toBe('working');
    const again = await ok<{ changeRequestStatus: RequestView }>(CHANGE, { id: request.id, status: 'working' });
    expect(again.changeRequestStatus).toEqual(working.changeRequestStatus);
    const done = await ok<{ changeRequestStatus: RequestView }>(
      CHANGE,
      { id: request.id, status: 'complete' },
      'adminA',
    );
    expect(done.changeRequestStatus.minutesLeft).toBeNull();
    const { request: read } = await ok<{ request: RequestView & { history: unknown[] } }>(ONE, { id: request.id });
    const { myActivity } = await ok<{ myActivity: { items: { text: string; detail: string }[] } }>(
      `{ myActivity(page: 1, pageSize: 10) { items { text detail } } }`,
      {},
      'adminA',
    );
    expect(myActivity.items.slice(0, 1)).toEqual([
      {
        text: 'Changed the status of a room/bed change request from Arjun Mehta',
        detail: 'Room/Bed change: Working → Complete',
      },
    ]);
    const idOf = async (who: Who) => (await ok<{ me: { id: string } }>('{ me { id } }', {}, who)).me.id;
    expect(read.history).toEqual([
      {
        fromStatus: 'pending',
        toStatus: 'working',
        changedById: await idOf('wardenA'),
        changedByName: 'wardenA user',
        note: 'Asked the warden',
      },
      {
        fromStatus: 'working',
        toStatus: 'complete',
        changedById: await idOf('adminA'),
        changedByName: 'adminA user',
        note: null,
      },
    ]);
  });

  it('lists by type, status and search, in either date order, paged', async () => {
    api.t.clock.advance(60_000);
    const first = await add('others', priya, 'Wi-Fi password for the study room');
    api.t.clock.advance(60_000);
    const second = await add('others', arjun, 'Parcel kept at the gate');
    const list = async (variables: Record<string, unknown>) =>
      (await ok<{ requests: { totalCount: number; items: { id: string }[] } }>(LIST, variables)).requests;

    expect((await list({ type: 'others' })).items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await list({ type: 'others', order: 'ASC' })).items.map((r) => r.id)).toEqual([first.id, second.id]);
    expect((await list({ type: 'others', search: 'parcel' })).items.map((r) => r.id)).toEqual([second.id]);
    expect((await list({ type: 'others', search: 'PRIYA' })).items.map((r) => r.id)).toEqual([first.id]);
    expect((await list({ search: String(room.roomNumber) })).totalCount).toBeGreaterThanOrEqual(5);
    expect((await list({ type: 'bed_room', status: 'complete' })).totalCount).toBe(1);
    expect((await list({ type: 'bed_room', status: 'pending' })).totalCount).toBe(0);
    const page2 = await list({ page: 2, pageSize: 10 });
    expect(page2.items).toEqual([]);
    expect(page2.totalCount).toBe((await list({})).totalCount);
  });

  it('counts open and overdue per type by the hostel’s targets, and the dashboard agrees', async () => {
    const before = await countOf('service');
    await add('service', arjun, 'Bathroom tap leaking');
    expect(await countOf('service')).toEqual({ ...before, open: before.open + 1 });
    await hours(25);
    const after = await countOf('service');
    expect(after.overdue).toBe(after.open);
    expect((await countOf('food')).overdue).toBe(0);
    // An admin gives food requests 12 hours: the food request raised earlier is overdue now.
    const { setRequestTargets } = await ok<{ setRequestTargets: { type: string; hours: number }[] }>(
      TARGETS,
      { input: { food: 12 } },
      'adminA',
    );
    expect(setRequestTargets).toContainEqual({ type: 'food', hours: 12 });
    expect(setRequestTargets).toContainEqual({ type: 'service', hours: 24 });
    expect((await countOf('food')).overdue).toBe(1);
    // A type sent as null keeps its target, as one left out does (the fuzz test found null written to the row).
    const again = await ok<{ setRequestTargets: { type: string; hours: number }[] }>(
      TARGETS,
      { input: { food: null, service: null, bed_room: 72 } },
      'adminA',
    );
    expect(again.setRequestTargets).toContainEqual({ type: 'food', hours: 12 });
    expect(again.setRequestTargets).toContainEqual({ type: 'service', hours: 24 });

    const all = await counts();
    const { dashboard } = await ok<{
      dashboard: { openRequests: number; requestsThisMonth: number; newCleaningRequests: { text: string }[] };
    }>(DASHBOARD, {});
    expect(dashboard.openRequests).toBe(all.reduce((sum, c) => sum + c.open, 0));
    expect(dashboard.requestsThisMonth).toBe(6);
    expect(dashboard.newCleaningRequests.map((r) => r.text)).toEqual([
      'Bathroom tap leaking',
      'The fan in my room makes a noise',
    ]);
  });

  it('alerts the hostel’s request handlers of a new request, then once more when it is overdue, settled when done', async () => {
    const kavya = (await api.checkIn(room, 3, 'wardenA', { name: 'Kavya Iyer' })).student;
    await runJobs();
    const request = await add('service', kavya, 'Light bulb fused in the corridor', 'wardenA');
    await runJobs();
    const textsOf = async (who: Who) => (await ok<{ alerts: { items: { text: string }[] } }>(ALERTS, {}, who)).alerts;
    for (const who of ['adminA', 'staffA', 'superadmin'] as Who[])
      expect((await textsOf(who)).items.map((a) => a.text)).toContain('New service request from Kavya Iyer');
    // The warden raised it; hostel B's admin is elsewhere.
    expect((await textsOf('wardenA')).items.map((a) => a.text)).not.toContain('New service request from Kavya Iyer');
    expect((await textsOf('adminB')).items).toEqual([]);

    await hours(23);
    await runJobs();
    expect((await textsOf('wardenA')).items.map((a) => a.text)).not.toContain(
      'Service request from Kavya Iyer is overdue',
    );
    await hours(2);
    await runJobs();
    const overdue = (await textsOf('wardenA')).items.find(
      (a) => a.text === 'Service request from Kavya Iyer is overdue',
    ) as unknown as { link: string; resolvedAt: string | null };
    expect(overdue).toEqual(
      expect.objectContaining({ link: '/admin/request/service?search=Kavya%20Iyer', resolvedAt: null }),
    );

    await ok(CHANGE, { id: request.id, status: 'complete' }, 'adminA');
    await runJobs();
    const settled = (
      await ok<{ alerts: { items: { text: string; resolvedAt: string | null }[] } }>(ALERTS, {}, 'wardenA')
    ).alerts.items;
    expect(settled.find((a) => a.text === 'Service request from Kavya Iyer is overdue')!.resolvedAt).not.toBeNull();
  });

  it('raises no overdue alert for a request completed before its time', async () => {
    const rahul = (await api.checkIn(room, 4, 'wardenA', { name: 'Rahul Sharma' })).student;
    const request = await add('others', rahul, 'Need a spare key', 'wardenA');
    await runJobs();
    await ok(CHANGE, { id: request.id, status: 'complete' }, 'wardenA');
    await hours(80);
    await runJobs();
    const texts = (await ok<{ alerts: { items: { text: string }[] } }>(ALERTS, {}, 'adminA')).alerts.items.map(
      (a) => a.text,
    );
    expect(texts).toContain('New others request from Rahul Sharma');
    expect(texts).not.toContain('Others request from Rahul Sharma is overdue');
  });

  it('waits for a later due time when the target was raised after the request, then alerts once', async () => {
    const meera = (await api.checkIn(room, 5, 'wardenA', { name: 'Meera Pillai' })).student;
    await ok(TARGETS, { input: { bed_room: 72 } }, 'adminA');
    await add('bed_room', meera, 'A bed away from the window, please', 'wardenA');
    await runJobs();
    await ok(TARGETS, { input: { bed_room: 120 } }, 'adminA');
    const overdueText = 'Room/Bed change request from Meera Pillai is overdue';
    const texts = async () =>
      (await ok<{ alerts: { items: { text: string }[] } }>(ALERTS, {}, 'adminA')).alerts.items.map((a) => a.text);
    await hours(73);
    await runJobs();
    expect(await texts()).not.toContain(overdueText);
    await hours(48);
    await runJobs();
    await runJobs();
    expect((await texts()).filter((text) => text === overdueText)).toEqual([overdueText]);
  });

  it('answers another hostel’s request and resident as not found, and refuses a resident who has left', async () => {
    const request = await add('service');
    for (const [query, variables] of [
      [ONE, { id: request.id }],
      [CHANGE, { id: request.id, status: 'working' }],
      [ADD, { input: { type: 'service', studentId: priya.id, text: 'Hello' } }],
    ] as const) {
      const res = await api.ask(query, variables, 'adminB');
      expect(api.errorOf(res)?.extensions.code).toBe('NOT_FOUND');
    }
    const left = (await api.checkIn(room, 2, 'wardenA', { name: 'Sneha Kulkarni' })).student;
    await ok(ARCHIVE, { id: left.id }, 'adminA');
    const res = await api.ask(ADD, { input: { type: 'food', studentId: left.id, text: 'Veg meals' } }, 'staffA');
    expect(api.errorOf(res)?.extensions.fields?.[0]).toEqual({
      field: 'studentId',
      message: 'This resident has left the hostel.',
    });
  });

  it('refuses bad input naming the field', async () => {
    const fieldOf = async (query: string, variables: Record<string, unknown>, who: Who = 'staffA') =>
      api.errorOf(await api.ask(query, variables, who))?.extensions.fields?.[0];
    expect(await fieldOf(ADD, { input: { type: 'service', studentId: priya.id, text: '   ' } })).toEqual({
      field: 'text',
      message: 'Please describe the request.',
    });
    expect(await fieldOf(ADD, { input: { type: 'service', studentId: priya.id, text: 'x'.repeat(501) } })).toEqual({
      field: 'text',
      message: 'Request can be at most 500 characters.',
    });
    expect((await fieldOf(ADD, { input: { type: 'service', studentId: 'abc', text: 'Hi' } }))?.field).toBe('studentId');
    const key = { type: 'service', studentId: priya.id, text: 'Hi', clientKey: 'short' };
    expect((await fieldOf(ADD, { input: key }))?.field).toBe('clientKey');
    expect((await fieldOf(CHANGE, { id: '1', status: 'working', note: 'n'.repeat(201) }))?.field).toBe('note');
    expect((await fieldOf(TARGETS, { input: { service: 0 } }, 'adminA'))?.field).toBe('service');
    expect((await fieldOf(TARGETS, { input: { others: 721 } }, 'adminA'))?.field).toBe('others');
    expect((await fieldOf(LIST, { pageSize: 7 }))?.field).toBe('pageSize');
  });

  it('lets staff, wardens and admins read and write requests, only admins set targets, and refuses residents', async () => {
    const code = async (query: string, variables: Record<string, unknown>, who: Who | null) =>
      api.errorOf(await api.ask(query, variables, who))?.extensions.code;
    for (const who of ['staffA', 'wardenA', 'adminA', 'superadmin'] as Who[]) {
      expect(await code(COUNTS, {}, who)).toBeUndefined();
      expect(
        await code(ADD, { input: { type: 'food', studentId: arjun.id, text: `From ${who}` } }, who),
      ).toBeUndefined();
    }
    expect(await code(COUNTS, {}, 'tenantA')).toBe('FORBIDDEN');
    expect(await code(COUNTS, {}, null)).toBe('UNAUTHENTICATED');
    expect(await code(TARGETS, { input: { service: 12 } }, 'wardenA')).toBe('FORBIDDEN');
    expect(await code(TARGETS, { input: { service: 12 } }, 'staffA')).toBe('FORBIDDEN');
  });

  it('changes a status once for ten identical changes at once: one history row, every answer the same', async () => {
    const request = await add('service', arjun, 'Window latch broken');
    const { outcomes, wins } = await atOnce<{ changeRequestStatus: RequestView }>(() =>
      api.ask(CHANGE, { id: request.id, status: 'working' }, 'staffA'),
    );
    expect(outcomes).toEqual(Array(10).fill('OK'));
    expect(new Set(wins.map((w) => w.changeRequestStatus.status))).toEqual(new Set(['working']));
    const [row] = (await api.t.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM request_status_changes WHERE request_id = ${Number(request.id)}`)) as {
      n: unknown;
    }[];
    expect(Number(row.n)).toBe(1);
  });

  it('adds one request for ten identical submits with one key, and refuses the key with other details', async () => {
    const input = {
      type: 'food',
      studentId: priya.id,
      text: 'Jain food on Fridays',
      clientKey: `req-${db}-${++keys}x`,
    };
    const { outcomes, wins } = await atOnce<{ addRequest: RequestView }>(() => api.ask(ADD, { input }, 'staffA'));
    expect(outcomes).toEqual(Array(10).fill('OK'));
    expect(new Set(wins.map((w) => w.addRequest.id)).size).toBe(1);
    const res = await api.ask(ADD, { input: { ...input, text: 'Something else' } }, 'staffA');
    expect(api.errorOf(res)?.extensions).toEqual(
      expect.objectContaining({ code: 'CONFLICT', fields: [expect.objectContaining({ field: 'clientKey' })] }),
    );
    const targets = await atOnce(() => api.ask(TARGETS, { input: { others: 96 } }, 'adminA'));
    expect(targets.outcomes).toEqual(Array(10).fill('OK'));
    const [row] = (await api.t.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM activities WHERE detail = 'Request targets: Others 72 h → 96 h'`)) as {
      n: unknown;
    }[];
    expect(Number(row.n)).toBe(1);
  });

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
