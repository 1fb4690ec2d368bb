import { startHostelApi, Who } from './support/hostel-api';
import { brokenCounts } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

/** The web's dashboard document: the greeting, the dashboard's figures and the month's payment figures, one trip. */
const DASHBOARD = `query ($month: String!) {
  me { id fullName }
  dashboard { id residents totalBeds moveIns { month label count }
    recentPayments { id amountPaise method status receiptNumber paidOn student { id name } } }
  paymentSummary(month: $month) { id collectedPaise billedPaise }
}`;
const STUDENTS = `{ students(pageSize: 100) { totalCount } }`;
const ROOMS = `{ rooms(pageSize: 100) { totalCount items { totalBeds } } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
const VOID = `mutation ($input: ReversePaymentInput!) { voidPayment(input: $input) { payment { id status } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id } } }`;

interface Dashboard {
  residents: number;
  totalBeds: number;
  moveIns: { month: string; label: string; count: number }[];
  recentPayments: { id: string; amountPaise: number; method: string; status: string; student: { name: string } }[];
}

describe.each(TEST_DATABASES)('dashboard on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let keys = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  const read = async (who: Who = 'staffA') => {
    const res = await api.ask(DASHBOARD, { month: '2026-11' }, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data as { dashboard: Dashboard; paymentSummary: { collectedPaise: number; billedPaise: number } };
  };
  const pay = async (studentId: string, amountPaise: number, method: string, paidOn: string) => {
    const input = { studentId, amountPaise, method, paidOn, idempotencyKey: `dash-${db}-${++keys}` };
    const res = await api.ask(RECORD, {
      input: method === 'cash' ? input : { ...input, reference: `REF${db}${keys}` },
    });
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.recordPayment.payment.id as string;
  };

  it('counts residents, beds, move-ins and the newest complete payments of the hostel, agreeing with its pages', async () => {
    const empty = (await read()).dashboard;
    expect(empty).toMatchObject({ residents: 0, totalBeds: 0, recentPayments: [] });
    expect(empty.moveIns.map((m) => [m.month, m.label, m.count])).toEqual([
      ['2026-06', 'Jun', 0],
      ['2026-07', 'Jul', 0],
      ['2026-08', 'Aug', 0],
      ['2026-09', 'Sep', 0],
      ['2026-10', 'Oct', 0],
      ['2026-11', 'Nov', 0],
    ]);

    const room = await api.newRoom('wardenA', 4);
    await api.newRoom('wardenA', 3);
    const moved = async (bed: number, name: string, moveInDate: string) =>
      (await api.checkIn(room, bed, 'wardenA', { name, moveInDate })).student.id;
    const asha = await moved(0, 'Asha Rao', '2026-11-02');
    const ravi = await moved(1, 'Ravi Kumar', '2026-09-15');
    const leaver = await moved(2, 'Meera Das', '2026-09-01');
    await moved(3, 'Old Timer', '2026-03-10'); // before the chart's six months
    expect(api.errorOf(await api.ask(ARCHIVE, { id: leaver }, 'wardenA'))).toBeUndefined();
    // Hostel B's residents and payments stay in hostel B.
    const roomB = await api.newRoom('adminB', 2);
    const other = (await api.checkIn(roomB, 0, 'adminB', { name: 'Elsewhere', moveInDate: '2026-11-01' })).student.id;
    const input = {
      studentId: other,
      amountPaise: 100_000,
      method: 'cash',
      paidOn: '2026-11-19',
      idempotencyKey: 'dash-other-hostel',
    };
    expect(api.errorOf(await api.ask(RECORD, { input }, 'adminB'))).toBeUndefined();

    const cash = await pay(asha, 300_000, 'cash', '2026-11-10');
    await pay(asha, 200_000, 'upi', '2026-11-18'); // pending: not complete
    const voided = await pay(ravi, 150_000, 'cash', '2026-11-19');
    const voidInput = { paymentId: voided, reason: 'Entered twice', idempotencyKey: `dash-${db}-void` };
    expect(api.errorOf(await api.ask(VOID, { input: voidInput }, 'adminA'))).toBeUndefined();
    const older = await pay(ravi, 650_000, 'cash', '2026-10-20');

    const { dashboard, paymentSummary } = await read();
    const students = (await api.ask(STUDENTS, {}, 'staffA')).body.data.students;
    const rooms = (await api.ask(ROOMS, {}, 'staffA')).body.data.rooms;
    expect(dashboard.residents).toBe(3);
    expect(dashboard.residents).toBe(students.totalCount);
    expect(dashboard.totalBeds).toBe(7);
    expect(dashboard.totalBeds).toBe(
      rooms.items.reduce((sum: number, r: { totalBeds: number }) => sum + r.totalBeds, 0),
    );
    expect(dashboard.moveIns.map((m) => m.count)).toEqual([0, 0, 0, 2, 0, 1]);
    expect(dashboard.recentPayments.map((p) => [p.id, p.amountPaise, p.status, p.student.name])).toEqual([
      [cash, 300_000, 'complete', 'Asha Rao'],
      [older, 650_000, 'complete', 'Ravi Kumar'],
    ]);
    // The rent tile reads the month's Collected and Billed, as Payment Details shows them: a voided payment was
    // collected (the void is an adjustment), a pending one is not yet.
    expect(paymentSummary.collectedPaise).toBe(450_000);
    expect(paymentSummary.billedPaise).toBeGreaterThan(0);
  });

  it('is for the admin app’s roles of the hostel only', async () => {
    for (const who of ['staffA', 'wardenA', 'adminA', 'superadmin', 'adminB'] as Who[]) await read(who);
    expect((await read('adminB')).dashboard.residents).toBe(1);
    expect(api.errorOf(await api.ask(DASHBOARD, { month: '2026-11' }, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await api.ask(DASHBOARD, { month: '2026-11' }, null))?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it("lists the hostel's ten newest activity entries with who, what and when, worded for the reader", async () => {
    const ask = `{ dashboard { recentActivity { text actorName actorUserId at } } }`;
    const room = await api.newRoom('wardenA', 2);
    await api.checkIn(room, 0, 'wardenA', { name: 'Tara Iyer', moveInDate: '2026-11-20' });
    await api.newRoom('adminB', 1); // hostel B's entry stays in hostel B
    const seen = (await api.ask(ask, {}, 'staffA')).body.data.dashboard.recentActivity;
    expect(seen.length).toBeLessThanOrEqual(10);
    expect(seen[0]).toMatchObject({ text: 'Checked in Tara Iyer', actorName: expect.any(String) });
    expect(seen[1]).toMatchObject({ text: `Created Room ${room.roomNumber}` });
    expect(seen.map((e: { text: string }) => e.text).join()).not.toContain(`Room ${room.roomNumber + 1}`);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1].at >= seen[i].at).toBe(true);
    // Twelve more: still the ten newest.
    for (let i = 0; i < 12; i++) await api.newRoom('wardenA', 1);
    const ten = (await api.ask(ask, {}, 'staffA')).body.data.dashboard.recentActivity;
    expect(ten).toHaveLength(10);
    expect(ten[0].text).toMatch(/^Created Room \d+$/);
  });
});
