import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, isInputObjectType } from 'graphql';
import { DataSource } from 'typeorm';
import { HostelsService } from '../src/hostels/hostels.service';
import { ApiRoom, GqlResponse, startHostelApi, Who } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { atOnce, oneWins, RACERS } from './support/race';
import { loginAs } from './support/session';
import { TEST_DATABASES } from './support/test-app';
import { readableDate } from '@hostel-admin/rules';

/*
 * Issue 20, "Money that is right every time": every mutation that writes money, sent as RACERS (10) identical
 * requests at once, has one effect (counted in the database: rows and balances, not only the answers) and answers
 * each copy with the first one's answer or a CONFLICT in words; never a second effect, never an internal error.
 *
 * | Mutation                            | 10 identical requests at once answer            | One effect, in the database                      |
 * | ----------------------------------- | ----------------------------------------------- | ------------------------------------------------ |
 * | recordPayment (key)                 | all OK, one payment                             | one payments row for the key; balance − amount   |
 * | verifyPayment                       | 1 OK, 9 CONFLICT "already verified"             | one payment_verifications row; balance − amount  |
 * | voidPayment (key)                   | all OK; 10 keys: 1 OK, 9 CONFLICT "already …"   | one payment_reversals row; balance + amount      |
 * | rejectPayment (key)                 | all OK; with 10 verifies: 1 OK, the rest refused | one reversal or one verification, never both    |
 * | addCharges (key)                    | all OK                                          | one extra charge per resident; balance + amount  |
 * | voidCharges (key)                   | all OK; 10 keys: 1 OK, 9 CONFLICT "already voided" | one void row per charge; balance − amount     |
 * | updateRent (key)                    | all OK, one change                              | one rent_changes row, one charge                 |
 * | decideRentChange approve / reject   | 1 OK, 9 CONFLICT "already applied / rejected"   | one decision; the discount charged once or never |
 * | decideRentChange approve + reject   | 1 OK, 9 CONFLICT naming the winner's decision   | that decision; the balance follows it            |
 * | updateStudent, warden bill-from     | all OK with the "waits for an admin" warning    | one pending bill_from change; balance unchanged  |
 * | updateStudent, 10 warden dates      | 1 OK, 9 CONFLICT "already waits"                | one pending bill_from change, the winner's date  |
 * | updateStudent, admin bill-from      | all OK                                          | the reversals once; balance one period           |
 * | decideRentChange on a bill-from     | 1 OK, 9 CONFLICT (approve; approve + reject)    | the reversals once or never                      |
 * | archiveStudent                      | all OK (archived again answers as it is)        | archived once, rent billed once, one log entry   |
 * | checkIn                             | 1 OK, 9 CONFLICT "Bed … is already occupied"    | one resident, one deposit, rent billed once      |
 * | giveNotice (key)                    | all OK, one checkout                            | one checkouts row, one log entry                 |
 * | prepareSettlement (key)             | all OK                                          | the deductions once                              |
 * | approveSettlement                   | 1 OK, 9 CONFLICT "already approved"             | one approval log entry                           |
 * | payRefund (key)                     | all OK, one refund                              | one refund, deductions charged once; balance 0   |
 * | changePlan                          | all OK (choose), 1 OK + 9 CONFLICT (cancel)     | next plan set once, one log entry each           |
 * | issueSubscriptionInvoices           | all OK; the answers add up to the invoices      | one invoice per hostel and period                |
 * | markInvoicePaid                     | 1 OK, 9 CONFLICT "already paid"                 | paid once, one log entry                         |
 * | billRentNow                         | all OK; the answers add up to the periods       | one rent charge per resident and period          |
 *
 * And for each mutation with an idempotency key: one key sent for several residents at once is one effect, for
 * one of them, and a CONFLICT naming idempotencyKey for the others. After every test the money invariants hold
 * (each balance = charges − complete payments; the month totals and the month equation = their tables' sums).
 */

const MONEY = 'writes money';

/**
 * Every mutation of the schema, once: the ones that write money (ledger rows, deposits, rent terms, checkouts,
 * subscription plans and invoices), and why each other one does not. The schema having a mutation this table
 * lacks fails the test; so does a money mutation without a race case below.
 */
const MUTATIONS = {
  recordPayment: MONEY,
  verifyPayment: MONEY,
  voidPayment: MONEY,
  rejectPayment: MONEY,
  billRentNow: MONEY,
  addCharges: MONEY,
  voidCharges: MONEY,
  updateRent: MONEY,
  decideRentChange: MONEY,
  // A new move-in date or "bill rent from" reschedules billed rent, or waits for an admin as a rent change.
  updateStudent: MONEY,
  // Rent is billed up to the day the resident leaves.
  archiveStudent: MONEY,
  // The deposit, the rent terms and the rent billed so far.
  checkIn: MONEY,
  giveNotice: MONEY,
  prepareSettlement: MONEY,
  approveSettlement: MONEY,
  payRefund: MONEY,
  writeOffBalance: MONEY,
  changePlan: MONEY,
  issueSubscriptionInvoices: MONEY,
  markInvoicePaid: MONEY,
  addBed: 'no money: a bed, and the student placed in it; rent follows the resident, not the bed',
  assignBed: 'no money: a stay; rent follows the resident, not the bed',
  moveStudent: 'no money: a stay; rent follows the resident, not the bed',
  removeFromBed: 'no money: a stay ends; the resident and their rent stay',
  updateBed: 'no money: a bed',
  removeBed: 'no money: a free bed',
  createRoom: "no money: a room; its price is only the default a check-in's rent starts from",
  updateRoom: "no money: a room; its price is only the default a check-in's rent starts from",
  deleteRoom: 'no money: an empty room',
  importStudents: 'no money: residents without rent terms or a deposit',
  previewStudentImport: 'no money: reads a CSV file',
  requestLoginCode: 'no money: a login code',
  login: 'no money: a session',
  logout: 'no money: a session ends',
  setUserActive: 'no money: a user',
  changeUserRole: 'no money: a user',
  updateMyProfile: "no money: the caller's own profile",
  changeMyPassword: "no money: the caller's own password",
  // verifyPayment reads it under the resident's lock, so a verification sees the setting before or after a change.
  setPaymentMakerChecker: 'no money: a hostel setting (whether the recorder of a payment may verify it)',
  setLastPeriodRule: 'no money: a hostel setting (how the rent period a stay ends in is billed from now on)',
  setHostelDetails: "no money: a hostel's phone, GSTIN and PAN, printed on its receipts",
  // A job's own work (rent billing, invoices) is once-only by its keys however often it runs.
  retryJob: 'no money: a failed job of the queue waits again',
  markAlertRead: 'no money: a line of the bell read',
  markAllAlertsRead: 'no money: the bell read',
  addRequest: "no money: a resident's request (its races are in requests.e2e-spec.ts)",
  changeRequestStatus: "no money: a request's status (its races are in requests.e2e-spec.ts)",
  setRequestTargets: 'no money: a hostel setting (hours before a request is overdue)',
  addNotificationDraft: 'no money: a draft notification (its races are in notifications.e2e-spec.ts)',
  deleteNotificationDraft: 'no money: a draft deleted (its races are in notifications.e2e-spec.ts)',
  sendNotification: 'no money: SMS to residents (its races are in notifications.e2e-spec.ts)',
  sendNotificationDraft: 'no money: a draft sent (its races are in notifications.e2e-spec.ts)',
  scheduleNotification: 'no money: a notification scheduled (its races are in notifications.e2e-spec.ts)',
  cancelNotification: 'no money: a scheduled notification cancelled (its races are in notifications.e2e-spec.ts)',
  signInVisitor: "no money: the visitor log (its races are in visitors' API tests)",
  signOutVisitor: "no money: the visitor log (its races are in visitors' API tests)",
  retryFailedDeliveries: 'no money: failed SMS sent again (its races are in notifications.e2e-spec.ts)',
  grantResidentAccess: "no money: a resident's own login (its races are in resident.e2e-spec.ts)",
  revokeResidentAccess: "no money: a resident's own login turned off (resident.e2e-spec.ts)",
  raiseMyRequest: "no money: a resident's own request (its races are in resident.e2e-spec.ts)",
  addMenuItem: 'no money: a food on a meal’s menu (its races are in meals.e2e-spec.ts)',
  removeMenuItem: 'no money: a food taken off a menu (its races are in meals.e2e-spec.ts)',
  markMealAttendance: 'no money: a resident marked at a meal (its races are in meals.e2e-spec.ts)',
  unmarkMealAttendance: 'no money: a mark taken back (its races are in meals.e2e-spec.ts)',
} as const;

type MoneyMutation = {
  [K in keyof typeof MUTATIONS]: (typeof MUTATIONS)[K] extends typeof MONEY ? K : never;
}[keyof typeof MUTATIONS];

/** Mutations with a form key that write no money: their key's races are in their own API tests. */
const KEYED_ELSEWHERE: readonly string[] = [
  'addNotificationDraft',
  'scheduleNotification',
  'sendNotification',
  'sendNotificationDraft',
];

/** The money mutations with a race case, filled as the cases are declared. */
const raced = new Set<MoneyMutation>();

const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id student { id } } } }`;
const VERIFY = `mutation ($id: ID!) { verifyPayment(id: $id) { payment { id status } } }`;
const ADD_CHARGES = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { count students { id } } }`;
const VOID_CHARGES = `mutation ($input: VoidChargesInput!) { voidCharges(input: $input) { count } }`;
const ADDED = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { charges { id } } }`;
const UPDATE_RENT = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id status } } }`;
const DECIDE = `mutation ($id: ID!, $approve: Boolean!) { decideRentChange(id: $id, approve: $approve) { id status } }`;
const EDIT = `mutation ($id: ID!, $input: UpdateStudentInput!) {
  updateStudent(id: $id, input: $input) { student { id } warnings { field message } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id archived } } }`;
const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id status student { id } } }`;
const PREPARE = `mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) {
  id status deductions { amountPaise } } }`;
const APPROVE = `mutation ($id: ID!) { approveSettlement(checkoutId: $id) { id status } }`;
const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) {
  checkout { id status refund { id amountPaise } } student { id archived } } }`;
const WRITE_OFF = `mutation ($input: WriteOffBalanceInput!) { writeOffBalance(input: $input) { id balance { balancePaise } } }`;
const CHANGE_PLAN = `mutation ($plan: SubscriptionPlan!) { changePlan(plan: $plan) { nextPlan nextPlanFrom } }`;
const ISSUE = `mutation { issueSubscriptionInvoices }`;
const PAID = `mutation ($id: ID!) { markInvoicePaid(id: $id) { id status } }`;
const BILL = `mutation { billRentNow }`;
const VOID = `mutation ($input: ReversePaymentInput!) { voidPayment(input: $input) { payment { id status } } }`;
const REJECT = `mutation ($input: ReversePaymentInput!) { rejectPayment(input: $input) { payment { id status } } }`;

const ALL_OK = Array<string>(RACERS).fill('OK');
const KEY_TAKEN = 'This form was already submitted with other details. Reload the page and try again.';
const DEDUCTIONS = [
  { kind: 'damage', amountPaise: 50_000, note: 'Broken chair' },
  { kind: 'cleaning', amountPaise: 20_000, note: 'Deep clean' },
];
const WAITS = {
  field: 'billRentFrom',
  message:
    "Bill rent from 20 Nov 2026 takes back rent already billed, so it waits for an admin's approval (Update Rent). The other details were saved.",
};
/** Residents sent one idempotency key at once. */
const ACROSS = 3;

describe.each(TEST_DATABASES)('every money mutation sent many times at once, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  // After every test: balances from the rows, the tiles' totals from the tables, and the rooms' beds.
  afterEach(async () => {
    expect(await brokenMoneyInvariants(api.t)).toEqual({});
    expect(await brokenInvariants(api.t)).toEqual({});
  });

  let room: ApiRoom | undefined;
  let beds = 0;
  const BEDS = 10;
  /** The next free bed: rooms of ten, made as they fill. */
  const nextBed = async (): Promise<[ApiRoom, number]> => {
    if (!room || beds === BEDS) {
      room = await api.newRoom('adminA', BEDS);
      beds = 0;
    }
    return [room, beds++];
  };
  /**
   * A resident checked in by the warden: moved in on 5 Oct at Rs. 6,500 a month (today is 20 Nov, so Oct-Nov and
   * Nov-Dec are billed: Rs. 13,000), a Rs. 9,000 cash deposit and a 30-day notice period.
   */
  const resident = async (extra: Record<string, unknown> = {}): Promise<string> => {
    const [inRoom, bed] = await nextBed();
    return (await api.checkIn(inRoom, bed, 'wardenA', { moveInDate: '2026-10-05', ...extra })).student.id;
  };
  let keys = 0;
  /** A new form key, as the client makes one per opening of a form. */
  const key = (form: string) => `race-${db}-${form}-${++keys}`;
  /** The answer's data; fails on an error. */
  const must = async (res: Promise<GqlResponse>) => {
    const answer = await res;
    expect(api.errorOf(answer)).toBeUndefined();
    return answer.body.data;
  };

  const data = () => api.t.app.get(DataSource);
  /** COUNT(*) of `FROM …`, read from the database. */
  const count = async (from: string) =>
    Number(((await data().query(`SELECT COUNT(*) AS n FROM ${from}`)) as { n: unknown }[])[0].n);
  /** A resident's balance from the rows: charges less complete payments (cash, or verified; not voided). */
  const balance = async (id: string) => {
    const student = Number(id);
    const [row] = (await data().query(`SELECT
      COALESCE((SELECT SUM(c.amount_paise) FROM charges c WHERE c.student_id = ${student}), 0) -
      COALESCE((SELECT SUM(p.amount_paise) FROM payments p WHERE p.student_id = ${student}
        AND (p.method = 'cash' OR EXISTS (SELECT 1 FROM payment_verifications v WHERE v.payment_id = p.id))
        AND NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = p.id)), 0)
      AS balance`)) as { balance: unknown }[];
    return Number(row.balance);
  };
  const chargesOf = (id: string, where: string) => count(`charges WHERE student_id = ${Number(id)} AND ${where}`);
  const logged = (action: string, subjectId: string | number) =>
    count(`activities WHERE action = '${action}' AND subject_id = ${Number(subjectId)}`);

  /** A warden's one-time discount of Rs. 200, waiting for an admin. */
  const pendingDiscount = async (id: string): Promise<string> => {
    const input = {
      studentIds: [id],
      kind: 'one_time_discount',
      amountPaise: 20_000,
      comment: 'Festival offer',
      effectiveDate: '2026-11-20',
      idempotencyKey: key('discount'),
    };
    const [change] = (await must(api.ask(UPDATE_RENT, { input }, 'wardenA'))).updateRent.changes;
    expect(change.status).toBe('pending');
    return change.id;
  };
  /** A warden's "bill rent from 20 Nov", which takes two billed periods back, waiting for an admin. */
  const pendingBillFrom = async (id: string): Promise<string> => {
    const edit = await must(api.ask(EDIT, { id, input: { billRentFrom: '2026-11-20' } }, 'wardenA'));
    expect(edit.updateStudent.warnings).toEqual([WAITS]);
    const [row] = (await data().query(
      `SELECT id FROM rent_changes WHERE student_id = ${Number(id)} AND kind = 'bill_from' AND status = 'pending'`,
    )) as { id: unknown }[];
    return String(row.id);
  };
  const changeStatus = async (id: string) =>
    ((await data().query(`SELECT status FROM rent_changes WHERE id = ${Number(id)}`)) as { status: string }[])[0]
      .status;

  /** The resident's checkout under notice given today (moves out on 20 Dec). */
  const noticed = async (id: string): Promise<string> =>
    (await must(api.ask(NOTICE, { input: { studentId: id, noticeDate: '2026-11-20', idempotencyKey: key('notice') } })))
      .giveNotice.id;
  /** …with the settlement prepared (Rs. 700 of deductions). */
  const prepared = async (id: string): Promise<string> => {
    const checkoutId = await noticed(id);
    const input = { checkoutId, deductions: DEDUCTIONS, idempotencyKey: key('prepare') };
    await must(api.ask(PREPARE, { input }));
    return checkoutId;
  };
  /** …and approved by an admin. */
  const approved = async (id: string): Promise<string> => {
    const checkoutId = await prepared(id);
    await must(api.ask(APPROVE, { id: checkoutId }, 'adminA'));
    return checkoutId;
  };

  /** …and paid out: a leaver who still owes what the deposit did not cover. */
  const leaverOwing = async (): Promise<string> => {
    const id = await resident();
    const checkoutId = await approved(id);
    const input = { checkoutId, method: 'cash', paidOn: '2026-11-20', idempotencyKey: key('refund') };
    await must(api.ask(REFUND, { input }, 'adminA'));
    expect(await balance(id)).toBeGreaterThan(0);
    return id;
  };

  /** An extra charge of Rs. 150 for the resident: its id. */
  const extraCharge = async (id: string): Promise<string> => {
    const input = { charges: [{ studentId: id, amountPaise: 15_000 }], reason: 'water', idempotencyKey: key('extra') };
    return (await must(api.ask(ADDED, { input }))).addCharges.charges[0].id;
  };
  /** A payment of a new resident: Rs. 2,000 in cash (complete), or by UPI (pending until verified). */
  const paid = async (method: 'cash' | 'upi'): Promise<{ id: string; studentId: string }> => {
    const studentId = await resident();
    const input = {
      studentId,
      amountPaise: 200_000,
      method,
      reference: method === 'upi' ? `77${String(Date.now()).slice(-6)}${String(++keys).padStart(4, '0')}` : null,
      paidOn: '2026-11-19',
      idempotencyKey: key('paid'),
    };
    return { id: (await must(api.ask(PAY, { input }, 'wardenA'))).recordPayment.payment.id, studentId };
  };
  const reversalsOf = (paymentId: string) => count(`payment_reversals WHERE payment_id = ${Number(paymentId)}`);

  /** Declares the race case of a money mutation. */
  const race = (mutation: MoneyMutation, title: string, test: () => Promise<void>) => {
    raced.add(mutation);
    it(`${mutation}: ${title}`, test);
  };

  /**
   * The mutations whose input carries an idempotency key: a target (a resident, or a checkout of one), one submit
   * for it with a key, and the effects written for it (0 before, 1 after the submit).
   */
  const KEYED: Record<
    string,
    {
      target: () => Promise<string>;
      send: (target: string, idempotencyKey: string) => Promise<GqlResponse>;
      effects: (target: string) => Promise<number>;
    }
  > = {
    recordPayment: {
      target: () => resident(),
      send: (studentId, idempotencyKey) =>
        api.ask(PAY, {
          input: { studentId, amountPaise: 100_000, method: 'cash', paidOn: '2026-11-20', idempotencyKey },
        }),
      effects: (id) => count(`payments WHERE student_id = ${Number(id)}`),
    },
    addCharges: {
      target: () => resident(),
      send: (id, idempotencyKey) =>
        api.ask(ADD_CHARGES, { input: { studentIds: [id], amountPaise: 10_000, reason: 'water', idempotencyKey } }),
      effects: (id) => chargesOf(id, `kind = 'extra'`),
    },
    voidCharges: {
      target: () => resident().then(extraCharge),
      send: (chargeId, idempotencyKey) =>
        api.ask(
          VOID_CHARGES,
          { input: { chargeIds: [chargeId], reason: 'Charged by mistake', idempotencyKey } },
          'adminA',
        ),
      effects: (chargeId) => count(`charges WHERE reverses_charge_id = ${Number(chargeId)} AND reason = 'void'`),
    },
    updateRent: {
      target: () => resident(),
      send: (id, idempotencyKey) =>
        api.ask(
          UPDATE_RENT,
          {
            input: {
              studentIds: [id],
              kind: 'one_time_surcharge',
              amountPaise: 10_000,
              effectiveDate: '2026-11-20',
              idempotencyKey,
            },
          },
          'adminA',
        ),
      effects: (id) => count(`rent_changes WHERE student_id = ${Number(id)}`),
    },
    giveNotice: {
      target: () => resident(),
      send: (studentId, idempotencyKey) =>
        api.ask(NOTICE, { input: { studentId, noticeDate: '2026-11-20', idempotencyKey } }),
      effects: (id) => count(`checkouts WHERE student_id = ${Number(id)}`),
    },
    prepareSettlement: {
      target: async () => noticed(await resident()),
      send: (checkoutId, idempotencyKey) =>
        api.ask(PREPARE, { input: { checkoutId, deductions: DEDUCTIONS, idempotencyKey } }),
      effects: (checkoutId) => count(`checkouts WHERE id = ${Number(checkoutId)} AND status = 'in_process'`),
    },
    payRefund: {
      target: async () => approved(await resident()),
      send: (checkoutId, idempotencyKey) =>
        api.ask(REFUND, { input: { checkoutId, method: 'cash', paidOn: '2026-11-20', idempotencyKey } }, 'adminA'),
      effects: (checkoutId) => count(`refunds WHERE checkout_id = ${Number(checkoutId)}`),
    },
    voidPayment: {
      target: async () => (await paid('cash')).id,
      send: (paymentId, idempotencyKey) =>
        api.ask(VOID, { input: { paymentId, reason: 'Duplicate entry', idempotencyKey } }, 'adminA'),
      effects: reversalsOf,
    },
    rejectPayment: {
      target: async () => (await paid('upi')).id,
      send: (paymentId, idempotencyKey) =>
        api.ask(REJECT, { input: { paymentId, reason: 'Not in the bank statement', idempotencyKey } }, 'adminA'),
      effects: reversalsOf,
    },
    writeOffBalance: {
      target: () => leaverOwing(),
      send: (studentId, idempotencyKey) =>
        api.ask(WRITE_OFF, { input: { studentId, amountPaise: 100, reason: 'Unreachable', idempotencyKey } }, 'adminA'),
      effects: (id) => chargesOf(id, `reason = 'write_off'`),
    },
  };

  it('has every mutation of the schema in its table, a race case for each that writes money, and each key', () => {
    const fields = api.t.app.get(GraphQLSchemaHost).schema.getMutationType()!.getFields();
    expect(Object.keys(fields).sort()).toEqual(Object.keys(MUTATIONS).sort());
    const money = (Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[]).filter((name) => MUTATIONS[name] === MONEY);
    expect(money.filter((name) => !raced.has(name as MoneyMutation))).toEqual([]);
    const keyed = Object.values(fields)
      .filter((field) =>
        field.args.some((arg) => {
          const type = getNamedType(arg.type);
          return isInputObjectType(type) && 'idempotencyKey' in type.getFields();
        }),
      )
      .map((field) => field.name)
      .filter((name) => !KEYED_ELSEWHERE.includes(name));
    expect(keyed.sort()).toEqual(Object.keys(KEYED).sort());
    expect(keyed.filter((name) => MUTATIONS[name as keyof typeof MUTATIONS] !== MONEY)).toEqual([]);
  });

  race('recordPayment', 'records one payment for ten copies of one submit, and answers each with it', async () => {
    const id = await resident();
    const before = await balance(id);
    const input = {
      studentId: id,
      amountPaise: 250_000,
      method: 'cash',
      paidOn: '2026-11-20',
      idempotencyKey: key('pay'),
    };
    const sent = await atOnce<{ recordPayment: { payment: { id: string } } }>(() => api.ask(PAY, { input }));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(new Set(sent.wins.map((win) => win.recordPayment.payment.id)).size).toBe(1);
    expect(await count(`payments WHERE idempotency_key = '${input.idempotencyKey}'`)).toBe(1);
    expect(await balance(id)).toBe(before - 250_000);
  });

  race('verifyPayment', 'verifies a UPI payment once for ten verifications', async () => {
    const id = await resident();
    const upi = {
      studentId: id,
      amountPaise: 200_000,
      method: 'upi',
      reference: '512345678901',
      paidOn: '2026-11-19',
      idempotencyKey: key('upi'),
    };
    const paymentId = (await must(api.ask(PAY, { input: upi }, 'wardenA'))).recordPayment.payment.id;
    // Not complete until verified: the balance has not moved yet.
    const before = await balance(id);
    expect(before).toBe(1_300_000);
    const sent = await atOnce(() => api.ask(VERIFY, { id: paymentId }, 'adminA'));
    expect(sent.outcomes).toEqual(oneWins('This payment is already verified.'));
    expect(await count(`payment_verifications WHERE payment_id = ${Number(paymentId)}`)).toBe(1);
    expect(await balance(id)).toBe(before - 200_000);
  });

  race('voidPayment', 'voids a payment once for ten copies of one submit, and once for ten submits', async () => {
    const once = await paid('cash');
    const before = await balance(once.studentId);
    const input = { paymentId: once.id, reason: 'Duplicate entry', idempotencyKey: key('void') };
    const sent = await atOnce<{ voidPayment: { payment: { status: string } } }>(() =>
      api.ask(VOID, { input }, 'adminA'),
    );
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(sent.wins.map((win) => win.voidPayment.payment.status)).toEqual(Array(RACERS).fill('voided'));
    expect(await reversalsOf(once.id)).toBe(1);
    expect(await balance(once.studentId)).toBe(before + 200_000);
    expect(await logged('payment.voided', once.studentId)).toBe(1);

    const twice = await paid('cash');
    const receipt = (
      (await data().query(`SELECT receipt_no FROM payments WHERE id = ${Number(twice.id)}`)) as {
        receipt_no: unknown;
      }[]
    )[0].receipt_no;
    const many = await atOnce(() =>
      api.ask(VOID, { input: { paymentId: twice.id, reason: 'Bounced', idempotencyKey: key('void') } }, 'adminA'),
    );
    expect(many.outcomes).toEqual(
      oneWins(`Payment R-${String(receipt).padStart(6, '0')} was already voided on ${readableDate('2026-11-20')}.`),
    );
    expect(await reversalsOf(twice.id)).toBe(1);
  });

  race('rejectPayment', 'of a pending payment rejected and verified at once, one applies', async () => {
    const once = await paid('upi');
    const input = { paymentId: once.id, reason: 'Not in the bank statement', idempotencyKey: key('reject') };
    const sent = await atOnce(() => api.ask(REJECT, { input }, 'adminA'));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(await reversalsOf(once.id)).toBe(1);
    expect(await logged('payment.rejected', once.studentId)).toBe(1);

    const raced = await paid('upi');
    const before = await balance(raced.studentId);
    let turn = 0;
    const mixed = await atOnce(() =>
      ++turn % 2
        ? api.ask(VERIFY, { id: raced.id }, 'adminA')
        : api.ask(
            REJECT,
            { input: { paymentId: raced.id, reason: 'Bounced', idempotencyKey: key('reject') } },
            'adminA',
          ),
    );
    expect(mixed.outcomes.filter((outcome) => outcome === 'OK')).toHaveLength(1);
    expect(mixed.outcomes.filter((outcome) => outcome !== 'OK').every((o) => o.startsWith('CONFLICT: '))).toBe(true);
    const reversed = await reversalsOf(raced.id);
    const verified = await count(`payment_verifications WHERE payment_id = ${Number(raced.id)}`);
    expect(reversed + verified).toBe(1);
    expect(await balance(raced.studentId)).toBe(verified ? before - 200_000 : before);
  });

  race('addCharges', 'charges each resident once for ten copies of one submit', async () => {
    const ids = [await resident(), await resident()];
    const before = [await balance(ids[0]), await balance(ids[1])];
    const input = { studentIds: ids, amountPaise: 12_345, reason: 'electric', idempotencyKey: key('charges') };
    const sent = await atOnce<{ addCharges: { count: number } }>(() => api.ask(ADD_CHARGES, { input }));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(sent.wins.map((win) => win.addCharges.count)).toEqual(Array<number>(RACERS).fill(2));
    for (const [i, id] of ids.entries()) {
      expect(await chargesOf(id, `kind = 'extra'`)).toBe(1);
      expect(await balance(id)).toBe(before[i] + 12_345);
    }
  });

  race('voidCharges', 'voids a charge once for ten copies of one submit, and once for ten submits', async () => {
    for (const sameKey of [true, false]) {
      const id = await resident();
      const chargeId = await extraCharge(id);
      const before = await balance(id);
      const [{ name }] = (await data().query(`SELECT name FROM students WHERE id = ${Number(id)}`)) as {
        name: string;
      }[];
      const once = key('void');
      const sent = await atOnce(() =>
        api.ask(
          VOID_CHARGES,
          { input: { chargeIds: [chargeId], reason: 'Charged twice', idempotencyKey: sameKey ? once : key('void') } },
          'adminA',
        ),
      );
      expect(sent.outcomes).toEqual(
        sameKey ? ALL_OK : oneWins(`Water Rs. 150 for ${name} was already voided on 20 Nov 2026.`),
      );
      expect(await count(`charges WHERE reverses_charge_id = ${Number(chargeId)}`)).toBe(1);
      expect(await balance(id)).toBe(before - 15_000);
      expect(await logged('charge.voided', id)).toBe(1);
    }
  });

  race('updateRent', 'makes one rent change for ten copies of one submit', async () => {
    const id = await resident();
    const before = await balance(id);
    const input = {
      studentIds: [id],
      kind: 'one_time_surcharge',
      amountPaise: 23_456,
      effectiveDate: '2026-11-20',
      idempotencyKey: key('rent'),
    };
    const sent = await atOnce<{ updateRent: { changes: { id: string }[] } }>(() =>
      api.ask(UPDATE_RENT, { input }, 'adminA'),
    );
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(new Set(sent.wins.map((win) => win.updateRent.changes[0].id)).size).toBe(1);
    expect(await count(`rent_changes WHERE student_id = ${Number(id)}`)).toBe(1);
    expect(await chargesOf(id, 'amount_paise = 23456')).toBe(1);
    expect(await balance(id)).toBe(before + 23_456);
  });

  race('decideRentChange', "applies a warden's discount once for ten approvals", async () => {
    const id = await resident();
    const change = await pendingDiscount(id);
    const before = await balance(id);
    const sent = await atOnce(() => api.ask(DECIDE, { id: change, approve: true }, 'adminA'));
    expect(sent.outcomes).toEqual(oneWins('This rent change was already applied.'));
    expect(await changeStatus(change)).toBe('applied');
    expect(await chargesOf(id, 'amount_paise = -20000')).toBe(1);
    expect(await balance(id)).toBe(before - 20_000);
  });

  race('decideRentChange', "rejects a warden's discount once for ten rejections", async () => {
    const id = await resident();
    const change = await pendingDiscount(id);
    const before = await balance(id);
    const sent = await atOnce(() => api.ask(DECIDE, { id: change, approve: false }, 'adminA'));
    expect(sent.outcomes).toEqual(oneWins('This rent change was already rejected.'));
    expect(await changeStatus(change)).toBe('rejected');
    expect(await chargesOf(id, 'amount_paise = -20000')).toBe(0);
    expect(await balance(id)).toBe(before);
  });

  race('decideRentChange', 'records one decision for approvals and rejections sent together', async () => {
    const id = await resident();
    const change = await pendingDiscount(id);
    const before = await balance(id);
    let copy = 0;
    const sent = await atOnce<{ decideRentChange: { status: string } }>(() =>
      api.ask(DECIDE, { id: change, approve: copy++ % 2 === 0 }, 'adminA'),
    );
    expect(sent.wins).toHaveLength(1);
    const decision = sent.wins[0].decideRentChange.status;
    expect(sent.outcomes).toEqual(oneWins(`This rent change was already ${decision}.`));
    expect(await changeStatus(change)).toBe(decision);
    const applied = decision === 'applied';
    expect(await chargesOf(id, 'amount_paise = -20000')).toBe(applied ? 1 : 0);
    expect(await balance(id)).toBe(before - (applied ? 20_000 : 0));
  });

  race('updateStudent', "holds a warden's bill-rent-from once for ten copies of one edit", async () => {
    const id = await resident();
    const before = await balance(id);
    const sent = await atOnce<{ updateStudent: { warnings: unknown[] } }>(() =>
      api.ask(EDIT, { id, input: { billRentFrom: '2026-11-20' } }, 'wardenA'),
    );
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(sent.wins.map((win) => win.updateStudent.warnings)).toEqual(Array(RACERS).fill([WAITS]));
    expect(await count(`rent_changes WHERE student_id = ${Number(id)} AND kind = 'bill_from'`)).toBe(1);
    expect(await logged('rent.change_requested', id)).toBe(1);
    expect(await chargesOf(id, `kind = 'adjustment'`)).toBe(0);
    expect(await balance(id)).toBe(before);
  });

  race('updateStudent', 'keeps one of ten bill-rent-from dates a warden sends at once, refusing the rest', async () => {
    const id = await resident();
    const before = await balance(id);
    // 11 to 20 Nov: each takes Oct-Nov and Nov-Dec back and bills one period, so each waits for an admin.
    const dates = Array.from({ length: RACERS }, (_, i) => `2026-11-${11 + i}`);
    let copy = 0;
    const sent = await atOnce(() => api.ask(EDIT, { id, input: { billRentFrom: dates[copy++] } }, 'wardenA'));
    const waiting = (await data().query(
      `SELECT CAST(effective_date AS varchar(10)) AS date FROM rent_changes
       WHERE student_id = ${Number(id)} AND kind = 'bill_from' AND status = 'pending'`,
    )) as { date: string }[];
    expect(waiting).toHaveLength(1);
    expect(sent.outcomes).toEqual(
      oneWins(
        `Bill rent from ${readableDate(waiting[0].date)} already waits for an admin's approval (Update Rent): an admin approves or rejects it before another date is asked for. Nothing was saved.`,
      ),
    );
    expect(await logged('rent.change_requested', id)).toBe(1);
    expect(await balance(id)).toBe(before);
  });

  race('updateStudent', "applies an admin's bill-rent-from once for ten copies of one edit", async () => {
    const id = await resident();
    const sent = await atOnce<{ updateStudent: { warnings: unknown[] } }>(() =>
      api.ask(EDIT, { id, input: { billRentFrom: '2026-11-20' } }, 'adminA'),
    );
    expect(sent.outcomes).toEqual(ALL_OK);
    // Oct-Nov and Nov-Dec reversed once; billed from 20 Nov: one period.
    expect(await chargesOf(id, `kind = 'adjustment'`)).toBe(2);
    expect(await balance(id)).toBe(650_000);
    expect(await count(`rent_changes WHERE student_id = ${Number(id)}`)).toBe(0);
  });

  race('decideRentChange', "applies a warden's bill-rent-from once for ten approvals", async () => {
    const id = await resident();
    const change = await pendingBillFrom(id);
    const sent = await atOnce(() => api.ask(DECIDE, { id: change, approve: true }, 'adminA'));
    expect(sent.outcomes).toEqual(oneWins('This rent change was already applied.'));
    expect(await changeStatus(change)).toBe('applied');
    expect(await chargesOf(id, `kind = 'adjustment'`)).toBe(2);
    expect(await balance(id)).toBe(650_000);
  });

  race(
    'decideRentChange',
    'records one decision on a bill-rent-from for approvals and rejections together',
    async () => {
      const id = await resident();
      const change = await pendingBillFrom(id);
      let copy = 0;
      const sent = await atOnce<{ decideRentChange: { status: string } }>(() =>
        api.ask(DECIDE, { id: change, approve: copy++ % 2 === 0 }, 'adminA'),
      );
      expect(sent.wins).toHaveLength(1);
      const decision = sent.wins[0].decideRentChange.status;
      expect(sent.outcomes).toEqual(oneWins(`This rent change was already ${decision}.`));
      expect(await changeStatus(change)).toBe(decision);
      const applied = decision === 'applied';
      expect(await chargesOf(id, `kind = 'adjustment'`)).toBe(applied ? 2 : 0);
      expect(await balance(id)).toBe(applied ? 650_000 : 1_300_000);
    },
  );

  race('archiveStudent', 'archives once for ten archives, billing rent once', async () => {
    const id = await resident();
    const [before, rent] = [await balance(id), await chargesOf(id, `kind = 'rent'`)];
    const sent = await atOnce(() => api.ask(ARCHIVE, { id }, 'wardenA'));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(await count(`students WHERE id = ${Number(id)} AND archived_at IS NOT NULL`)).toBe(1);
    expect(await count(`stays WHERE student_id = ${Number(id)} AND end_date IS NULL`)).toBe(0);
    expect(await logged('student.archived', id)).toBe(1);
    expect(await chargesOf(id, `kind = 'rent'`)).toBe(rent);
    expect(await balance(id)).toBe(before);
  });

  race('checkIn', 'checks one resident in for ten copies of one check-in, with one deposit', async () => {
    const [inRoom, bed] = await nextBed();
    const name = `Racing Resident ${db}`;
    const input = api.checkInInput(inRoom, bed, { name, moveInDate: '2026-10-05' });
    const sent = await atOnce<{ checkIn: { student: { id: string } } }>(() => api.ask(api.CHECK_IN, { input }));
    expect(sent.outcomes).toEqual(oneWins(`Bed ${inRoom.beds[bed].label} is already occupied`));
    const id = sent.wins[0].checkIn.student.id;
    expect(await count(`students WHERE name = '${name}'`)).toBe(1);
    expect(await count(`deposits WHERE student_id = ${Number(id)}`)).toBe(1);
    expect(await count(`rent_terms WHERE student_id = ${Number(id)}`)).toBe(1);
    expect(await chargesOf(id, `kind = 'rent'`)).toBe(2);
    expect(await balance(id)).toBe(1_300_000);
  });

  race('giveNotice', 'records one notice for ten copies of one submit, and answers each with it', async () => {
    const id = await resident();
    const input = { studentId: id, noticeDate: '2026-11-20', idempotencyKey: key('notice') };
    const sent = await atOnce<{ giveNotice: { id: string; status: string } }>(() => api.ask(NOTICE, { input }));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(new Set(sent.wins.map((win) => win.giveNotice.id)).size).toBe(1);
    expect(await count(`checkouts WHERE student_id = ${Number(id)}`)).toBe(1);
    expect(await count(`idempotency_keys WHERE operation = 'giveNotice' AND key = '${input.idempotencyKey}'`)).toBe(1);
    expect(await logged('checkout.notice', id)).toBe(1);
    expect(await balance(id)).toBe(1_300_000);
  });

  race('prepareSettlement', 'writes the deductions once for ten copies of one Proceed', async () => {
    const id = await resident();
    const checkoutId = await noticed(id);
    const input = { checkoutId, deductions: DEDUCTIONS, idempotencyKey: key('prepare') };
    const sent = await atOnce<{ prepareSettlement: { id: string; status: string } }>(() => api.ask(PREPARE, { input }));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(sent.wins.map((win) => win.prepareSettlement)).toEqual(
      Array(RACERS).fill(expect.objectContaining({ id: checkoutId, status: 'in_process' })),
    );
    expect(await count(`checkout_deductions WHERE checkout_id = ${Number(checkoutId)}`)).toBe(2);
    expect(await logged('checkout.prepared', id)).toBe(1);
    expect(await balance(id)).toBe(1_300_000);
  });

  race('approveSettlement', 'approves once for ten approvals', async () => {
    const id = await resident();
    const checkoutId = await prepared(id);
    const sent = await atOnce(() => api.ask(APPROVE, { id: checkoutId }, 'adminA'));
    expect(sent.outcomes).toEqual(oneWins('This settlement was already approved.'));
    expect(await count(`checkouts WHERE id = ${Number(checkoutId)} AND status = 'approved'`)).toBe(1);
    expect(await logged('checkout.approved', id)).toBe(1);
  });

  race('payRefund', 'pays one refund for ten copies of one submit, and answers each with it', async () => {
    const id = await resident();
    // Paid up to the move-out date (20 Dec): Oct-Nov, Nov-Dec and Dec-Jan. The deposit pays the deductions.
    const input = { studentId: id, amountPaise: 1_950_000, method: 'cash', paidOn: '2026-11-20' };
    await must(api.ask(PAY, { input: { ...input, idempotencyKey: key('pay') } }));
    const checkoutId = await approved(id);
    const refund = { checkoutId, method: 'cash', paidOn: '2026-11-20', idempotencyKey: key('refund') };
    const sent = await atOnce<{ payRefund: { checkout: { refund: { id: string; amountPaise: number } } } }>(() =>
      api.ask(REFUND, { input: refund }, 'adminA'),
    );
    expect(sent.outcomes).toEqual(ALL_OK);
    const refunds = sent.wins.map((win) => win.payRefund.checkout.refund);
    expect(new Set(refunds.map((r) => r.id)).size).toBe(1);
    expect(refunds[0].amountPaise).toBe(900_000 - 70_000);
    expect(await count(`refunds WHERE checkout_id = ${Number(checkoutId)}`)).toBe(1);
    expect(await chargesOf(id, `kind = 'deduction'`)).toBe(2);
    expect(await chargesOf(id, `kind = 'adjustment'`)).toBe(1);
    expect(await chargesOf(id, `kind = 'rent'`)).toBe(3);
    expect(await logged('checkout.refunded', id)).toBe(1);
    // The stay ends on the move-out date (20 Dec), not at the payout: still theirs today.
    expect(await count(`students WHERE id = ${Number(id)} AND archived_at IS NULL`)).toBe(1);
    expect(await balance(id)).toBe(0);
  });

  race('writeOffBalance', "writes a leaver's balance off once for ten copies of one submit", async () => {
    const id = await leaverOwing();
    const owed = await balance(id);
    const input = {
      studentId: id,
      amountPaise: owed,
      reason: 'Left without a forwarding address',
      idempotencyKey: key('off'),
    };
    const sent = await atOnce(() => api.ask(WRITE_OFF, { input }, 'adminA'));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(await chargesOf(id, `reason = 'write_off'`)).toBe(1);
    expect(await balance(id)).toBe(0);
    expect(await logged('charge.added', id)).toBe(1);
  });

  it.each(Object.keys(KEYED))(
    '%s: one key sent for several residents at once is one effect for one of them and a CONFLICT for the rest',
    async (mutation) => {
      const { target, send, effects } = KEYED[mutation];
      const targets: string[] = [];
      for (let i = 0; i < ACROSS; i++) targets.push(await target());
      const idempotencyKey = key(`across-${mutation}`);
      const answers = await Promise.all(targets.map((t) => send(t, idempotencyKey)));
      const outcomes = answers.map((res) => {
        const error = api.errorOf(res);
        return error ? `${error.extensions.code} ${error.extensions.fields?.[0]?.field}: ${error.message}` : 'OK';
      });
      expect([...outcomes].sort()).toEqual([
        ...Array<string>(ACROSS - 1).fill(`CONFLICT idempotencyKey: ${KEY_TAKEN}`),
        'OK',
      ]);
      const winner = outcomes.indexOf('OK');
      for (const [i, t] of targets.entries()) expect(await effects(t)).toBe(i === winner ? 1 : 0);
    },
  );

  race('changePlan', 'chooses the next plan once for ten choices, and cancels it once', async () => {
    const hostel = api.seed.hostelA.id;
    const planLog = () => count(`activities WHERE action = 'subscription.plan_changed' AND hostel_id = ${hostel}`);
    const nextPlan = async () =>
      ((await data().query(`SELECT next_plan FROM hostels WHERE id = ${hostel}`)) as { next_plan: string | null }[])[0]
        .next_plan;
    const logs = await planLog();
    const chosen = await atOnce<{ changePlan: { nextPlan: string } }>(() =>
      api.ask(CHANGE_PLAN, { plan: 'premium_plan' }, 'adminA'),
    );
    expect(chosen.outcomes).toEqual(ALL_OK);
    expect(chosen.wins.map((win) => win.changePlan.nextPlan)).toEqual(Array(RACERS).fill('premium_plan'));
    expect(await nextPlan()).toBe('premium_plan');
    expect(await planLog()).toBe(logs + 1);

    const cancelled = await atOnce(() => api.ask(CHANGE_PLAN, { plan: 'starter_plan' }, 'adminA'));
    expect(cancelled.outcomes).toEqual(oneWins('The hostel is already on the Starter Plan.'));
    expect(await nextPlan()).toBeNull();
    expect(await planLog()).toBe(logs + 2);
  });

  race('issueSubscriptionInvoices', 'issues each invoice once for ten runs', async () => {
    const hostels = api.t.app.get(HostelsService);
    // Hostel A since 15 Aug (four periods have started), hostel B since 1 Oct (two).
    await hostels.setSubscriptionSince(data().manager, api.seed.hostelA.id, '2026-08-15');
    await hostels.setSubscriptionSince(data().manager, api.seed.hostelB.id, '2026-10-01');
    const sent = await atOnce<{ issueSubscriptionInvoices: number }>(() => api.ask(ISSUE, {}, 'superadmin'));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(sent.wins.reduce((sum, win) => sum + win.issueSubscriptionInvoices, 0)).toBe(6);
    expect(await count('subscription_invoices')).toBe(6);
    const twice = `(SELECT hostel_id FROM subscription_invoices GROUP BY hostel_id, period_start HAVING COUNT(*) > 1) AS d`;
    expect(await count(twice)).toBe(0);
  });

  race('markInvoicePaid', 'marks an invoice paid once for ten marks', async () => {
    await must(api.ask(ISSUE, {}, 'superadmin'));
    const [invoice] = (await data().query(
      `SELECT id FROM subscription_invoices WHERE status = 'pending' ORDER BY id LIMIT 1`,
    )) as { id: unknown }[];
    const id = String(invoice.id);
    const logs = await count(`activities WHERE action = 'subscription.invoice_paid'`);
    const sent = await atOnce(() => api.ask(PAID, { id }, 'superadmin'));
    expect(sent.outcomes).toEqual(oneWins('This invoice is already paid.'));
    expect(await count(`subscription_invoices WHERE id = ${Number(id)} AND status = 'paid'`)).toBe(1);
    expect(await count(`activities WHERE action = 'subscription.invoice_paid'`)).toBe(logs + 1);
  });

  // Last: it moves the clock on.
  race('billRentNow', 'bills each started period once for ten runs', async () => {
    const rent = () => count(`charges WHERE kind = 'rent'`);
    // 6 Dec: the residents' 5 Dec period has started.
    api.t.clock.advance(16 * 86_400_000);
    for (const who of ['adminA', 'superadmin'] as Who[]) api.tokens[who] = await loginAs(api.t, api.seed.phones[who]);
    const before = await rent();
    const sent = await atOnce<{ billRentNow: number }>(() => api.ask(BILL, {}, 'adminA'));
    expect(sent.outcomes).toEqual(ALL_OK);
    const billed = sent.wins.reduce((sum, win) => sum + win.billRentNow, 0);
    expect(billed).toBeGreaterThan(0);
    expect(await rent()).toBe(before + billed);
    const twice = `(SELECT student_id FROM charges WHERE kind = 'rent'
      GROUP BY student_id, rent_period HAVING COUNT(*) > 1) AS d`;
    expect(await count(twice)).toBe(0);
  });
});
