import { DataSource, QueryRunner } from 'typeorm';
import { HostelsService } from '../src/hostels/hostels.service';
import { ApiRoom, GqlResponse, startHostelApi, Who } from './support/hostel-api';
import { graphql, loginAs } from './support/session';
import { brokenMoneyInvariants } from './support/invariants';
import { seedTwoHostels } from './support/users';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';

/** More copies of each request at once than PostgreSQL's pool has connections (10). */
const COPIES = 25;

/** Codes that are a client's answer; anything else (an internal error, busy, no answer) fails. */
const CLIENT_CODES = ['CONFLICT', 'BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN'];

describe.each(TEST_DATABASES)('every money query and mutation under more requests than connections on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  const residents: string[] = [];
  const checkouts: string[] = [];
  let upiPaymentId: string;
  let pendingChangeId: string;
  let invoiceId: string;

  beforeAll(async () => {
    api = await startHostelApi(db);
    const rooms: ApiRoom[] = [];
    for (let i = 0; i < 4; i++) rooms.push(await api.newRoom('adminA', 4));
    // 14 residents since 2026-10-05; 12 of them under notice, so the Checkout page's first page has 10 settlements.
    for (let i = 0; i < 14; i++) {
      const { student } = await api.checkIn(rooms[i % 4], Math.floor(i / 4), 'wardenA', {
        name: `Load Resident ${i + 1}`,
        moveInDate: '2026-10-05',
      });
      residents.push(student.id);
    }
    for (const studentId of residents.slice(0, 12)) {
      const res = await api.ask(
        'mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id } }',
        { input: { studentId, noticeDate: '2026-11-10', idempotencyKey: `load-notice-${db}-${studentId}` } },
        'wardenA',
      );
      checkouts.push(res.body.data.giveNotice.id);
    }
    // Checkout 1 prepared, checkout 2 prepared and approved (ready for its refund).
    for (const id of checkouts.slice(0, 2))
      await api.ask(
        'mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) { id } }',
        {
          input: {
            checkoutId: id,
            deductions: [{ kind: 'damage', amountPaise: 10_000, note: 'Chair' }],
            idempotencyKey: `load-settlement-${db}-${id}`,
          },
        },
        'wardenA',
      );
    await api.ask('mutation ($id: ID!) { approveSettlement(checkoutId: $id) { id } }', { id: checkouts[1] }, 'adminA');
    const upi = await api.ask(
      'mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }',
      {
        input: {
          studentId: residents[12],
          amountPaise: 100_000,
          method: 'upi',
          reference: '412345678901',
          paidOn: '2026-11-19',
          idempotencyKey: `load-upi-${db}`,
        },
      },
      'wardenA',
    );
    upiPaymentId = upi.body.data.recordPayment.payment.id;
    const change = await api.ask(
      'mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id } } }',
      {
        input: {
          studentIds: [residents[13]],
          kind: 'one_time_discount',
          amountPaise: 20_000,
          comment: 'Festival offer',
          effectiveDate: '2026-11-20',
          idempotencyKey: `load-discount-${db}`,
        },
      },
      'wardenA',
    );
    pendingChangeId = change.body.data.updateRent.changes[0].id;
    const data = api.t.app.get(DataSource);
    await api.t.app.get(HostelsService).setSubscriptionSince(data.manager, api.seed.hostelA.id, '2026-08-15');
    await api.ask('mutation { issueSubscriptionInvoices }', {}, 'superadmin');
    const invoices = await api.ask('{ subscriptionInvoices { items { id } } }', {}, 'adminA');
    invoiceId = invoices.body.data.subscriptionInvoices.items[0].id;
  }, 120_000);
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  /** Sends COPIES copies at once; answers each outcome: OK, or the error's code. */
  async function flood(query: string, variables: () => Record<string, unknown>, who: Who = 'adminA') {
    const answers: GqlResponse[] = await Promise.all(
      Array.from({ length: COPIES }, () => api.ask(query, variables(), who)),
    );
    return answers.map((res) => api.errorOf(res)?.extensions.code ?? 'OK');
  }
  const onlyOk = (outcomes: string[]) => expect(outcomes).toEqual(Array<string>(COPIES).fill('OK'));
  /** At least one OK and every other a client code: never an internal error, never busy. */
  const okOrRefused = (outcomes: string[]) => {
    expect(outcomes).toContain('OK');
    expect(outcomes.filter((code) => code !== 'OK' && !CLIENT_CODES.includes(code))).toEqual([]);
  };

  it.each([
    [
      'checkouts with each settlement',
      '{ checkouts(page: 1, pageSize: 10) { totalCount items { id settlement { refundPaise duesPaise } } } }',
    ],
    ['paymentSummary', '{ paymentSummary(month: "2026-11") { id billedPaise collectedPaise } }'],
    ['studentPayments', '{ studentPayments(month: "2026-11", pageSize: 25) { totalCount items { id } } }'],
    ['dues', '{ dues(pageSize: 25) { totalCount totals { balancePaise } items { id balancePaise student { id } } } }'],
    ['depositList', '{ depositList(pageSize: 25) { totalCount items { id amountPaise } } }'],
    ['rentChanges', '{ rentChanges(status: pending) { totalCount items { id } } }'],
    ['rentChangesWaiting', '{ rentChangesWaiting }'],
    ['subscription', '{ subscription { plan periodStart } }'],
    ['subscriptionInvoices', '{ subscriptionInvoices { totalCount items { id } } }'],
  ])('answers %s to every copy', async (_name, query) => {
    onlyOk(await flood(query, () => ({})));
  });

  it('answers a checkout, its settlement preview, a payment and a resident’s money to every copy', async () => {
    onlyOk(
      await flood('query ($id: ID!) { checkout(id: $id) { id settlement { refundPaise } } }', () => ({
        id: checkouts[3],
      })),
    );
    onlyOk(
      await flood(
        'query ($id: ID!) { settlementPreview(checkoutId: $id, deductions: [{ kind: other, amountPaise: 100, note: "Key" }]) { refundPaise } }',
        () => ({ id: checkouts[4] }),
      ),
    );
    onlyOk(await flood('query ($id: ID!) { payment(id: $id) { id status } }', () => ({ id: upiPaymentId })));
    onlyOk(
      await flood(
        'query ($id: ID!) { paymentPreview(studentId: $id, amountPaise: 700000) { balanceAfterPaise settles { label } } }',
        () => ({ id: residents[12] }),
      ),
    );
    onlyOk(
      await flood(
        `query ($id: ID!) { student(id: $id) { balance { balancePaise } rentPeriods { status }
          ledgerLines(pageSize: 10) { totalCount } pendingPayments { id } deposit { amountPaise } } }`,
        () => ({ id: residents[12] }),
      ),
    );
  });

  it('records payments: distinct keys each once, and one key once', async () => {
    let n = 0;
    const PAY = 'mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }';
    const input = (key: string) => ({
      input: {
        studentId: residents[13],
        amountPaise: 1_000,
        method: 'cash',
        paidOn: '2026-11-20',
        idempotencyKey: key,
      },
    });
    onlyOk(await flood(PAY, () => input(`load-distinct-${db}-${++n}`), 'wardenA'));
    onlyOk(await flood(PAY, () => input(`load-same-${db}`), 'wardenA'));
    const data = api.t.app.get(DataSource);
    const [{ n: rows }] = (await data.query(
      `SELECT COUNT(*) AS n FROM payments WHERE idempotency_key LIKE 'load-%' AND student_id = ${Number(residents[13])}`,
    )) as { n: string | number }[];
    expect(Number(rows)).toBe(COPIES + 1);
  });

  it.each<[string, string, Who]>([
    ['verifyPayment', 'mutation ($id: ID!) { verifyPayment(id: $id) { payment { id } } }', 'adminA'],
    ['decideRentChange', 'mutation ($id: ID!) { decideRentChange(id: $id, approve: true) { id } }', 'adminA'],
    ['giveNotice', 'mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id } }', 'wardenA'],
    [
      'prepareSettlement',
      'mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) { id } }',
      'wardenA',
    ],
    ['approveSettlement', 'mutation ($id: ID!) { approveSettlement(checkoutId: $id) { id } }', 'adminA'],
    ['payRefund', 'mutation ($input: PayRefundInput!) { payRefund(input: $input) { checkout { id } } }', 'adminA'],
    ['updateRent', 'mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id } } }', 'adminA'],
    ['changePlan', 'mutation { changePlan(plan: premium_plan) { nextPlan } }', 'adminA'],
    ['markInvoicePaid', 'mutation ($id: ID!) { markInvoicePaid(id: $id) { id } }', 'superadmin'],
    ['issueSubscriptionInvoices', 'mutation { issueSubscriptionInvoices }', 'superadmin'],
    ['billRentNow', 'mutation { billRentNow }', 'adminA'],
    ['addCharges', 'mutation ($input: AddChargesInput!) { addCharges(input: $input) { count } }', 'wardenA'],
  ])(
    'answers %s to every copy: OK or refused in words, never an internal error, busy or a hang',
    async (name, query, who) => {
      const variables: Record<string, Record<string, unknown>> = {
        verifyPayment: { id: upiPaymentId },
        decideRentChange: { id: pendingChangeId },
        giveNotice: {
          input: { studentId: residents[12], noticeDate: '2026-11-20', idempotencyKey: `load-notice-${db}` },
        },
        prepareSettlement: {
          input: { checkoutId: checkouts[5], deductions: [], idempotencyKey: `load-settlement-${db}` },
        },
        approveSettlement: { id: checkouts[0] },
        payRefund: {
          input: {
            checkoutId: checkouts[1],
            method: 'cash',
            paidOn: '2026-11-20',
            idempotencyKey: `load-refund-${db}`,
          },
        },
        updateRent: {
          input: {
            studentIds: [residents[11]],
            kind: 'one_time_surcharge',
            amountPaise: 5_000,
            effectiveDate: '2026-11-20',
            idempotencyKey: `load-surcharge-${db}`,
          },
        },
        markInvoicePaid: { id: invoiceId },
        addCharges: {
          input: {
            studentIds: [residents[10], residents[11]],
            amountPaise: 25_000,
            reason: 'electric',
            idempotencyKey: `load-charges-${db}`,
          },
        },
      };
      okOrRefused(await flood(query, () => variables[name] ?? {}, who));
    },
  );

  it('still answers its health check with every connection back in the pool', async () => {
    await api.t.http().get('/api/health').expect(200);
  });
});

const postgres = TEST_DATABASES.includes('postgres');
(postgres ? describe : describe.skip)('a full connection pool on postgres', () => {
  let t: TestApp;
  let token: string;
  const held: QueryRunner[] = [];
  const SUMMARY = '{ paymentSummary(month: "2026-11") { id } }';

  beforeAll(async () => {
    t = await startTestApp('postgres', { DATABASE_POOL_SIZE: '2', DATABASE_POOL_WAIT_MS: '300' });
    token = await loginAs(t, (await seedTwoHostels(t)).phones.adminA);
  });
  afterAll(async () => {
    for (const runner of held) await runner.release();
    await t.close();
  });

  it('refuses a request that waited too long for a connection as busy, in words, and serves it once one is free', async () => {
    const data = t.app.get(DataSource);
    for (let i = 0; i < 2; i++) {
      const runner = data.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      held.push(runner);
    }
    const busy = await graphql(t, SUMMARY, {}, token);
    expect(busy.body.errors[0]).toMatchObject({
      message: 'The server is busy. Please try again in a moment.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const rest = await t.http().get('/api/health');
    expect(rest.status).toBe(503);
    for (const runner of held.splice(0)) {
      await runner.rollbackTransaction();
      await runner.release();
    }
    await t.http().get('/api/health').expect(200);
    expect((await graphql(t, SUMMARY, {}, token)).body).toEqual({
      data: { paymentSummary: { id: expect.any(String) } },
    });
  });
});
