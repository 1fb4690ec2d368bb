import { AlertConsumer } from '../src/alerts/alert-consumer';
import { DataSource } from 'typeorm';
import type { OutboxEvent } from '../src/events/domain-events';
import { JobWorker } from '../src/jobs/job-worker';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { atOnce } from './support/race';
import { TEST_DATABASES } from './support/test-app';

const ALERTS = `query ($unreadOnly: Boolean) { alerts(unreadOnly: $unreadOnly, pageSize: 25) {
  totalCount unreadCount items { id kind text link readAt resolvedAt } } }`;
const READ = `mutation ($id: ID!) { markAlertRead(id: $id) { id readAt } }`;
const READ_ALL = `mutation { markAllAlertsRead }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id status } } }`;
const VERIFY = `mutation ($id: ID!) { verifyPayment(id: $id) { payment { id status } } }`;
const REJECT = `mutation ($input: ReversePaymentInput!) { rejectPayment(input: $input) { payment { id status } } }`;

interface AlertView {
  id: string;
  kind: string;
  text: string;
  link: string;
  readAt: string | null;
  resolvedAt: string | null;
}

/** The bell: alerts raised from events by the queue's `alerts` consumer, each user's own. */
describe.each(TEST_DATABASES)('alerts on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let keys = 0;
  let bed = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 6);
  });
  afterAll(() => api.close());

  const alertsOf = async (who: Who, unreadOnly = false) => {
    const res = await api.ask(ALERTS, { unreadOnly }, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.alerts as { totalCount: number; unreadCount: number; items: AlertView[] };
  };
  /** A UPI payment a warden records for a new resident: pending until an admin verifies it. */
  async function pendingPayment(name: string, who: Who = 'wardenA') {
    const { student } = await api.checkIn(room, bed++, 'wardenA', { name, moveInDate: '2026-10-05' });
    const input = {
      studentId: student.id,
      amountPaise: 600_000,
      method: 'upi',
      reference: `UPI${db}${++keys}`,
      paidOn: '2026-11-18',
      idempotencyKey: `alerts-${db}-${keys}`,
    };
    const res = await api.ask(RECORD, { input }, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.recordPayment.payment as { id: string; status: string };
  }
  const runJobs = () => api.t.app.get(JobWorker).runDue();

  it('tells the admins of the hostel that a payment awaits verification, and no one else', async () => {
    const payment = await pendingPayment('Priya Nair');
    expect(payment.status).toBe('pending');
    await runJobs();

    for (const who of ['adminA', 'superadmin'] as Who[]) {
      const { unreadCount, items } = await alertsOf(who);
      expect(unreadCount).toBe(1);
      expect(items).toEqual([
        expect.objectContaining({
          kind: 'payment_pending',
          text: 'Rs. 6,000 by UPI from Priya Nair awaits verification',
          link: '/admin/payment-details/student-payment-details?month=2026-11&search=Priya%20Nair',
          readAt: null,
          resolvedAt: null,
        }),
      ]);
    }
    // The warden recorded it (and may not verify), staff may not verify, hostel B's admin is elsewhere.
    for (const who of ['wardenA', 'staffA', 'adminB'] as Who[]) expect((await alertsOf(who)).totalCount).toBe(0);
    // A second round of the queue raises nothing twice.
    await runJobs();
    expect((await alertsOf('adminA')).totalCount).toBe(1);

    // Verified: resolved and read for every admin, whoever verified it.
    expect(api.errorOf(await api.ask(VERIFY, { id: payment.id }, 'superadmin'))).toBeUndefined();
    await runJobs();
    for (const who of ['adminA', 'superadmin'] as Who[]) {
      const { unreadCount, items } = await alertsOf(who);
      expect(unreadCount).toBe(0);
      expect(items[0].resolvedAt).not.toBeNull();
      expect(items[0].readAt).not.toBeNull();
    }
  });

  it('resolves the alert of a rejected payment, and raises none for a payment settled before its job ran', async () => {
    const rejected = await pendingPayment('Arjun Mehta');
    await runJobs();
    const input = { paymentId: rejected.id, reason: 'No such UPI credit', idempotencyKey: `alerts-${db}-${++keys}` };
    expect(api.errorOf(await api.ask(REJECT, { input }, 'adminA'))).toBeUndefined();
    await runJobs();
    expect((await alertsOf('adminA', true)).items.map((a) => a.text)).not.toContain(
      'Rs. 6,000 by UPI from Arjun Mehta awaits verification',
    );

    // Recorded and verified before the queue ran: the late `payment.recorded` job finds it no longer pending.
    const quick = await pendingPayment('Sneha Kulkarni');
    expect(api.errorOf(await api.ask(VERIFY, { id: quick.id }, 'adminA'))).toBeUndefined();
    await runJobs();
    const texts = (await alertsOf('superadmin')).items.map((a) => a.text);
    expect(texts).not.toContain('Rs. 6,000 by UPI from Sneha Kulkarni awaits verification');
  });

  it('marks read only the caller’s own alerts; ten marks at once answer the same', async () => {
    await pendingPayment('Rahul Sharma');
    await runJobs();
    const [mine] = (await alertsOf('adminA', true)).items;
    const [theirs] = (await alertsOf('superadmin', true)).items;
    expect(mine.text).toBe(theirs.text);

    // Another user's alert is missing to this caller; a role without alerts gets none to mark.
    const other = await api.ask(READ, { id: theirs.id }, 'adminA');
    expect(api.errorOf(other)?.extensions.code).toBe('NOT_FOUND');
    expect(api.errorOf(await api.ask(READ, { id: mine.id }, 'adminB'))?.extensions.code).toBe('NOT_FOUND');

    const { outcomes, wins } = await atOnce<{ markAlertRead: { readAt: string } }>(() =>
      api.ask(READ, { id: mine.id }, 'adminA'),
    );
    expect(outcomes).toEqual(Array(10).fill('OK'));
    const readAts = wins.map((data) => data.markAlertRead.readAt);
    expect(new Set(readAts).size).toBe(1);
    expect((await alertsOf('adminA')).unreadCount).toBe(0);
    // The other admin's copy is still unread, until they mark all.
    expect((await alertsOf('superadmin')).unreadCount).toBe(1);
    expect((await api.ask(READ_ALL, {}, 'superadmin')).body.data.markAllAlertsRead).toBe(1);
    expect((await api.ask(READ_ALL, {}, 'superadmin')).body.data.markAllAlertsRead).toBe(0);
    expect((await alertsOf('superadmin')).unreadCount).toBe(0);
  });

  it('refuses a bad id and an unknown page size, naming the field, and a signed-out caller', async () => {
    expect(api.errorOf(await api.ask(READ, { id: 'x' }, 'adminA'))?.extensions.fields?.[0].field).toBe('id');
    const page = await api.ask(`{ alerts(pageSize: 7) { totalCount } }`, {}, 'adminA');
    expect(api.errorOf(page)?.extensions.fields?.[0].field).toBe('pageSize');
    expect(api.errorOf(await api.ask(ALERTS, {}, null))?.extensions.code).toBe('UNAUTHENTICATED');
    expect(api.errorOf(await api.ask(ALERTS, {}, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
  });

  it('consumes an event once even when its job runs twice', async () => {
    await pendingPayment('Kavya Iyer');
    await runJobs();
    const before = await alertsOf('superadmin');
    expect(before.items[0].text).toBe('Rs. 6,000 by UPI from Kavya Iyer awaits verification');
    // The job's payload is the event: run it again, as a worker that died after its commit would.
    const [job] = (await api.t.app
      .get(DataSource)
      .query(`SELECT payload FROM jobs WHERE kind = 'alerts' ORDER BY id DESC LIMIT 1`)) as { payload: string }[];
    await api.t.app.get(AlertConsumer).consume(JSON.parse(job.payload) as OutboxEvent);
    expect(await alertsOf('superadmin')).toEqual(before);
  });
});
