import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts } from './support/invariants';
import { CHANGE, requestHelpers, Resident, startRequestsApi, TARGETS } from './support/requests';
import { TEST_DATABASES } from './support/test-app';

const ALERTS = `{ alerts(pageSize: 50) { items { kind text link resolvedAt } } }`;

/** Residents' requests in the bell: a new one alerts the hostel's request handlers, an overdue one alerts once. */
describe.each(TEST_DATABASES)('request alerts on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let priya: Resident;

  beforeAll(async () => {
    ({ api, room, priya } = await startRequestsApi(db));
  });
  afterAll(() => api.close());
  // Every request raised or moved moves the kept counts the list and the dashboard read.
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  const { ok, add, runJobs, hours } = requestHelpers(
    () => api,
    () => priya,
  );

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
});
