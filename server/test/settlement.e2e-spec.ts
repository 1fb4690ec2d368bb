import { DataSource } from 'typeorm';
import { CheckoutRecords } from '../src/ledger/checkout/checkout-records.service';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';
import { pdfText } from './support/pdf-text';

const SETTLEMENT = `depositPaise duesPaise deductionsPaise appliedPaise refundPaise stillOwedPaise
  lines { kind label date startDate endDate amountPaise note }`;
const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id moveOutDate } }`;
const PREVIEW = `query ($checkoutId: ID!, $deductions: [DeductionInput!]!) {
  settlementPreview(checkoutId: $checkoutId, deductions: $deductions) { ${SETTLEMENT} } }`;
const PREPARE = `mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) { id } }`;
const APPROVE = `mutation ($id: ID!) { approveSettlement(checkoutId: $id) { id } }`;
const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) {
  checkout { id status settlement { ${SETTLEMENT} } refund { amountPaise method reference paidOn paidBy } }
  student { id archived balance { balancePaise } } } }`;
const RULE = `mutation ($rule: LastPeriodRule!) { setLastPeriodRule(rule: $rule) { id lastPeriodRule } }`;
const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
const STUDENT = `query ($id: ID!) { student(id: $id) {
  deposit { amountPaise settlement { appliedPaise refundedPaise settledOn method reference paidBy } }
  ledgerLines(pageSize: 10) { items { id item chargePaise paymentPaise } }
  balance { balancePaise } } }`;
const CHECKOUTS = `query ($state: CheckoutListState) { checkouts(state: $state) { totalCount items { id status } } }`;
const DEPOSITS = `query ($search: String) { depositList(search: $search) { items { student { name archived }
  settlement { appliedPaise refundedPaise } } } }`;

type Line = { kind: string; amountPaise: number; label: string; note: string | null };
type Figures = { duesPaise: number; deductionsPaise: number; lines: Line[] };
const sum = (lines: Line[]) => lines.reduce((total, l) => total + l.amountPaise, 0);
/** The lines add up to the figures: dues from the lines other than deductions, deductions from theirs. */
function expectLinesAddUp(s: Figures) {
  expect(sum(s.lines.filter((l) => l.kind !== 'deduction'))).toBe(s.duesPaise);
  expect(sum(s.lines.filter((l) => l.kind === 'deduction'))).toBe(s.deductionsPaise);
}

/**
 * Itemised settlements and refunds on the record (issue 21, items 3 and 4). The test clock's day is 2026-11-20;
 * residents pay Rs. 6,500 a month with a Rs. 9,000 deposit.
 */
describe.each(TEST_DATABASES)('itemised settlements and refunds on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let keys = 0;
  const key = () => `settlement-${db}-${++keys}`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 6);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  const must = async (answer: ReturnType<typeof api.ask>) => {
    const res = await answer;
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data;
  };
  const setRule = (rule: 'full' | 'pro_rata') => must(api.ask(RULE, { rule }, 'adminA'));
  /** Checks a resident in and gives notice; answers the resident's and the checkout's ids. */
  async function noticed(bed: number, name: string, moveInDate: string, noticeDate: string, noticePeriodDays = 30) {
    const { student } = await api.checkIn(room, bed, 'wardenA', { name, moveInDate, noticePeriodDays });
    const notice = (
      await must(api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: student.id, noticeDate } }))
    ).giveNotice;
    return { studentId: student.id, checkoutId: notice.id as string, moveOutDate: notice.moveOutDate as string };
  }
  const preview = async (checkoutId: string, deductions: unknown[] = []) =>
    (await must(api.ask(PREVIEW, { checkoutId, deductions }))).settlementPreview;
  async function payout(checkoutId: string, deductions: unknown[], method = 'cash', reference?: string) {
    await must(api.ask(PREPARE, { input: { idempotencyKey: key(), checkoutId, deductions } }, 'wardenA'));
    await must(api.ask(APPROVE, { id: checkoutId }, 'adminA'));
    const input = { idempotencyKey: key(), checkoutId, method, reference, paidOn: '2026-11-20' };
    return (await must(api.ask(REFUND, { input }, 'adminA'))).payRefund;
  }

  it('lets an admin set the last period rule for their hostel only (full by default), logged', async () => {
    const read = `{ hostel { lastPeriodRule } }`;
    expect((await must(api.ask(read, {}, 'staffA'))).hostel.lastPeriodRule).toBe('full');
    expect(api.errorOf(await api.ask(RULE, { rule: 'pro_rata' }, 'wardenA'))?.extensions.code).toBe('FORBIDDEN');
    const other = `mutation ($id: ID) { setLastPeriodRule(rule: pro_rata, id: $id) { id } }`;
    const mine = (await must(api.ask(read.replace('lastPeriodRule', 'id'), {}, 'adminA'))).hostel.id;
    expect(api.errorOf(await api.ask(other, { id: mine }, 'adminB'))?.extensions.code).toBe('NOT_FOUND');
    expect((await setRule('pro_rata')).setLastPeriodRule.lastPeriodRule).toBe('pro_rata');
    const logged = await api.t.app
      .get(DataSource)
      .query(`SELECT detail FROM activities WHERE action = 'hostel.settings_changed' ORDER BY id DESC`);
    expect(logged[0].detail).toBe('Last rent period of a stay: Full period → Days stayed (pro rata)');
    await setRule('full');
  });

  it('lists the lines that make the dues (each period with its dates, payments, deductions) and they add up', async () => {
    await setRule('full');
    // Periods from the 6th; a 36-day notice on 20 Nov: the stay ends on 26 Dec.
    const r = await noticed(0, 'Kavya Menon', '2026-09-06', '2026-11-20', 36);
    expect(r.moveOutDate).toBe('2026-12-26');
    const paid = { studentId: r.studentId, amountPaise: 1_000_000, method: 'cash', paidOn: '2026-11-20' };
    await must(api.ask(PAY, { input: { ...paid, idempotencyKey: key() } }));
    const deductions = [{ kind: 'damage', amountPaise: 50_000, note: 'Broken chair' }];
    const s = await preview(r.checkoutId, deductions);
    // Sep, Oct and Nov billed (Rs. 19,500) − Rs. 10,000 paid + Dec-Jan in full (the full-period rule).
    expect(s).toMatchObject({ duesPaise: 1_600_000, deductionsPaise: 50_000, refundPaise: 0, stillOwedPaise: 750_000 });
    expectLinesAddUp(s);
    expect(s.lines).toEqual([
      // Sep-Oct is paid: it is the balance brought forward to the oldest period still open.
      {
        kind: 'balance',
        label: 'Balance before 6 Oct 2026',
        amountPaise: 650_000,
        date: null,
        startDate: null,
        endDate: null,
        note: null,
      },
      {
        kind: 'rent',
        label: 'Rent Oct-Nov',
        amountPaise: 650_000,
        date: '2026-10-06',
        startDate: '2026-10-06',
        endDate: '2026-11-05',
        note: null,
      },
      {
        kind: 'rent',
        label: 'Rent Nov-Dec',
        amountPaise: 650_000,
        date: '2026-11-06',
        startDate: '2026-11-06',
        endDate: '2026-12-05',
        note: null,
      },
      expect.objectContaining({
        kind: 'payment',
        label: expect.stringMatching(/^Payment received by Cash, receipt R-\d{6}$/),
        amountPaise: -1_000_000,
        date: '2026-11-20',
      }),
      {
        kind: 'rent',
        label: 'Rent Dec-Jan',
        amountPaise: 650_000,
        date: '2026-12-06',
        startDate: '2026-12-06',
        endDate: '2027-01-05',
        note: 'Billed at the payout',
      },
      {
        kind: 'deduction',
        label: 'Damage',
        amountPaise: 50_000,
        note: 'Broken chair',
        date: null,
        startDate: null,
        endDate: null,
      },
    ]);
  });

  it('bills the last period for the days stayed under the pro-rata rule: 20 of 31 days for a stay ending 26 Dec', async () => {
    await setRule('pro_rata');
    const r = await noticed(1, 'Rohan Iyer', '2026-09-06', '2026-11-20', 36);
    const s = await preview(r.checkoutId);
    // Dec 6 – Jan 5 has 31 days; 6 to 25 Dec are stayed (the move-out day is not): Rs. 6,500 × 20 / 31.
    const last = Math.round((650_000 * 20) / 31);
    expect(s.duesPaise).toBe(1_950_000 + last);
    expectLinesAddUp(s);
    expect(s.lines.at(-1)).toMatchObject({
      label: 'Rent Dec-Jan',
      amountPaise: last,
      note: '20 of 31 days (billed at the payout)',
    });
    const done = await payout(r.checkoutId, []);
    // At the payout the period is billed (for the days stayed): the same figures, its line now a ledger row.
    const { lines: paidLines, ...figures } = done.checkout.settlement;
    const { lines: _previewLines, ...previewed } = s;
    expect(figures).toEqual(previewed);
    expectLinesAddUp(done.checkout.settlement);
    expect(paidLines).toContainEqual(
      expect.objectContaining({ kind: 'rent', label: 'Rent Dec-Jan (20 of 31 days)', amountPaise: last }),
    );
    expect(done.student.balance.balancePaise).toBe(done.checkout.settlement.stillOwedPaise);
    const lines = (await must(api.ask(STUDENT, { id: r.studentId }))).student.ledgerLines.items;
    expect(lines).toContainEqual(expect.objectContaining({ item: 'Rent Dec-Jan (20 of 31 days)', chargePaise: last }));
    // The rent job bills the same under the rule: nothing left to bill.
    await setRule('full');
  });

  it('takes back the days after the move-out date of a last period billed in full, under the pro-rata rule', async () => {
    await setRule('full');
    // Notice dated back: the stay ends today, 20 Nov, inside Nov 10 – Dec 9, billed in full on 10 Nov.
    const full = await noticed(2, 'Meera Pillai', '2026-09-10', '2026-10-21');
    expect((await preview(full.checkoutId)).duesPaise).toBe(1_950_000);
    await setRule('pro_rata');
    const s = await preview(full.checkoutId);
    const stayed = Math.round((650_000 * 10) / 30);
    expect(s.duesPaise).toBe(1_300_000 + stayed);
    expectLinesAddUp(s);
    expect(s.lines.at(-1)).toMatchObject({
      kind: 'credit',
      label: 'Reversal: Rent Nov-Dec',
      amountPaise: -(650_000 - stayed),
      note: 'Days after the move-out date, 20 Nov 2026: 10 of 30 days stayed',
    });
    const done = await payout(full.checkoutId, []);
    expect(done.checkout.settlement.duesPaise).toBe(s.duesPaise);
    expect(done.student).toMatchObject({ archived: true, balance: { balancePaise: s.duesPaise - 900_000 } });
    // Left and refunded: the deposit is listed with what became of it.
    const deposits = (await must(api.ask(DEPOSITS, { search: 'Meera' }))).depositList.items;
    expect(deposits).toEqual([
      { student: { name: 'Meera Pillai', archived: true }, settlement: { appliedPaise: 900_000, refundedPaise: 0 } },
    ]);
    await setRule('full');
  });

  it('puts the refund on the ledger (method, reference, who paid it) without moving the balance; the deposit reads Refunded and Applied; a voucher PDF', async () => {
    await setRule('full');
    const r = await noticed(3, 'Farah Khan', '2026-11-10', '2026-11-20');
    // Nov-Dec and Dec-Jan (the notice period) paid in advance.
    await must(
      api.ask(PAY, {
        input: {
          studentId: r.studentId,
          amountPaise: 1_300_000,
          method: 'cash',
          paidOn: '2026-11-20',
          idempotencyKey: key(),
        },
      }),
    );
    const before = (await must(api.ask(STUDENT, { id: r.studentId }, 'adminA'))).student;
    expect(before.deposit.settlement).toBeNull();
    // The voucher exists once the refund is paid.
    const voucherOf = (who: Who) =>
      api.t
        .http()
        .get(`/api/checkouts/${r.checkoutId}/refund-voucher`)
        .set('Authorization', `Bearer ${api.tokens[who]}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    expect((await voucherOf('adminA')).status).toBe(404);

    const done = await payout(
      r.checkoutId,
      [{ kind: 'cleaning', amountPaise: 100_000, note: 'Deep cleaning' }],
      'upi',
      'UTR998877',
    );
    expect(done.checkout.refund).toEqual({
      amountPaise: 800_000,
      method: 'upi',
      reference: 'UTR998877',
      paidOn: '2026-11-20',
      paidBy: 'adminA user',
    });
    expectLinesAddUp(done.checkout.settlement);
    const after = (await must(api.ask(STUDENT, { id: r.studentId }, 'adminA'))).student;
    expect(after.balance.balancePaise).toBe(0);
    expect(after.ledgerLines.items).toContainEqual({
      id: expect.stringMatching(/^refund:\d+$/),
      item: 'Deposit refunded Rs. 8,000 by UPI (ref UTR998877), paid by adminA user',
      chargePaise: null,
      paymentPaise: null,
    });
    expect(after.deposit.settlement).toEqual({
      appliedPaise: 100_000,
      refundedPaise: 800_000,
      settledOn: '2026-11-20',
      method: 'upi',
      reference: 'UTR998877',
      paidBy: 'adminA user',
    });

    // Paid settlements stay findable; open ones are listed apart.
    const paidList = (await must(api.ask(CHECKOUTS, { state: 'paid' }, 'staffA'))).checkouts.items;
    expect(paidList.map((c: { id: string }) => c.id)).toContain(r.checkoutId);
    const open = (await must(api.ask(CHECKOUTS, {}, 'staffA'))).checkouts.items;
    expect(open.map((c: { id: string }) => c.id)).not.toContain(r.checkoutId);

    // The month's refunds for the lead's CSV and totals.
    const [{ hostel_id }] = await api.t.app
      .get(DataSource)
      .query(`SELECT hostel_id FROM checkouts WHERE id = ${Number(r.checkoutId)}`);
    const month = await api.t.app
      .get(CheckoutRecords)
      .refundsPaidBetween(Number(hostel_id), '2026-11-01', '2026-11-30');
    expect(month).toContainEqual(
      expect.objectContaining({
        residentName: 'Farah Khan',
        amountPaise: 800_000,
        method: 'upi',
        reference: 'UTR998877',
        paidOn: '2026-11-20',
        paidBy: 'adminA user',
      }),
    );
    expect(
      await api.t.app.get(CheckoutRecords).refundsPaidBetween(Number(hostel_id), '2026-12-01', '2026-12-31'),
    ).toEqual([]);

    const pdf = await voucherOf('staffA');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    for (const part of [
      'Hostel A',
      'Deposit Refund Voucher',
      'Farah Khan',
      'Rs. 9,000',
      'Rent Nov-Dec',
      'Cleaning',
      'Deep cleaning',
      'Deposit applied to dues and deductions Rs. 1,000',
      'Refunded Rs. 8,000',
      'UPI',
      'UTR998877',
      'Paid by: adminA user',
      '20 Nov 2026',
      'Received by the resident (signature)',
    ])
      expect(text).toContain(part);
    expect((await voucherOf('adminB')).status).toBe(404);
  });
});
