import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobQueue } from '../src/jobs/job-queue';
import { JobWorker } from '../src/jobs/job-worker';
import { OutboxDispatcher } from '../src/jobs/outbox-dispatcher';
import { LEASE_MS } from '../src/jobs/sql-job-queue';
import { FAN_OUT_JOB } from '../src/webhooks/webhook-jobs';
import { DELIVERY_JOB } from '../src/webhooks/webhook-deliveries.service';
import { WebhookDelivery } from '../src/webhooks/webhook-delivery.entity';
import { ApiRoom, GqlResponse, startHostelApi, Who } from './support/hostel-api';
import { loginAs } from './support/session';
import { startSecondApp, TEST_DATABASES } from './support/test-app';
import {
  CREATE,
  DELETE,
  DELIVERIES,
  ENDPOINTS,
  readmeVerifier,
  REDELIVER,
  shapeProblems,
  startReceiver,
  TEST_EVENT,
} from './support/webhooks';

const MINUTE = 60_000;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) {
  payment { id amountPaise method reference paidOn note status settles balanceAfterPaise verifiedAt createdAt receiptNumber receiptPath
  reversal { kind } student { id name } } } }`;
const ALERTS = `{ alerts(pageSize: 25) { items { kind text resolvedAt } } }`;

interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  state: string;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  payload: string;
}

/** Signed webhooks from the outbox, received by a real HTTP server on this machine, the worker driven by the clock. */
describe.each(TEST_DATABASES)('webhooks on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let room: ApiRoom;
  let bed = 0;
  let keys = 0;
  const verify = readmeVerifier();

  /** PostgreSQL: a second server process on the same database (open for the whole file: it takes passport's jwt). */
  let second: INestApplication | null = null;

  beforeAll(async () => {
    api = await startHostelApi(db);
    receiver = await startReceiver();
    room = await api.newRoom('adminA', 12);
    if (db === 'postgres') second = await startSecondApp(api.t);
  }, 120_000);
  afterAll(async () => {
    await receiver.close();
    await second?.close();
    await api.close();
  });
  afterEach(async () => {
    // Each case starts with no endpoint, an empty receiver, a minute later.
    const listed = (await api.ask(ENDPOINTS, {}, 'adminA')).body.data.webhookEndpoints as { id: string }[];
    for (const { id } of listed) await api.ask(DELETE, { input: { id } }, 'adminA');
    receiver.received.length = 0;
    receiver.answers.length = 0;
    api.t.clock.advance(MINUTE);
  });

  const runJobs = () => api.t.app.get(JobWorker).runDue();
  const signInAgain = async () => {
    for (const who of ['adminA', 'superadmin', 'wardenA', 'adminB'] as Who[])
      api.tokens[who] = await loginAs(api.t, api.seed.phones[who]);
  };
  const must = (res: GqlResponse) => {
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const key = () => `webhooks-${db}-${++keys}-key`;
  const createEndpoint = async (events: string[], url = receiver.url) =>
    must(await api.ask(CREATE, { input: { url, events, idempotencyKey: key() } }, 'adminA')).createWebhookEndpoint as {
      secret: string;
      endpoint: { id: string; status: string; failingSince: string | null };
    };
  const deliveries = async (endpointId: string, who: Who = 'adminA') =>
    must(await api.ask(DELIVERIES, { filter: { endpointId } }, who)).webhookDeliveries as {
      totalCount: number;
      items: Delivery[];
    };
  const resident = async () => (await api.checkIn(room, bed++, 'wardenA', { moveInDate: '2026-11-01' })).student;
  const pay = async (studentId: string, amountPaise = 300_000) =>
    must(
      await api.ask(RECORD, {
        input: { studentId, amountPaise, method: 'cash', paidOn: '2026-11-20', idempotencyKey: key() },
      }),
    ).recordPayment.payment as Record<string, unknown>;

  it('sends a recorded payment once, signed as the README verifies, with the Payment as GraphQL answers it', async () => {
    const { secret, endpoint } = await createEndpoint(['payment_recorded']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    api.t.clock.advance(1000);
    const student = await resident();
    const payment = await pay(student.id);
    await runJobs();
    await runJobs();

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['hostel-admin-event-id']).toBe(got.json.id);
    expect(got.headers['hostel-admin-event-type']).toBe('payment.recorded');
    const signature = String(got.headers['hostel-admin-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = api.t.clock.now().getTime();
    expect(verify(got.body, signature, secret, now)).toBe(true);
    expect(verify(got.body.replace('300000', '300001'), signature, secret, now)).toBe(false);
    expect(verify(got.body, signature, 'whsec_another', now)).toBe(false);
    expect(verify(got.body, signature, secret, now + 6 * MINUTE)).toBe(false);

    expect(got.json).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'payment.recorded',
      apiVersion: '2026-12-01',
      createdAt: expect.any(String),
      hostelId: String(api.seed.hostelA.id),
      data: { object: { __typename: 'Payment', ...payment } },
    });
    expect(shapeProblems(api.t.app, got.json.data.object)).toEqual([]);

    const log = await deliveries(endpoint.id);
    expect(log.items).toEqual([
      expect.objectContaining({
        eventId: got.json.id,
        eventType: 'payment_recorded',
        state: 'delivered',
        attempts: 1,
        responseStatus: 200,
        error: null,
        nextAttemptAt: null,
        payload: got.body,
      }),
    ]);
    const endpoints = must(await api.ask(ENDPOINTS, {}, 'adminA')).webhookEndpoints;
    expect(endpoints[0]).toMatchObject({ status: 'active', secretPrefix: secret.slice(0, 10) });
    expect(endpoints[0].lastDeliveryAt).not.toBeNull();
  });

  it('checks a resident in as a Student with their bed and room, and bills their rent as one RentPeriod each', async () => {
    await createEndpoint(['resident_checked_in', 'rent_billed']);
    api.t.clock.advance(1000);
    const student = await resident();
    await runJobs();
    const byType = Object.fromEntries(receiver.received.map((r) => [r.json.type, r.json.data.object]));
    expect(Object.keys(byType).sort()).toEqual(['rent.billed', 'resident.checked_in']);
    expect(byType['resident.checked_in']).toMatchObject({
      __typename: 'Student',
      id: student.id,
      name: student.name,
      moveInDate: '2026-11-01',
      archived: false,
      bed: { id: room.beds[bed - 1].id },
      room: { id: room.id },
    });
    expect(byType['rent.billed']).toMatchObject({
      __typename: 'RentPeriod',
      id: `${student.id}:2026-11-01`,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      amountPaise: 650_000,
    });
    const billed = receiver.received.find((r) => r.json.type === 'rent.billed')!;
    expect(billed.json.data.student).toEqual({ id: student.id, name: student.name });
    for (const object of Object.values(byType)) expect(shapeProblems(api.t.app, object)).toEqual([]);
  });

  it('does not send events from before the endpoint existed', async () => {
    const student = await resident();
    await pay(student.id);
    api.t.clock.advance(1000);
    const { endpoint } = await createEndpoint(['payment_recorded']);
    await runJobs();
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries(endpoint.id)).totalCount).toBe(0);
    api.t.clock.advance(1000);
    await pay(student.id, 100_000);
    await runJobs();
    expect(receiver.received.map((r) => r.json.data.object.amountPaise)).toEqual([100_000]);
  });

  it('retries a non-2xx answer with back-off on the queue, the same body each time, and logs the tries', async () => {
    const { endpoint } = await createEndpoint(['payment_recorded']);
    api.t.clock.advance(1000);
    receiver.answers.push(500, 503);
    await pay((await resident()).id);
    await runJobs();
    let [first] = (await deliveries(endpoint.id)).items;
    const madeAt = new Date(first.createdAt).getTime();
    expect(first).toMatchObject({ state: 'retrying', attempts: 1, responseStatus: 500, error: 'Answered 500' });
    expect(first.nextAttemptAt).toBe(new Date(api.t.clock.now().getTime() + MINUTE).toISOString());

    api.t.clock.advance(MINUTE - 1000);
    await runJobs();
    expect(receiver.received).toHaveLength(1);
    api.t.clock.advance(1000);
    await runJobs();
    [first] = (await deliveries(endpoint.id)).items;
    expect(first).toMatchObject({ state: 'retrying', attempts: 2, responseStatus: 503, error: 'Answered 503' });
    expect(new Date(first.nextAttemptAt!).getTime() - api.t.clock.now().getTime()).toBe(5 * MINUTE);

    api.t.clock.advance(5 * MINUTE);
    await runJobs();
    const log = await deliveries(endpoint.id);
    expect(log.totalCount).toBe(1);
    expect(log.items[0]).toMatchObject({ state: 'delivered', attempts: 3, responseStatus: 200, error: null });
    expect(new Date(log.items[0].createdAt).getTime()).toBe(madeAt);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.headers['hostel-admin-event-id'])).size).toBe(1);
  });

  it('fails a delivery after 24 hours of failures, marks the endpoint failing, alerts the admins; a success clears it', async () => {
    const { endpoint } = await createEndpoint(['payment_recorded']);
    receiver.answers.push(...Array<number>(20).fill(500));
    const test = must(await api.ask(TEST_EVENT, { input: { endpointId: endpoint.id } }, 'adminA')).sendTestWebhook;
    expect(test).toMatchObject({ eventType: 'ping', state: 'pending', attempts: 0 });
    const madeAt = new Date(test.createdAt).getTime();
    const waits: number[] = [];
    const rows = api.t.app.get(DataSource).getRepository(WebhookDelivery);
    for (let round = 0; round < 20; round++) {
      await runJobs();
      const delivery = await rows.findOneByOrFail({ id: Number(test.id) });
      if (delivery.state !== 'retrying') break;
      const wait = delivery.nextAttemptAt!.getTime() - api.t.clock.now().getTime();
      waits.push(wait);
      api.t.clock.advance(wait);
    }
    const failedAt = api.t.clock.now().getTime();
    // A day has passed: the 8-hour sessions ended.
    await signInAgain();
    const hour = 60 * MINUTE;
    expect(waits).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * hour,
      6 * hour,
      6 * hour,
      6 * hour,
      3 * hour + 24 * MINUTE,
    ]);
    const [failed] = (await deliveries(endpoint.id)).items;
    expect(failed).toMatchObject({ state: 'failed', attempts: 9, responseStatus: 500, nextAttemptAt: null });
    expect(failedAt - madeAt).toBe(24 * hour);
    expect(receiver.received).toHaveLength(9);
    expect(receiver.received[0].json).toMatchObject({ type: 'ping', data: { object: { id: endpoint.id } } });

    const [listed] = must(await api.ask(ENDPOINTS, {}, 'adminA')).webhookEndpoints;
    expect(listed).toMatchObject({ status: 'failing', failingSince: new Date(madeAt).toISOString() });
    const text = `Webhook endpoint ${receiver.url} is failing: deliveries have not succeeded for 24 hours`;
    for (const who of ['adminA', 'superadmin'] as Who[])
      expect(must(await api.ask(ALERTS, {}, who)).alerts.items).toContainEqual({
        kind: 'webhook_failing',
        text,
        resolvedAt: null,
      });
    for (const who of ['wardenA', 'adminB'] as Who[])
      expect(must(await api.ask(ALERTS, {}, who)).alerts.items.map((a: { kind: string }) => a.kind)).not.toContain(
        'webhook_failing',
      );

    // Sent again by hand: a new delivery of the same event; it succeeds, and the endpoint is active again.
    const again = must(await api.ask(REDELIVER, { input: { deliveryId: failed.id } }, 'adminA')).redeliverWebhook;
    expect(again).toMatchObject({ eventId: failed.eventId, payload: failed.payload, state: 'pending', attempts: 0 });
    expect(again.id).not.toBe(failed.id);
    receiver.answers.length = 0;
    await runJobs();
    const log = await deliveries(endpoint.id);
    expect(log.items.map((d) => [d.id, d.state])).toEqual([
      [again.id, 'delivered'],
      [failed.id, 'failed'],
    ]);
    expect(receiver.received.at(-1)!.body).toBe(failed.payload);
    const [recovered] = must(await api.ask(ENDPOINTS, {}, 'adminA')).webhookEndpoints;
    expect(recovered).toMatchObject({ status: 'active', failingSince: null });
    const alert = must(await api.ask(ALERTS, {}, 'adminA')).alerts.items.find(
      (a: { kind: string }) => a.kind === 'webhook_failing',
    );
    expect(alert.resolvedAt).not.toBeNull();
  });

  it('delivers an event committed before the process stopped: before dispatch, and while a try was running', async () => {
    const { endpoint } = await createEndpoint(['payment_recorded']);
    api.t.clock.advance(1000);
    const student = await resident();
    // Committed; the process stops before any worker runs. Another process (PostgreSQL) or this one after a restart
    // (SQLite: the same database) hands the event out from the outbox.
    await pay(student.id, 111_100);
    await (second ?? api.t.app).get(JobWorker).runDue();
    expect(receiver.received.map((r) => r.json.data.object.amountPaise)).toEqual([111_100]);

    // Handed out, then the worker that took the fan-out dies with it: after its lease, another runs it, once.
    await pay(student.id, 222_200);
    await api.t.app.get(OutboxDispatcher).dispatch();
    const queue = api.t.app.get(JobQueue);
    expect(await queue.claim('dead-worker', [FAN_OUT_JOB])).not.toBeNull();
    await runJobs();
    expect(receiver.received).toHaveLength(1);
    api.t.clock.advance(LEASE_MS);
    await runJobs();
    expect(receiver.received.map((r) => r.json.data.object.amountPaise)).toEqual([111_100, 222_200]);

    // A try's worker dies mid-delivery: the delivery waits for the lease, then is sent.
    await pay(student.id, 333_300);
    await api.t.app.get(OutboxDispatcher).dispatch();
    const fanOut = await queue.claim('w', [FAN_OUT_JOB]);
    await api.t.app.get(JobWorker).runOne(fanOut!);
    expect(await queue.claim('dead-worker', [DELIVERY_JOB])).not.toBeNull();
    await runJobs();
    expect(receiver.received).toHaveLength(2);
    api.t.clock.advance(LEASE_MS);
    await runJobs();
    expect(receiver.received.map((r) => r.json.data.object.amountPaise)).toEqual([111_100, 222_200, 333_300]);
    const rows = await api.t.app
      .get(DataSource)
      .getRepository(WebhookDelivery)
      .findBy({ endpointId: Number(endpoint.id) });
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
    ]);
  });
});
