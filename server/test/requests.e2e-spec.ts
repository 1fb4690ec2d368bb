import { DataSource } from 'typeorm';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts } from './support/invariants';
import { atOnce } from './support/race';
import {
  ADD,
  CHANGE,
  LIST,
  ONE,
  requestHelpers,
  RequestView,
  Resident,
  startRequestsApi,
  TARGETS,
} from './support/requests';
import { TEST_DATABASES } from './support/test-app';

const DASHBOARD = `{ dashboard { openRequests requestsThisMonth newCleaningRequests { id text } } }`;

/**
 * Residents' requests: raised for a resident, moved through their statuses, listed, counted, and sent ten times at
 * once. Their alerts, refusals and search: requests-alerts, requests-refusals and requests-search.e2e-spec.ts.
 */
describe.each(TEST_DATABASES)('requests on %s', (db) => {
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

  const { ok, add, counts, countOf, hours } = requestHelpers(
    () => api,
    () => priya,
  );
  let keys = 0;

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
});
