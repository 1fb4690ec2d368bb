import { DataSource } from 'typeorm';
import { Charge } from '../src/ledger/charges/charge.entity';
import { Checkout } from '../src/ledger/checkout/checkout.entity';
import { LedgerBook } from '../src/ledger/ledger-book.service';
import { Refund } from '../src/ledger/checkout/refund.entity';
import { ApiRoom, startHostelApi } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { graphql } from './support/session';
import { TEST_DATABASES } from './support/test-app';

/** Rs. 10,00,000 a month: the most the check-in form takes. */
const RENT = 100_000_000;
/** GraphQL's Int stops here (Rs. 2,14,74,836.47); every amount below passes it. */
const INT_MAX = 2_147_483_647;

const STUDENT = `query ($id: ID!) { student(id: $id) {
  balance { chargedPaise collectedPaise pendingPaise balancePaise }
  ledgerLines(pageSize: 50) { totalCount items { chargePaise paymentPaise balancePaise } }
  rentPeriods(count: 2) { amountPaise settledPaise pendingPaise }
  rentTerms { monthlyRentPaise }
} }`;
const SUMMARY = `query ($month: String!) { paymentSummary(month: $month) {
  residentsBilled billedPaise collectedPaise pendingVerificationPaise duePaise overduePaise } }`;
const TABLE = `query ($month: String!) { studentPayments(month: $month, pageSize: 50) {
  totalCount items { rentAmountPaise settledPaise pendingPaise student { id balance { balancePaise } } } } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) {
  payment { amountPaise } student { balance { balancePaise collectedPaise } } } }`;

describe.each(TEST_DATABASES)('money past 2^31 paise on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let bigId: string;
  let keys = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    // Moved in two years before today (2026-11-20) at the most rent the form takes: 25 periods billed at check-in.
    const room = await api.newRoom('adminA', 12);
    bigId = (await api.checkIn(room, 0, 'wardenA', { moveInDate: '2024-11-20', monthlyRentPaise: RENT })).student.id;
    // 21 more at the same rent from 2026-11-01: 22 residents billed Rs. 10,00,000 each in November.
    const rooms: ApiRoom[] = [room, await api.newRoom('adminA', 10)];
    for (let n = 1; n <= 21; n++)
      await api.checkIn(rooms[n < 12 ? 0 : 1], n < 12 ? n : n - 12, 'wardenA', {
        moveInDate: '2026-11-01',
        monthlyRentPaise: RENT,
      });
  }, 120_000);
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  const record = (studentId: string, amountPaise: unknown) =>
    graphql(
      api.t,
      RECORD,
      {
        input: { studentId, amountPaise, method: 'cash', paidOn: '2026-11-18', idempotencyKey: `big-${db}-${++keys}` },
      },
      api.tokens.wardenA,
    );

  it('answers a balance of 25 × Rs. 10,00,000 to the paisa, with its ledger lines and periods', async () => {
    const res = await api.ask(STUDENT, { id: bigId });
    expect(res.body.errors).toBeUndefined();
    const student = res.body.data.student;
    expect(25 * RENT).toBeGreaterThan(INT_MAX);
    expect(student.balance).toEqual({
      chargedPaise: 25 * RENT,
      collectedPaise: 0,
      pendingPaise: 0,
      balancePaise: 25 * RENT,
    });
    expect(student.ledgerLines.totalCount).toBe(25);
    // Newest first: the running balance of the last line is the whole of it.
    expect(student.ledgerLines.items[0]).toEqual({ chargePaise: RENT, paymentPaise: null, balancePaise: 25 * RENT });
    expect(student.ledgerLines.items.map((line: { balancePaise: number }) => line.balancePaise)).toEqual(
      Array.from({ length: 25 }, (_, i) => (25 - i) * RENT),
    );
    expect(student.rentTerms).toEqual({ monthlyRentPaise: RENT });
  });

  it('adds up payments past 2^31 on the resident and in the month totals', async () => {
    for (let i = 0; i < 22; i++) {
      const res = await record(bigId, RENT);
      expect(res.body.errors).toBeUndefined();
    }
    const res = await api.ask(STUDENT, { id: bigId });
    expect(res.body.data.student.balance).toEqual({
      chargedPaise: 25 * RENT,
      collectedPaise: 22 * RENT,
      pendingPaise: 0,
      balancePaise: 3 * RENT,
    });

    // The hostel's November: 22 residents billed (the big one's 2026-11-20 period within its grace days, the 21
    // others' 2026-11-01 periods past them), 22 payments collected on 2026-11-18.
    const summary = (await api.ask(SUMMARY, { month: '2026-11' }, 'adminA')).body;
    expect(summary.errors).toBeUndefined();
    expect(summary.data.paymentSummary).toEqual({
      residentsBilled: 22,
      billedPaise: 22 * RENT,
      collectedPaise: 22 * RENT,
      pendingVerificationPaise: 0,
      duePaise: RENT,
      overduePaise: 21 * RENT,
    });
    const table = (await api.ask(TABLE, { month: '2026-11' }, 'adminA')).body;
    expect(table.errors).toBeUndefined();
    expect(table.data.studentPayments.totalCount).toBe(22);
    const big = table.data.studentPayments.items.find((row: { student: { id: string } }) => row.student.id === bigId);
    expect(big).toMatchObject({
      rentAmountPaise: RENT,
      settledPaise: 0,
      student: { balance: { balancePaise: 3 * RENT } },
    });
  });

  it('refuses a Money input that is not a whole number of paise, naming its field', async () => {
    const refused = async (amountPaise: unknown) => {
      const res = await record(bigId, amountPaise);
      const [error] = res.body.errors;
      return {
        status: res.status,
        code: error.extensions.code,
        fields: error.extensions.fields,
        message: error.message,
      };
    };
    const whole = 'Amount must be a whole number of paise.';
    expect(await refused(1.5)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'amountPaise', message: whole }],
      message: whole,
    });
    expect(await refused('100')).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'amountPaise', message: 'Amount must be a number of paise, not text.' }],
    });
    expect(await refused(2 ** 53)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'amountPaise', message: 'Amount must be from -9007199254740991 to 9007199254740991 paise.' }],
    });
    // A safe integer reaches the form's own bound, with its own words.
    expect(await refused(RENT + 1)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'amountPaise', message: 'Amount cannot be more than Rs. 10,00,000.' }],
    });
    // Nested in a list of an input, the field is named as validation names it.
    const preview = await graphql(
      api.t,
      `
        query ($checkoutId: ID!, $deductions: [DeductionInput!]!) {
          settlementPreview(checkoutId: $checkoutId, deductions: $deductions) {
            refundPaise
          }
        }
      `,
      {
        checkoutId: '1',
        deductions: [
          { kind: 'damage', amountPaise: 100, note: 'Fan' },
          { kind: 'damage', amountPaise: 0.5, note: 'Tap' },
        ],
      },
      api.tokens.adminA,
    );
    expect(preview.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'deductions.1.amountPaise', message: whole }],
    });
    // Written in the document, the amount is refused while the document is checked, in the same words.
    const inline = await graphql(
      api.t,
      `mutation { recordPayment(input: { studentId: "${bigId}", amountPaise: 1.5, method: cash, paidOn: "2026-11-18", idempotencyKey: "inline-key-1" }) { payment { id } } }`,
      {},
      api.tokens.wardenA,
    );
    expect(inline.body.errors[0].message).toContain(whole);
  });

  it('keeps settlement and refund amounts past 2^31 in the database, and answers them', async () => {
    const data = api.t.app.get(DataSource);
    const room = await api.newRoom('adminA', 1);
    const { student } = await api.checkIn(room, 0, 'wardenA', { monthlyRentPaise: RENT, depositPaise: RENT });
    const studentId = Number(student.id);
    const hostelId = api.seed.hostelA.id;
    const userId = (await data.query('SELECT id FROM users ORDER BY id LIMIT 1'))[0].id as number;
    // A settled resident who owed 30 months (Rs. 3,00,00,000) and a credit refund of as much: rows as the checkout writes them.
    const { identifiers } = await data.manager.insert(Checkout, {
      hostelId,
      studentId,
      noticeDate: '2026-11-20',
      moveOutDate: '2026-12-20',
      status: 'refunded',
      noticedBy: userId,
    });
    const checkoutId = Number(identifiers[0].id);
    await data.manager.insert(Refund, {
      hostelId,
      studentId,
      checkoutId,
      amountPaise: 30 * RENT,
      method: 'cash',
      reference: null,
      paidOn: '2026-11-20',
      depositPaise: RENT,
      duesPaise: 30 * RENT,
      deductionsPaise: 0,
      appliedPaise: RENT,
      stillOwedPaise: 29 * RENT,
      recordedBy: userId,
    });
    await data.manager.insert(Charge, {
      hostelId,
      studentId,
      kind: 'adjustment',
      label: 'Credit refunded',
      amountPaise: 30 * RENT,
      dueDate: '2026-11-20',
      createdBy: userId,
    });
    // As the checkout does after writing its rows: the resident's months and the month equation follow them.
    await api.t.app.get(LedgerBook).project(data.manager, studentId, hostelId);

    const refund = await data.manager.findOneByOrFail(Refund, { checkoutId });
    expect(refund).toMatchObject({ amountPaise: 30 * RENT, duesPaise: 30 * RENT, stillOwedPaise: 29 * RENT });
    const charge = await data.manager.findOneByOrFail(Charge, { studentId, kind: 'adjustment' });
    expect(charge.amountPaise).toBe(30 * RENT);

    const res = await api.ask(
      `query ($id: ID!, $student: ID!) {
        checkout(id: $id) { status settlement { depositPaise duesPaise appliedPaise refundPaise stillOwedPaise } refund { amountPaise } }
        student(id: $student) { balance { balancePaise } }
      }`,
      { id: String(checkoutId), student: student.id },
      'adminA',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      checkout: {
        status: 'refunded',
        settlement: {
          depositPaise: RENT,
          duesPaise: 30 * RENT,
          appliedPaise: RENT,
          refundPaise: 30 * RENT,
          stillOwedPaise: 29 * RENT,
        },
        refund: { amountPaise: 30 * RENT },
      },
      // The month billed at check-in, and the credit refunded.
      student: { balance: { balancePaise: 31 * RENT } },
    });
  });
});
