import { DataSource, Not } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { Transactions } from '../src/common/transactions';
import { Charge } from '../src/ledger/charges/charge.entity';
import { CheckoutRecords } from '../src/ledger/checkout/checkout-records.service';
import { settle } from '../src/ledger/checkout/checkout-rules';
import { CheckoutDeduction } from '../src/ledger/checkout/checkout-deduction.entity';
import { Checkout } from '../src/ledger/checkout/checkout.entity';
import { Refund } from '../src/ledger/checkout/refund.entity';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { atOnce, oneWins } from './support/race';
import { caller } from './support/students';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) {
  id noticeDate moveOutDate status withdrawalStatus student { id } } }`;
const PREVIEW = `query ($checkoutId: ID!, $deductions: [DeductionInput!]!) { settlementPreview(checkoutId: $checkoutId, deductions: $deductions) {
  depositPaise duesPaise deductionsPaise appliedPaise refundPaise stillOwedPaise } }`;
const PREPARE = `mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) {
  id status withdrawalStatus preparedAt deductions { kind amountPaise note } } }`;
const APPROVE = `mutation ($id: ID!) { approveSettlement(checkoutId: $id) { id status approvedAt } }`;
const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) {
  checkout { id status withdrawalStatus refundedAt refund { amountPaise method reference } settlement { refundPaise } }
  student { id archived bed { id } balance { balancePaise } } } }`;
const LIST = `{ checkouts { totalCount items { id withdrawalStatus student { name deposit { amountPaise } } } } }`;

describe.each(TEST_DATABASES)('checkout on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 3);
  });
  afterAll(() => api.close());
  let keys = 0;
  /** A form's key, as the client makes one per opening: new for every submit here unless a test repeats one. */
  const key = () => `checkout-${db}-${++keys}`;
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  it('takes a resident from notice to refund: deposit − dues − deductions; the bed stays hers to the move-out date', async () => {
    // Moved in 2026-09-10 at Rs. 6,500 with a 30-day notice period; today is 2026-11-20.
    const { student } = await api.checkIn(room, 0, 'wardenA', { name: 'Tara Sen', moveInDate: '2026-09-10' });
    const notice = (
      await api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-11-05' } })
    ).body.data.giveNotice;
    expect(notice).toMatchObject({ moveOutDate: '2026-12-05', status: 'notice', withdrawalStatus: 'pending' });
    const again = await api.ask(NOTICE, {
      input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-11-06' },
    });
    expect(api.errorOf(again)?.extensions.code).toBe('CONFLICT');

    const deductions = [{ kind: 'damage', amountPaise: 50_000, note: 'Broken chair' }];
    // Sep-Oct, Oct-Nov and Nov-Dec are billed and unpaid: Rs. 19,500 against a Rs. 9,000 deposit.
    const preview = (await api.ask(PREVIEW, { checkoutId: notice.id, deductions })).body.data.settlementPreview;
    expect(preview).toEqual({
      depositPaise: 900_000,
      duesPaise: 1_950_000,
      deductionsPaise: 50_000,
      appliedPaise: 900_000,
      refundPaise: 0,
      stillOwedPaise: 1_100_000,
    });

    const prepared = (
      await api.ask(PREPARE, { input: { idempotencyKey: key(), checkoutId: notice.id, deductions } }, 'wardenA')
    ).body.data.prepareSettlement;
    expect(prepared).toMatchObject({ status: 'in_process', withdrawalStatus: 'in_process', deductions });
    const list = (await api.ask(LIST, {}, 'staffA')).body.data.checkouts;
    expect(list.items).toEqual([
      {
        id: notice.id,
        withdrawalStatus: 'in_process',
        student: { name: 'Tara Sen', deposit: { amountPaise: 900_000 } },
      },
    ]);

    const early = await api.ask(REFUND, {
      input: { idempotencyKey: key(), checkoutId: notice.id, method: 'cash', paidOn: '2026-11-20' },
    });
    expect(api.errorOf(early)?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await api.ask(APPROVE, { id: notice.id }, 'wardenA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await api.ask(APPROVE, { id: notice.id }, 'adminB'))?.extensions.code).toBe('NOT_FOUND');
    expect((await api.ask(APPROVE, { id: notice.id }, 'adminA')).body.data.approveSettlement.status).toBe('approved');

    const paid = (
      await api.ask(
        REFUND,
        { input: { idempotencyKey: key(), checkoutId: notice.id, method: 'cash', paidOn: '2026-11-20' } },
        'adminA',
      )
    ).body.data.payRefund;
    expect(paid.checkout).toMatchObject({
      status: 'refunded',
      withdrawalStatus: 'clear',
      refund: { amountPaise: 0, method: 'cash', reference: null },
    });
    // Paid before the move-out date (5 Dec): the bed stays hers until then (stay-ends.e2e-spec.ts ends it).
    expect(paid.student).toMatchObject({ archived: false, bed: { id: expect.any(String) } });
    expect(paid.student.balance).toEqual({ balancePaise: 1_100_000 });
    expect((await api.ask(LIST, {})).body.data.checkouts.totalCount).toBe(0);
    const noticeAgain = await api.ask(NOTICE, {
      input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-11-20' },
    });
    expect(api.errorOf(noticeAgain)).toMatchObject({
      message: "Tara Sen's refund was paid; their stay ends on 5 Dec 2026.",
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refunds what is left of the deposit after the notice period and deductions', async () => {
    const { student } = await api.checkIn(room, 1, 'wardenA', { name: 'Ira Bose', moveInDate: '2026-11-15' });
    const pay = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
    await api.ask(pay, {
      input: {
        studentId: student.id,
        amountPaise: 700_000,
        method: 'cash',
        paidOn: '2026-11-16',
        idempotencyKey: `ck-${db}-1`,
      },
    });
    const notice = (
      await api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-11-16' } })
    ).body.data.giveNotice;
    // Moves out 2026-12-16: the Dec 15 period starts before that, so Rs. 13,000 is due by then; Rs. 7,000 paid.
    await api.ask(PREPARE, {
      input: {
        idempotencyKey: key(),
        checkoutId: notice.id,
        deductions: [{ kind: 'cleaning', amountPaise: 20_000, note: 'Deep clean' }],
      },
    });
    await api.ask(APPROVE, { id: notice.id }, 'adminA');
    const missingRef = await api.ask(
      REFUND,
      { input: { idempotencyKey: key(), checkoutId: notice.id, method: 'upi', paidOn: '2026-11-20' } },
      'adminA',
    );
    expect(api.errorOf(missingRef)?.extensions.fields).toEqual([
      { field: 'reference', message: 'Reference is required for UPI and bank transfer.' },
    ]);
    const paid = (
      await api.ask(
        REFUND,
        {
          input: {
            idempotencyKey: key(),
            checkoutId: notice.id,
            method: 'upi',
            reference: '498765432109',
            paidOn: '2026-11-20',
          },
        },
        'adminA',
      )
    ).body.data.payRefund;
    // The notice period is paid for: Nov-Dec and Dec-Jan (it starts before Dec 16) less Rs. 7,000 paid, plus cleaning.
    expect(paid.checkout.refund.amountPaise).toBe(900_000 - (2 * 650_000 - 700_000 + 20_000));
    expect(paid.student.balance.balancePaise).toBe(0);
  });

  it('applies each step once when it is sent many times at once, and refuses the others with a CONFLICT', async () => {
    // Moved in 2026-10-20: Oct-Nov and Nov-Dec are billed (Rs. 13,000) and paid; the notice ends on 2026-12-20.
    const { student } = await api.checkIn(room, 2, 'wardenA', { name: 'Kabir Das', moveInDate: '2026-10-20' });
    const studentId = Number(student.id);
    const pay = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
    const input = { studentId: student.id, amountPaise: 1_300_000, method: 'cash', paidOn: '2026-11-20' };
    expect(api.errorOf(await api.ask(pay, { input: { ...input, idempotencyKey: `ck-race-${db}` } }))).toBeUndefined();
    const rows = api.t.app.get(DataSource).manager;

    // Each copy is a submit of its own (its own key): the resident's lock refuses all but one. The same key sent
    // many times is money-races-checkout.e2e-spec.ts's.
    const notice = await atOnce<{ giveNotice: { id: string } }>(() =>
      api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-11-20' } }),
    );
    expect(notice.outcomes).toEqual(oneWins('Kabir Das has already given notice.'));
    const checkoutId = Number(notice.wins[0].giveNotice.id);
    expect(await rows.countBy(Checkout, { studentId })).toBe(1);

    const deductions = [{ kind: 'damage', amountPaise: 50_000, note: 'Broken chair' }];
    const prepared = await atOnce(() => api.ask(PREPARE, { input: { idempotencyKey: key(), checkoutId, deductions } }));
    expect(prepared.outcomes).toEqual(oneWins('The settlement was already started.'));
    expect(await rows.countBy(CheckoutDeduction, { checkoutId })).toBe(1);

    const approved = await atOnce(() => api.ask(APPROVE, { id: checkoutId }, 'adminA'));
    expect(approved.outcomes).toEqual(oneWins('This settlement was already approved.'));

    const refundInput = { checkoutId, method: 'cash', paidOn: '2026-11-20' };
    const paid = await atOnce<{ payRefund: { checkout: { refund: { amountPaise: number } } } }>(() =>
      api.ask(REFUND, { input: { ...refundInput, idempotencyKey: key() } }, 'adminA'),
    );
    expect(paid.outcomes).toEqual(oneWins('This refund was already paid.'));
    // The deposit pays the Rs. 500 deduction; Rs. 8,500 comes back.
    expect(paid.wins[0].payRefund.checkout.refund.amountPaise).toBe(850_000);
    expect(await rows.countBy(Refund, { checkoutId })).toBe(1);
    // A copy read before the refund still says "approved": the database's one refund per checkout refuses it.
    const stale = { ...(await rows.findOneByOrFail(Checkout, { id: checkoutId })), status: 'approved' as const };
    const admin = caller(api.seed.hostelA.id, 'admin', stale.approvedBy!);
    const again = api.t.app
      .get(Transactions)
      .run((m) =>
        api.t.app
          .get(CheckoutRecords)
          .refund(
            m,
            admin,
            stale,
            settle(900_000, 0, 50_000),
            { method: 'cash', reference: null, paidOn: '2026-11-20' },
            'Kabir Das',
          ),
      );
    await expect(again).rejects.toMatchObject({ code: 'CONFLICT', message: 'This refund was already paid.' });
    const money = await rows.find(Charge, { where: { studentId, kind: Not('rent') }, order: { id: 'ASC' } });
    expect(money.map((c) => `${c.label} ${c.amountPaise}`)).toEqual(['Damage 50000', 'Deposit applied -50000']);
    const after = (
      await api.ask(`query ($id: ID!) { student(id: $id) { archived bed { id } balance { balancePaise } } }`, {
        id: student.id,
      })
    ).body.data.student;
    // The move-out date (20 Dec) has not come: the bed is still theirs.
    expect(after).toMatchObject({ archived: false, bed: { id: expect.any(String) }, balance: { balancePaise: 0 } });
    const log = await rows.find(Activity, {
      where: { subjectType: 'student', subjectId: studentId },
      order: { id: 'ASC' },
    });
    expect(log.map((a) => a.action).filter((a) => a.startsWith('checkout.'))).toEqual([
      'checkout.notice',
      'checkout.prepared',
      'checkout.approved',
      'checkout.refunded',
    ]);
  });

  it('reads a paid settlement as it was paid: with credit refunded, and with money still owed', async () => {
    const SETTLEMENT = `query ($id: ID!) { checkout(id: $id) { status settlement {
      depositPaise duesPaise deductionsPaise appliedPaise refundPaise stillOwedPaise } } }`;
    const FULL_PREVIEW = `query ($checkoutId: ID!) { settlementPreview(checkoutId: $checkoutId, deductions: []) {
      depositPaise duesPaise deductionsPaise appliedPaise refundPaise stillOwedPaise } }`;
    const pay = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
    const settledRoom = await api.newRoom('adminA', 2);
    // Paid Rs. 21,500 ahead: more than the notice period's rent, so the refund carries the credit.
    const ahead = (await api.checkIn(settledRoom, 0, 'wardenA', { name: 'Devika Menon', moveInDate: '2026-11-15' }))
      .student;
    await api.ask(pay, {
      input: {
        studentId: ahead.id,
        amountPaise: 2_150_000,
        method: 'cash',
        paidOn: '2026-11-16',
        idempotencyKey: `ck-ahead-${db}`,
      },
    });
    // Owes Sep-Oct to Nov-Dec and the notice period: more than the deposit.
    const behind = (await api.checkIn(settledRoom, 1, 'wardenA', { name: 'Harsh Vora', moveInDate: '2026-09-10' }))
      .student;
    for (const student of [ahead, behind]) {
      const notice = (
        await api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-11-16' } })
      ).body.data.giveNotice;
      const deductions = [{ kind: 'cleaning', amountPaise: 30_000, note: 'Deep clean' }];
      await api.ask(PREPARE, { input: { idempotencyKey: key(), checkoutId: notice.id, deductions } });
      await api.ask(APPROVE, { id: notice.id }, 'adminA');
      const before = (await api.ask(SETTLEMENT, { id: notice.id })).body.data.checkout.settlement;
      const paid = await api.ask(
        REFUND,
        { input: { idempotencyKey: key(), checkoutId: notice.id, method: 'cash', paidOn: '2026-11-20' } },
        'adminA',
      );
      expect(api.errorOf(paid)).toBeUndefined();
      expect(paid.body.data.payRefund.checkout.settlement.refundPaise).toBe(before.refundPaise);
      const after = (await api.ask(SETTLEMENT, { id: notice.id })).body.data.checkout;
      expect(after).toEqual({ status: 'refunded', settlement: before });
      expect(
        before.depositPaise - before.appliedPaise + Math.max(0, -(before.duesPaise + before.deductionsPaise)),
      ).toBe(before.refundPaise);
      // A preview of a paid checkout answers what was paid, too.
      expect((await api.ask(FULL_PREVIEW, { checkoutId: notice.id })).body.data.settlementPreview).toEqual(before);
    }
  });

  it('bills no rent after the stay ended: a period starting on or after the move-out date is reversed at the notice', async () => {
    const LINES = `query ($id: ID!) { student(id: $id) { balance { balancePaise }
      ledgerLines(pageSize: 25) { items { item chargePaise } } } }`;
    const endedRoom = await api.newRoom('adminA', 1);
    // Moved in on 12 Oct at Rs. 6,000 with no notice period; gave notice on 6 Nov, so the stay ended on 6 Nov.
    // Today is 20 Nov: Oct-Nov and Nov-Dec (from 12 Nov) are billed.
    const { student } = await api.checkIn(endedRoom, 0, 'wardenA', {
      name: 'Gauri Pandit',
      moveInDate: '2026-10-12',
      monthlyRentPaise: 600_000,
      noticePeriodDays: 0,
    });
    const notice = (
      await api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-11-06' } })
    ).body.data.giveNotice;
    expect(notice.moveOutDate).toBe('2026-11-06');
    // The notice took Nov-Dec back at once, with its reason: the balance is Oct-Nov's rent alone.
    const noticed = (await api.ask(LINES, { id: student.id })).body.data.student;
    expect(noticed.balance.balancePaise).toBe(600_000);
    expect(noticed.ledgerLines.items[0]).toEqual({
      item: 'Reversal: Rent Nov-Dec: Moves out on 6 Nov 2026',
      chargePaise: -600_000,
    });
    const preview = (await api.ask(PREVIEW, { checkoutId: notice.id, deductions: [] })).body.data.settlementPreview;
    expect(preview).toEqual({
      depositPaise: 900_000,
      duesPaise: 600_000,
      deductionsPaise: 0,
      appliedPaise: 600_000,
      refundPaise: 300_000,
      stillOwedPaise: 0,
    });
    await api.ask(PREPARE, { input: { idempotencyKey: key(), checkoutId: notice.id, deductions: [] } });
    await api.ask(APPROVE, { id: notice.id }, 'adminA');
    const paid = (
      await api.ask(
        REFUND,
        { input: { idempotencyKey: key(), checkoutId: notice.id, method: 'cash', paidOn: '2026-11-20' } },
        'adminA',
      )
    ).body.data.payRefund;
    expect(paid.checkout.refund.amountPaise).toBe(300_000);
    expect(paid.student.balance.balancePaise).toBe(0);
    const { ledgerLines } = (await api.ask(LINES, { id: student.id })).body.data.student;
    expect(ledgerLines.items.map((l: { item: string; chargePaise: number }) => `${l.item} ${l.chargePaise}`)).toEqual([
      // The refund is on the record and moves no balance (the deposit is not on the ledger).
      'Deposit refunded Rs. 3,000 by Cash, paid by adminA user null',
      'Deposit applied -600000',
      'Reversal: Rent Nov-Dec: Moves out on 6 Nov 2026 -600000',
      'Rent Nov-Dec 600000',
      'Rent Oct-Nov 600000',
    ]);
  });

  it('names bad input and refuses staff and tenants', async () => {
    const bad = await api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: '1', noticeDate: '2027-01-01' } });
    expect(api.errorOf(bad)?.extensions.fields).toEqual([
      { field: 'noticeDate', message: 'Notice date cannot be later than today.' },
    ]);
    const deductions = [{ kind: 'damage', amountPaise: 0, note: ' ' }];
    const res = await api.ask(PREPARE, { input: { idempotencyKey: key(), checkoutId: '1', deductions } });
    const messages = (api.errorOf(res)?.extensions.fields ?? []).map((f: { message: string }) => f.message);
    expect(messages).toEqual(expect.arrayContaining(['Amount must be above zero.', 'Each deduction needs a note.']));
    for (const who of ['staffA', 'tenantA'] as Who[])
      expect(
        api.errorOf(
          await api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: '1', noticeDate: '2026-11-01' } }, who),
        )?.extensions.code,
      ).toBe('FORBIDDEN');
  });
});
