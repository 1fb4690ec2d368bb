import { DataSource } from 'typeorm';
import { SEND_SCHEDULED_JOB } from '../src/notifications/notifications-book.service';
import { ApiRoom, hostelApiOn } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { appOn, newServerData, ServerData, ServerProcess, startServerProcess } from './support/server-process';
import { TEST_DATABASES, TestApp } from './support/test-app';

/**
 * A crash in the middle of work loses nothing the server acknowledged and doubles nothing. The server runs as a process
 * of its own; three writers stream check-ins, cash payments (each with its receipt number) and scheduled notifications
 * (each with the job that will send it) until the process gets SIGKILL, at a moment no writer knows. The server is then
 * started again on the same data, and each write it answered is there exactly once: the resident in their bed with one
 * current stay, the payment with its receipt, the notification with one job. Every submitted payment sent again with
 * its key answers the first payment (or makes it, if the crash came before its commit), so each key has one payment.
 * Occupancy and money invariants hold after it all.
 */
const TODAY = '2026-11-20';
const CHECK_IN = `mutation ($input: CheckInInput!) { checkIn(input: $input) { student { id name } } }`;
const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id receiptNumber } } }`;
const SCHEDULE = `mutation ($input: ScheduleNotificationInput!) { scheduleNotification(input: $input) { id } }`;

interface Acknowledged {
  checkIns: { id: string; name: string }[];
  payments: { id: string; receipt: string; key: string; input: Record<string, unknown> }[];
  schedules: { id: string }[];
  /** Every payment sent, answered or not: each is sent again after the restart. */
  sentPayments: Record<string, unknown>[];
}

describe.each(TEST_DATABASES)('a crash in the middle of writes, on %s', (db) => {
  let data: ServerData;
  let token: string;
  let residents: string[];
  let paymentsBefore: number;
  const rooms: ApiRoom[] = [];
  let restarted: TestApp | undefined;
  /** The server process, killed at the end whatever happened (a failed test must not leave it running). */
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    data = await newServerData(db);
    // The hostel, its admin's session and the rooms, made by the same app in this process on the same data.
    const setup = await hostelApiOn(await appOn(data.env));
    token = setup.tokens.adminA;
    for (let i = 0; i < 4; i++) rooms.push(await setup.newRoom('adminA', 10));
    residents = [];
    for (const bed of [0, 1, 2]) residents.push((await setup.checkIn(rooms[0], bed, 'adminA')).student.id);
    const counted = (await setup.t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM payments')) as { n: unknown }[];
    paymentsBefore = Number(counted[0].n);
    await setup.close();
  }, 120_000);
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await restarted?.close();
    await data.drop();
  });

  it('keeps every acknowledged check-in, payment and queued job exactly once after SIGKILL and a restart', async () => {
    const server = await startServerProcess(data.env);
    running = server;
    const send = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: T; errors?: unknown[] };
      if (body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
      return body.data!;
    };
    const acked: Acknowledged = { checkIns: [], payments: [], schedules: [], sentPayments: [] };
    let killed = false;
    const free = rooms.slice(1).flatMap((room) => room.beds.map((bed) => ({ room, bed })));
    const writers = {
      checkIns: async () => {
        for (let n = 1; !killed && free.length; n++) {
          const { room, bed } = free.shift()!;
          const name = `Crash Resident ${n}`;
          const input = {
            name,
            email: `crash${n}@example.com`,
            phone: `98${String(n).padStart(8, '0')}`,
            roomId: room.id,
            bedId: bed.id,
            moveInDate: TODAY,
            monthlyRentPaise: 650_000,
            depositPaise: 900_000,
            depositMethod: 'cash',
            rentAgreementDays: 330,
            noticePeriodDays: 30,
          };
          acked.checkIns.push(
            (await send<{ checkIn: { student: { id: string; name: string } } }>(CHECK_IN, { input })).checkIn.student,
          );
        }
      },
      payments: async () => {
        for (let n = 1; !killed; n++) {
          const key = `crash-pay-${n}`;
          const input = {
            studentId: residents[n % residents.length],
            amountPaise: 10_000 + n,
            method: 'cash',
            paidOn: TODAY,
            idempotencyKey: key,
          };
          acked.sentPayments.push(input);
          const { payment } = (
            await send<{ recordPayment: { payment: { id: string; receiptNumber: string } } }>(PAY, { input })
          ).recordPayment;
          acked.payments.push({ id: payment.id, receipt: payment.receiptNumber, key, input });
        }
      },
      schedules: async () => {
        for (let n = 1; !killed; n++) {
          const input = {
            title: `Crash notice ${n}`,
            description: 'Water off on Wednesday.',
            studentIds: [residents[0]],
            sendOn: '2026-11-25',
            idempotencyKey: `crash-schedule-${n}`,
          };
          acked.schedules.push(
            (await send<{ scheduleNotification: { id: string } }>(SCHEDULE, { input })).scheduleNotification,
          );
        }
      },
    };
    // Each writer ends when its request fails: the server is gone (any other failure is reported by the checks below).
    const writing = Object.values(writers).map((writer) => writer().catch((error: Error) => error));
    // A moment no writer knows: after the first few acknowledgements, somewhere in the next half second or so.
    const tick = Symbol('tick');
    while (acked.payments.length < 3 || acked.checkIns.length < 2 || acked.schedules.length < 2) {
      // A writer that failed while the server still ran is a failure of its own, not the crash.
      if (server.child.exitCode !== null) break;
      const early = await Promise.race([...writing, new Promise((done) => setTimeout(done, 10, tick))]);
      if (early instanceof Error) throw early;
      // A writer that ran out of work (every free bed taken) has settled: racing it again would answer at once, for
      // ever, without letting the other writers' answers in (a loop that once filled the worker's heap). Crash now.
      if (early !== tick) break;
    }
    await new Promise((done) => setTimeout(done, Math.floor(Math.random() * 600)));
    killed = true;
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    const failures = (await Promise.all(writing)).filter((result): result is Error => result instanceof Error);
    for (const failure of failures) expect(failure.message).not.toMatch(/errors/);

    restarted = await appOn(data.env);
    const t = restarted;
    // Placeholders as each database writes them: ? for SQLite, $1… for PostgreSQL.
    const query = (text: string, params: unknown[] = []) => {
      let n = 0;
      const sql = text.replace(/\?/g, () => (db === 'postgres' ? `$${++n}` : '?'));
      return t.app.get(DataSource).query(sql, params) as Promise<Record<string, unknown>[]>;
    };

    const lost: string[] = [];
    for (const { id, name } of acked.checkIns) {
      const students = await query('SELECT id FROM students WHERE name = ?', [name]);
      const stays = await query('SELECT id FROM stays WHERE student_id = ? AND end_date IS NULL', [Number(id)]);
      const beds = await query('SELECT id FROM beds WHERE current_student_id = ?', [Number(id)]);
      if (students.map((s) => String(s.id)).join() !== id || stays.length !== 1 || beds.length !== 1)
        lost.push(`check-in ${name}: ${students.length} residents, ${stays.length} current stays, ${beds.length} beds`);
    }
    for (const { id, receipt } of acked.payments) {
      const res = await t
        .http()
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: 'query ($id: ID!) { payment(id: $id) { id receiptNumber } }', variables: { id } });
      const found = (res.body as { data?: { payment?: { receiptNumber: string } } }).data?.payment;
      if (found?.receiptNumber !== receipt) lost.push(`payment ${id} (${receipt}): ${JSON.stringify(res.body)}`);
    }
    for (const { id } of acked.schedules) {
      const notifications = await query("SELECT id FROM notifications WHERE id = ? AND state = 'scheduled'", [
        Number(id),
      ]);
      const jobs = await query('SELECT id FROM jobs WHERE unique_key = ?', [`${SEND_SCHEDULED_JOB}:${id}`]);
      if (notifications.length !== 1 || jobs.length !== 1)
        lost.push(`scheduled notification ${id}: ${notifications.length} rows, ${jobs.length} jobs`);
    }
    expect(lost).toEqual([]);

    // Sent again with its key, each payment answers the one made before the crash (or is made now, once).
    for (const input of acked.sentPayments) {
      const res = await t
        .http()
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: PAY, variables: { input } })
        .expect(200);
      expect(res.body.errors).toBeUndefined();
      const first = acked.payments.find((p) => p.key === input.idempotencyKey);
      if (first) expect(res.body.data.recordPayment.payment.id).toBe(first.id);
    }
    const payments = await query('SELECT COUNT(*) AS n FROM payments');
    expect(Number(payments[0].n)).toBe(paymentsBefore + acked.sentPayments.length);
    // Receipt numbers stay one gap-free sequence: a payment the crash cut off took no number.
    const numbers = (await query('SELECT receipt_no FROM payments ORDER BY receipt_no')).map((r) =>
      Number(r.receipt_no),
    );
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(await brokenInvariants(t)).toEqual({});
    expect(await brokenMoneyInvariants(t)).toEqual({});
    console.log(
      `[durability] ${db}: killed after ${acked.checkIns.length} check-ins, ${acked.payments.length} payments and ` +
        `${acked.schedules.length} scheduled notifications were acknowledged (${acked.sentPayments.length - acked.payments.length} payments in flight)`,
    );
  }, 180_000);
});
