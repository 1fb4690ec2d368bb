import { JobWorker } from '../src/jobs/job-worker';
import { ConsoleSmsProvider } from '../src/sms/console-sms.provider';
import { WEBHOOK_EVENT_TYPES } from '../src/webhooks/webhook-events';
import { noticeToPayout } from './support/checkout-flow';
import { GqlResponse, startHostelApi } from './support/hostel-api';
import { TEST_DATABASES } from './support/test-app';
import { CREATE, type Received, shapeProblems, startReceiver } from './support/webhooks';

const HOUR = 3_600_000;
const MOVE = `mutation ($studentId: ID!, $toBedId: ID!) { moveStudent(studentId: $studentId, toBedId: $toBedId) { student { id } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id } } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
const VERIFY = `mutation ($id: ID!) { verifyPayment(id: $id) { payment { id } } }`;
const CHARGES = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { count } }`;
const RENT = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { __typename } }`;
const REQUEST = `mutation ($input: AddRequestInput!) { addRequest(input: $input) { id } }`;
const STATUS = `mutation ($id: ID!, $status: RequestStatus!) { changeRequestStatus(id: $id, status: $status) { id } }`;
const VISIT_IN = `mutation ($input: SignInVisitorInput!) { signInVisitor(input: $input) { id } }`;
const VISIT_OUT = `mutation ($id: ID!) { signOutVisitor(id: $id) { id } }`;
const NOTIFY = `mutation ($input: SendNotificationInput!) { sendNotification(input: $input) { id } }`;
const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) { checkout { status } } }`;

/**
 * Every public event type, made by the product's own mutations and jobs and received by a real endpoint: each
 * carries the GraphQL type its table names, with only that type's fields.
 */
describe.each(TEST_DATABASES)('webhook event types on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let keys = 0;
  const key = () => `events-${db}-${++keys}-key`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  const must = async (
    query: string,
    variables: Record<string, unknown>,
    who: 'wardenA' | 'adminA' | 'staffA' = 'wardenA',
  ) => {
    const res: GqlResponse = await api.ask(query, variables, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data;
  };
  const runJobs = () => api.t.app.get(JobWorker).runDue();

  it('sends each of the 16 event types with its GraphQL object', async () => {
    await must(CREATE, { input: { url: receiver.url, events: WEBHOOK_EVENT_TYPES, idempotencyKey: key() } }, 'adminA');
    api.t.clock.advance(1000);
    const room = await api.newRoom('wardenA', 4);
    const priya = (await api.checkIn(room, 0, 'wardenA', { name: 'Priya Nair', moveInDate: '2026-11-01' })).student;
    const ravi = (await api.checkIn(room, 1, 'wardenA', { name: 'Ravi Kumar', moveInDate: '2026-11-01' })).student;
    const tara = (await api.checkIn(room, 2, 'wardenA', { name: 'Tara Das', moveInDate: '2026-10-20' })).student;
    await must(MOVE, { studentId: priya.id, toBedId: room.beds[3].id });

    const input = {
      studentId: priya.id,
      amountPaise: 600_000,
      method: 'upi',
      reference: `UPI${db}77001`,
      paidOn: '2026-11-20',
    };
    const { payment } = (await must(RECORD, { input: { ...input, idempotencyKey: key() } })).recordPayment;
    await must(VERIFY, { id: payment.id }, 'adminA');
    await must(CHARGES, {
      input: { reason: 'electric', amountPaise: 45_000, studentIds: [priya.id], idempotencyKey: key() },
    });
    const rent = {
      kind: 'one_time_discount',
      amountPaise: 50_000,
      effectiveDate: '2026-11-20',
      studentIds: [priya.id],
    };
    await must(RENT, { input: { ...rent, comment: 'Festival', idempotencyKey: key() } }, 'adminA');

    const request = (await must(REQUEST, { input: { type: 'food', studentId: priya.id, text: 'Less salt' } }, 'staffA'))
      .addRequest;
    // Handed out before the next change (the worker runs every 5 s): the object is read when its event is.
    await runJobs();
    await must(STATUS, { id: request.id, status: 'working' }, 'staffA');
    const visitor = { name: 'Ramesh Rao', phone: '9811100001', studentId: priya.id, purpose: 'Father' };
    const visit = (await must(VISIT_IN, { input: visitor }, 'staffA')).signInVisitor;
    await must(VISIT_OUT, { id: visit.id }, 'staffA');

    await must(NOTIFY, {
      input: { title: 'Water off', description: 'Until 5 pm', studentIds: [priya.id, ravi.id], idempotencyKey: key() },
    });
    await noticeToPayout(api, tara.id, '2026-11-20', REFUND, key);
    await must(ARCHIVE, { id: ravi.id });
    await runJobs();
    await runJobs();

    const byType = new Map<string, Received[]>();
    for (const r of receiver.received) byType.set(r.json.type, [...(byType.get(r.json.type) ?? []), r]);
    const problems = receiver.received.flatMap((r) =>
      shapeProblems(api.t.app, r.json.data.object).map((p) => `${r.json.type}: ${p}`),
    );
    expect(problems).toEqual([]);
    const typename = (type: string) => byType.get(type)?.map((r) => r.json.data.object.__typename);
    expect(typename('resident.checked_in')).toEqual(['Student', 'Student', 'Student']);
    expect(typename('resident.moved')).toEqual(['Student']);
    expect(byType.get('resident.moved')![0].json.data.object).toMatchObject({
      id: priya.id,
      bed: { id: room.beds[3].id },
    });
    expect(typename('payment.recorded')).toEqual(['Payment']);
    expect(byType.get('payment.verified')![0].json.data.object).toMatchObject({ id: payment.id, status: 'complete' });
    expect(byType.get('charge.added')![0].json.data.object).toMatchObject({
      __typename: 'ExtraCharge',
      reason: 'electric',
      amountPaise: 45_000,
    });
    expect(byType.get('rent.changed')![0].json.data.object).toMatchObject({
      __typename: 'RentChange',
      kind: 'one_time_discount',
      status: 'applied',
    });
    expect(byType.get('request.created')![0].json.data.object).toMatchObject({
      __typename: 'Request',
      id: request.id,
      status: 'pending',
    });
    expect(byType.get('request.status_changed')![0].json.data).toMatchObject({
      object: { status: 'working' },
      previousStatus: 'pending',
    });
    expect(typename('visitor.in')).toEqual(['Visitor']);
    expect(typename('visitor.out')).toEqual(['Visitor']);
    expect(typename('notification.delivered')).toEqual(['NotificationRecipient', 'NotificationRecipient']);
    expect(byType.get('notice.given')![0].json.data.object).toMatchObject({
      __typename: 'Checkout',
      student: { id: tara.id },
    });
    expect(byType.get('refund.paid')![0].json.data.object).toMatchObject({
      status: 'refunded',
      refund: { method: 'cash' },
    });
    expect(byType.get('resident.archived')![0].json.data.object).toMatchObject({
      id: ravi.id,
      archived: true,
      bed: null,
    });
    expect(
      byType
        .get('rent.billed')!
        .map((r) => r.json.data.student.id)
        .sort(),
    ).toEqual([priya.id, ravi.id, tara.id, tara.id].sort());
  });

  it('sends a notification that failed its last try', async () => {
    const room = await api.newRoom('wardenA', 1);
    const asha = (await api.checkIn(room, 0, 'wardenA', { name: 'Asha Rao' })).student;
    const sms = api.t.app.get(ConsoleSmsProvider);
    const spy = jest.spyOn(sms, 'send').mockRejectedValue(new Error('Gateway timeout'));
    try {
      await must(NOTIFY, {
        input: { title: 'Fees', description: 'Due Friday', studentIds: [asha.id], idempotencyKey: key() },
      });
      for (let i = 0; i < 6; i++) {
        await runJobs();
        api.t.clock.advance(HOUR);
      }
    } finally {
      spy.mockRestore();
    }
    await runJobs();
    const failed = receiver.received.filter((r) => r.json.type === 'notification.failed');
    expect(failed.map((r) => r.json.data.object)).toEqual([
      expect.objectContaining({
        __typename: 'NotificationRecipient',
        studentId: asha.id,
        state: 'failed',
        failureReason: 'Gateway timeout',
      }),
    ]);
    expect(shapeProblems(api.t.app, failed[0].json.data.object)).toEqual([]);
  });
});
