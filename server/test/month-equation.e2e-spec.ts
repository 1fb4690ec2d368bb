import { DataSource } from 'typeorm';
import { DEMO_ADMIN_PHONE } from '../src/database/seed/demo-data';
import { LedgerBook } from '../src/ledger/ledger-book.service';
import { startHostelApi } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { ledgerRowsOf, monthsOfRows, referenceMonth } from './support/month-reference';
import { noticeToPayout } from './support/checkout-flow';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';

const FIGURES = `openingBalancePaise rentBilledPaise extraBilledPaise billedPaise collectedPaise adjustmentsPaise
  closingBalancePaise closingOn pendingVerificationPaise refundsPaidPaise`;
const SUMMARY = `query ($month: String!) { paymentSummary(month: $month) { ${FIGURES} } }`;
const ROWS = `query ($month: String!, $part: MonthLedgerPart!, $page: Int) {
  monthLedgerRows(month: $month, part: $part, page: $page, pageSize: 100) {
    totalCount totalPaise items { id date studentId studentName item amountPaise receiptNumber reference } } }`;

/** Which figure each part of monthLedgerRows sums to. */
const PART_FIGURE = {
  RENT: 'rentBilledPaise',
  EXTRA: 'extraBilledPaise',
  COLLECTED: 'collectedPaise',
  ADJUSTMENTS: 'adjustmentsPaise',
  PENDING: 'pendingVerificationPaise',
  REFUNDS: 'refundsPaidPaise',
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers are untyped JSON here
type Ask = (query: string, variables: Record<string, unknown>) => Promise<{ body: Record<string, any> }>;

/**
 * Every figure of every month with a row, as Payment Details reads it, against the same figures worked out from
 * the ledger rows alone (support/month-reference.ts); each part's rows sum to its figure; a month's closing balance
 * is the next month's opening; the last closing balance is what the residents owe, resident by resident.
 */
async function expectMonthsReconcile(t: TestApp, ask: Ask, hostelId: number) {
  const rows = await ledgerRowsOf(t.app.get(DataSource), hostelId);
  const months = monthsOfRows(rows);
  expect(months.length).toBeGreaterThan(1);
  let previousClosing = 0;
  for (const month of months) {
    const res = await ask(SUMMARY, { month });
    expect(res.body.errors).toBeUndefined();
    const summary = res.body.data.paymentSummary;
    const { closingOn, billedPaise, ...figures } = summary;
    expect({ month, ...figures }).toEqual({ month, ...referenceMonth(rows, month) });
    expect(billedPaise).toBe(summary.rentBilledPaise + summary.extraBilledPaise);
    expect(closingOn.slice(0, 7)).toBe(month);
    expect(summary.openingBalancePaise).toBe(previousClosing);
    previousClosing = summary.closingBalancePaise;
    for (const [part, figure] of Object.entries(PART_FIGURE)) {
      let page = 1;
      let listed = 0;
      let total = 0;
      for (;;) {
        const answer = (await ask(ROWS, { month, part, page })).body;
        expect(answer.errors).toBeUndefined();
        const { items, totalPaise, totalCount } = answer.data.monthLedgerRows;
        expect({ month, part, totalPaise }).toEqual({ month, part, totalPaise: summary[figure] });
        listed += items.length;
        total += items.reduce((s: number, r: { amountPaise: number }) => s + r.amountPaise, 0);
        if (listed >= totalCount || !items.length) break;
        page += 1;
      }
      expect({ month, part, total }).toEqual({ month, part, total: summary[figure] });
    }
  }
  const ledger = t.app.get(LedgerBook);
  const students = (await t.app.get(DataSource).query(`SELECT id FROM students WHERE hostel_id = ${hostelId}`)) as {
    id: number;
  }[];
  let owed = 0;
  for (const { id } of students) owed += (await ledger.state(null, Number(id))).allocation.balancePaise;
  expect(previousClosing).toBe(owed);
}

describe.each(TEST_DATABASES)('the month equation on %s', (db) => {
  describe('on the demo data', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await startTestApp(db, { SEED_DEMO_DATA: 'true' });
      token = await loginAs(t, DEMO_ADMIN_PHONE);
    }, 120_000); // the whole demo hostel is seeded through the services
    afterAll(() => t.close());

    it('reconciles every demo month: opening + billed − collected + adjustments = closing, from the rows', async () => {
      const [{ hostel_id }] = (await t.app
        .get(DataSource)
        .query(`SELECT hostel_id FROM users WHERE phone_number = '${DEMO_ADMIN_PHONE}'`)) as { hostel_id: number }[];
      await expectMonthsReconcile(t, (query, variables) => graphql(t, query, variables, token).expect(200), hostel_id);
      expect(await brokenMoneyInvariants(t)).toEqual({});
    });
  });

  describe('on a generated month', () => {
    let api: Awaited<ReturnType<typeof startHostelApi>>;
    let keys = 0;
    const key = () => `equation-${db}-${++keys}`;
    beforeAll(async () => {
      api = await startHostelApi(db);
    });
    afterAll(() => api.close());
    afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

    const must = async (answer: ReturnType<typeof api.ask>) => {
      const res = await answer;
      expect(api.errorOf(res)).toBeUndefined();
      return res.body.data;
    };

    it('reconciles rent, extra charges, cash and UPI payments, a void, a reject, a discount and a refund', async () => {
      const room = await api.newRoom('adminA', 4);
      const ids: string[] = [];
      for (const [bed, moveInDate] of [
        [0, '2026-08-12'],
        [1, '2026-09-03'],
        [2, '2026-10-25'],
        [3, '2026-11-02'],
      ] as const)
        ids.push((await api.checkIn(room, bed, 'wardenA', { moveInDate })).student.id);
      const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
      const pay = (studentId: string, amountPaise: number, method: string, paidOn: string, reference?: string) =>
        must(
          api.ask(
            PAY,
            { input: { studentId, amountPaise, method, paidOn, reference, idempotencyKey: key() } },
            'wardenA',
          ),
        );
      await pay(ids[0], 650_000, 'cash', '2026-08-12');
      await pay(ids[0], 1_300_000, 'bank_transfer', '2026-10-02', 'NEFT00012345');
      // A cash payment of October voided in November (a duplicate entry), a UPI payment that never arrived rejected.
      const duplicate = (await pay(ids[0], 650_000, 'cash', '2026-10-03')).recordPayment.payment.id;
      const never = (await pay(ids[2], 300_000, 'upi', '2026-11-19', '633012349000')).recordPayment.payment.id;
      const reverse = (mutation: string, paymentId: string, reason: string) =>
        must(
          api.ask(
            `mutation ($input: ReversePaymentInput!) { ${mutation}(input: $input) { payment { id status } } }`,
            { input: { paymentId, reason, idempotencyKey: key() } },
            'adminA',
          ),
        );
      await reverse('voidPayment', duplicate, 'Duplicate entry of the October rent');
      await reverse('rejectPayment', never, 'Money never reached the bank account');
      const upi = (await pay(ids[1], 650_000, 'upi', '2026-11-04', '633012349876')).recordPayment.payment.id;
      await pay(ids[1], 400_000, 'upi', '2026-11-18', '633012349877');
      await must(api.ask(`mutation ($id: ID!) { verifyPayment(id: $id) { payment { id } } }`, { id: upi }, 'adminA'));
      await must(
        api.ask(
          `mutation ($input: AddChargesInput!) { addCharges(input: $input) { count } }`,
          {
            input: { studentIds: ids.slice(0, 3), amountPaise: 31_550, reason: 'electric', idempotencyKey: key() },
          },
          'wardenA',
        ),
      );
      await must(
        api.ask(
          `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id } } }`,
          {
            input: {
              studentIds: [ids[2]],
              kind: 'one_time_discount',
              amountPaise: 50_000,
              effectiveDate: '2026-11-20',
              comment: 'Festival offer',
              idempotencyKey: key(),
            },
          },
          'adminA',
        ),
      );
      const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) { checkout { id } } }`;
      await noticeToPayout(api, ids[3], '2026-11-10', REFUND, key);

      await expectMonthsReconcile(
        api.t,
        (query, variables) => api.ask(query, variables, 'adminA'),
        Number(api.seed.hostelA.id),
      );
    });

    it('lists the rows of the caller’s hostel only, and refuses a part or month that does not exist', async () => {
      const other = await api.ask(ROWS, { month: '2026-11', part: 'RENT' }, 'adminB');
      expect(api.errorOf(other)).toBeUndefined();
      expect(other.body.data.monthLedgerRows).toEqual({ totalCount: 0, totalPaise: 0, items: [] });
      const bad = await api.ask(ROWS, { month: '2026-13', part: 'RENT' }, 'adminA');
      expect(api.errorOf(bad)?.extensions.code).toBe('BAD_USER_INPUT');
      const refused = await api.ask(ROWS, { month: '2026-11', part: 'RENT' }, 'tenantA');
      expect(api.errorOf(refused)?.extensions.code).toBe('FORBIDDEN');
    });
  });
});
