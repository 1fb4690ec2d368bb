import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';
import { pdfText } from './support/pdf-text';

const RECORD = `mutation ($input: RecordPaymentInput!) {
  recordPayment(input: $input) { payment { id receiptNumber settles status } } }`;
const CHANGE = `payment { id status reversal { kind reason reversedOn reversedBy { name } } }
  student { id balance { balancePaise collectedPaise pendingPaise } }
  periods { label status settledPaise pendingPaise }
  summaries { month collectedPaise pendingVerificationPaise }
  rows { month paymentStatus inProcess periodStatus }`;
const VOID = `mutation ($input: ReversePaymentInput!) { voidPayment(input: $input) { ${CHANGE} } }`;
const REJECT = `mutation ($input: ReversePaymentInput!) { rejectPayment(input: $input) { ${CHANGE} } }`;
const VERIFY = `mutation ($id: ID!) { verifyPayment(id: $id) { payment { id status } } }`;
const STUDENT = `query ($id: ID!) { student(id: $id) {
  balance { balancePaise pendingPaise }
  rentPeriods(count: 2) { label status }
  pendingPayments { id }
  payments { id status reversal { kind } }
  ledgerLines(pageSize: 10) { items { date item chargePaise paymentPaise balancePaise payment { id status } } }
} }`;
const TABLE = `query ($search: String) { studentPayments(month: "2026-11", search: $search, page: 1, pageSize: 10) {
  items { paymentStatus inProcess periodStatus } } }`;

/**
 * Issue 21, item 5: an admin voids a complete payment or rejects a pending one, with a reason. Nothing is deleted:
 * the reversal is its own row, the periods the payment settled are due again, the ledger keeps the payment's line
 * and (for a void) adds one that puts the amount back, and the receipt is reprinted VOID. Item 10: a period a
 * pending payment covers reads "Paid, awaiting verification", never Overdue. Today is 2026-11-20.
 */
describe.each(TEST_DATABASES)('voiding and rejecting payments on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom | null = null;
  let beds = 0;
  let keys = 0;
  const key = () => `void-${db}-${++keys}`;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  /** Moved in on 2026-11-05 at Rs. 6,500 a month: Nov-Dec billed, overdue since 11 Nov unless paid. */
  async function resident(name: string): Promise<string> {
    if (!room || beds === room.beds.length) [room, beds] = [await api.newRoom('adminA', 4), 0];
    return (await api.checkIn(room, beds++, 'wardenA', { name, moveInDate: '2026-11-05' })).student.id;
  }
  const pay = async (studentId: string, method: 'cash' | 'upi', amountPaise = 650_000) => {
    const reference = method === 'upi' ? `5${String(Date.now()).slice(-7)}${String(++keys).padStart(4, '0')}` : null;
    const input = { studentId, amountPaise, method, reference, paidOn: '2026-11-18', idempotencyKey: key() };
    const res = await api.ask(RECORD, { input }, 'wardenA');
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.recordPayment.payment as { id: string; receiptNumber: string; settles: string };
  };
  const reverse = (kind: 'void' | 'reject', paymentId: string, reason = 'Duplicate entry', who: Who = 'adminA') =>
    api.ask(kind === 'void' ? VOID : REJECT, { input: { paymentId, reason, idempotencyKey: key() } }, who);
  const student = async (id: string) => (await api.ask(STUDENT, { id })).body.data.student;
  const receiptText = async (paymentId: string) => {
    const res = await api.t
      .http()
      .get(`/api/payments/${paymentId}/receipt`)
      .set('Authorization', `Bearer ${api.tokens.staffA}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return pdfText(res.body as Buffer);
  };

  it('voids a complete payment: the period is due again, the ledger puts the amount back that day, the receipt reads VOID', async () => {
    const id = await resident('Asha Rao');
    const cash = await pay(id, 'cash');
    expect((await student(id)).rentPeriods[1]).toEqual({ label: 'Nov-Dec', status: 'paid' });

    const res = await reverse('void', cash.id, '  Duplicate entry  ');
    expect(api.errorOf(res)).toBeUndefined();
    const change = res.body.data.voidPayment;
    expect(change.payment).toEqual({
      id: cash.id,
      status: 'voided',
      reversal: {
        kind: 'void',
        reason: 'Duplicate entry',
        reversedOn: '2026-11-20',
        reversedBy: { name: 'adminA user' },
      },
    });
    expect(change.student.balance).toEqual({ balancePaise: 650_000, collectedPaise: 0, pendingPaise: 0 });
    expect(change.periods[1]).toEqual({ label: 'Nov-Dec', status: 'overdue', settledPaise: 0, pendingPaise: 0 });
    expect(change.rows).toEqual([
      { month: '2026-11', paymentStatus: 'due', inProcess: 'complete', periodStatus: 'overdue' },
    ]);

    const after = await student(id);
    expect(after.payments).toEqual([{ id: cash.id, status: 'voided', reversal: { kind: 'void' } }]);
    // Newest first: the void on 20 Nov puts the Rs. 6,500 back; the payment keeps its line on 18 Nov.
    expect(after.ledgerLines.items).toEqual([
      {
        date: '2026-11-20',
        item: `Payment ${cash.receiptNumber} voided: Duplicate entry`,
        chargePaise: 650_000,
        paymentPaise: null,
        balancePaise: 650_000,
        payment: { id: cash.id, status: 'voided' },
      },
      {
        date: '2026-11-18',
        item: 'Payment by Cash (voided)',
        chargePaise: null,
        paymentPaise: 650_000,
        balancePaise: 0,
        payment: { id: cash.id, status: 'voided' },
      },
      expect.objectContaining({ date: '2026-11-05', item: 'Rent Nov-Dec', balancePaise: 650_000 }),
    ]);
    const log = await api.t.app.get(DataSource).manager.findOneByOrFail(Activity, {
      action: 'payment.voided',
      subjectId: Number(id),
    });
    expect(log.detail).toBe(`Payment ${cash.receiptNumber} voided: Duplicate entry`);

    const text = await receiptText(cash.id);
    expect(text).toContain('VOID: this payment was voided on 20 Nov 2026.');
    expect(text).toContain('Reason: Duplicate entry');
    expect(text).not.toContain('Received with thanks');

    // The next payment settles the period again, as if the voided one had never been.
    expect((await pay(id, 'cash')).settles).toBe('Nov–Dec 2026');
    expect((await student(id)).balance.balancePaise).toBe(0);
  });

  it('rejects a pending payment: it leaves pending on its day, moves no balance and cannot be verified', async () => {
    const id = await resident('Bharat Iyer');
    const upi = await pay(id, 'upi');
    // Item 10: what a payment waiting for an admin covers reads "Paid, awaiting verification", not Overdue.
    expect((await student(id)).rentPeriods[1]).toEqual({ label: 'Nov-Dec', status: 'awaiting_verification' });
    const row = (await api.ask(TABLE, { search: 'Bharat Iyer' })).body.data.studentPayments.items[0];
    expect(row).toEqual({ paymentStatus: 'due', inProcess: 'pending', periodStatus: 'awaiting_verification' });
    const pendingBefore = (await api.ask(`{ paymentSummary(month: "2026-11") { pendingVerificationPaise } }`)).body.data
      .paymentSummary.pendingVerificationPaise;

    const res = await reverse('reject', upi.id, 'UTR not in the bank statement');
    expect(api.errorOf(res)).toBeUndefined();
    const change = res.body.data.rejectPayment;
    expect(change.payment.status).toBe('rejected');
    expect(change.payment.reversal.kind).toBe('reject');
    expect(change.student.balance).toEqual({ balancePaise: 650_000, collectedPaise: 0, pendingPaise: 0 });
    expect(change.periods[1]).toMatchObject({ label: 'Nov-Dec', status: 'overdue' });
    expect(change.rows[0]).toMatchObject({ inProcess: 'complete', periodStatus: 'overdue' });
    const november = change.summaries.find((s: { month: string }) => s.month === '2026-11');
    expect(november.pendingVerificationPaise).toBe(pendingBefore - 650_000);

    const after = await student(id);
    expect(after.pendingPayments).toEqual([]);
    expect(after.ledgerLines.items[0]).toEqual({
      date: '2026-11-18',
      item: 'Payment by UPI (rejected)',
      chargePaise: null,
      paymentPaise: 650_000,
      balancePaise: 650_000,
      payment: { id: upi.id, status: 'rejected' },
    });
    expect(after.ledgerLines.items).toHaveLength(2);
    expect(api.errorOf(await api.ask(VERIFY, { id: upi.id }, 'adminA'))).toMatchObject({
      message: 'This payment was rejected on 20 Nov 2026: it cannot be verified.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await receiptText(upi.id)).toContain(
      'VOID: this payment was rejected (the money never arrived) on 20 Nov 2026.',
    );
  });

  it('refuses what does not fit the payment, says so in words, and names the reason field', async () => {
    const id = await resident('Chitra Nair');
    const cash = await pay(id, 'cash', 100_000);
    const upi = await pay(id, 'upi', 100_000);
    expect(api.errorOf(await reverse('reject', cash.id))).toMatchObject({
      message: 'Only a pending payment can be rejected; void it instead.',
      extensions: { code: 'CONFLICT', fields: [{ field: 'paymentId' }] },
    });
    expect(api.errorOf(await reverse('void', upi.id))).toMatchObject({
      message: 'Only a complete payment can be voided; reject it instead, as its money never counted.',
      extensions: { code: 'CONFLICT' },
    });
    for (const [reason, message] of [
      ['   ', 'Reason is required.'],
      ['ab', 'Reason must be at least 3 characters.'],
      ['x'.repeat(201), 'Reason can be at most 200 characters.'],
    ])
      expect(api.errorOf(await reverse('void', cash.id, reason))?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'reason', message }],
      });

    expect(api.errorOf(await reverse('void', cash.id))).toBeUndefined();
    for (const kind of ['void', 'reject'] as const)
      expect(api.errorOf(await reverse(kind, cash.id))).toMatchObject({
        message: `Payment ${cash.receiptNumber} was already voided on 20 Nov 2026.`,
        extensions: { code: 'CONFLICT' },
      });
    expect(api.errorOf(await api.ask(VERIFY, { id: cash.id }, 'adminA'))?.extensions.code).toBe('CONFLICT');
  });

  it('lets only an admin of the hostel void or reject', async () => {
    const id = await resident('Dev Malhotra');
    const cash = await pay(id, 'cash', 100_000);
    const upi = await pay(id, 'upi', 100_000);
    for (const who of ['wardenA', 'staffA', 'tenantA'] as Who[]) {
      expect(api.errorOf(await reverse('void', cash.id, 'Duplicate', who))?.extensions.code).toBe('FORBIDDEN');
      expect(api.errorOf(await reverse('reject', upi.id, 'Never arrived', who))?.extensions.code).toBe('FORBIDDEN');
    }
    expect(api.errorOf(await reverse('void', cash.id, 'Duplicate', 'adminB'))).toMatchObject({
      extensions: { code: 'NOT_FOUND', fields: [{ field: 'paymentId', message: 'Payment not found' }] },
    });
    expect(api.errorOf(await reverse('reject', upi.id, 'Never arrived', 'adminB'))?.extensions.code).toBe('NOT_FOUND');
    expect(api.errorOf(await reverse('void', '999999'))?.extensions.code).toBe('NOT_FOUND');
    const reversals = await api.t.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM payment_reversals WHERE student_id = ${Number(id)}`);
    expect(Number(reversals[0].n)).toBe(0);
    expect(api.errorOf(await reverse('reject', upi.id, 'Never arrived', 'superadmin'))).toBeUndefined();
  });

  it('answers a repeated submit with the first result and refuses its key for another payment', async () => {
    const id = await resident('Esha Kapoor');
    const first = await pay(id, 'cash', 100_000);
    const second = await pay(id, 'cash', 100_000);
    const input = { paymentId: first.id, reason: 'Recorded twice', idempotencyKey: key() };
    const once = await api.ask(VOID, { input }, 'adminA');
    const again = await api.ask(VOID, { input }, 'adminA');
    expect(api.errorOf(again)).toBeUndefined();
    expect(again.body.data.voidPayment.payment).toEqual(once.body.data.voidPayment.payment);
    expect(api.errorOf(await api.ask(VOID, { input: { ...input, paymentId: second.id } }, 'adminA'))).toMatchObject({
      extensions: { code: 'CONFLICT', fields: [{ field: 'idempotencyKey' }] },
    });
    expect((await student(id)).balance.balancePaise).toBe(650_000 - 100_000);
  });
});
