import { DataSource } from 'typeorm';
import type { ApiRoom, GqlResponse, startHostelApi } from './hostel-api';
import { RACERS } from './race';
import type { TestDatabase } from './test-app';

/*
 * Issue 20, "Money that is right every time": every mutation that writes money, sent as RACERS (10) identical
 * requests at once, has one effect (counted in the database: rows and balances, not only the answers) and answers
 * each copy with the first one's answer or a CONFLICT in words; never a second effect, never an internal error.
 * After every test the money invariants hold (each balance = charges − complete payments; the month totals and the
 * month equation = their tables' sums).
 *
 * The cases are in the money-races-*.e2e-spec.ts files, one part each (RACE_PARTS); money-races-keys.e2e-spec.ts
 * holds the schema's table of mutations and one key sent for several residents. What the files share is here.
 */

type HostelApi = Awaited<ReturnType<typeof startHostelApi>>;

export const MONEY = 'writes money';

/**
 * Every mutation of the schema, once: the ones that write money (ledger rows, deposits, rent terms, checkouts,
 * subscription plans and invoices), and why each other one does not. The schema having a mutation this table
 * lacks fails the test; so does a money mutation without a race case.
 */
export const MUTATIONS = {
  recordPayment: MONEY,
  verifyPayment: MONEY,
  voidPayment: MONEY,
  rejectPayment: MONEY,
  billRentNow: MONEY,
  addCharges: MONEY,
  // addCharges under its new name (issue 36): the same service, the same form keys.
  createCharges: MONEY,
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
  // A later move-out date: rent taken back for it is billed again, and periods started since are billed.
  extendStay: MONEY,
  prepareSettlement: MONEY,
  approveSettlement: MONEY,
  payRefund: MONEY,
  writeOffBalance: MONEY,
  changePlan: MONEY,
  issueSubscriptionInvoices: MONEY,
  markInvoicePaid: MONEY,
  addBed: 'no money: a bed, and the student placed in it; rent follows the resident, not the bed',
  createBed: 'no money: a bed, and the student placed in it; rent follows the resident, not the bed',
  assignBed: 'no money: a stay; rent follows the resident, not the bed',
  moveStudent: 'no money: a stay; rent follows the resident, not the bed',
  removeFromBed: 'no money: a stay ends; the resident and their rent stay',
  updateBed: 'no money: a bed',
  removeBed: 'no money: a free bed',
  deleteBed: 'no money: a free bed',
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
  createRequest: "no money: a resident's request (its races are in requests.e2e-spec.ts)",
  changeRequestStatus: "no money: a request's status (its races are in requests.e2e-spec.ts)",
  setRequestTargets: 'no money: a hostel setting (hours before a request is overdue)',
  addNotificationDraft: 'no money: a draft notification (its races are in notifications.e2e-spec.ts)',
  createNotificationDraft: 'no money: a draft notification (its races are in notifications.e2e-spec.ts)',
  deleteNotificationDraft: 'no money: a draft deleted (its races are in notifications.e2e-spec.ts)',
  deleteNotification: 'no money: a draft deleted (its races are in notifications.e2e-spec.ts)',
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
  createMenuItem: 'no money: a food on a meal’s menu (its races are in meals.e2e-spec.ts)',
  removeMenuItem: 'no money: a food taken off a menu (its races are in meals.e2e-spec.ts)',
  deleteMenuItem: 'no money: a food taken off a menu (its races are in meals.e2e-spec.ts)',
  markMealAttendance: 'no money: a resident marked at a meal (its races are in meals.e2e-spec.ts)',
  unmarkMealAttendance: 'no money: a mark taken back (its races are in meals.e2e-spec.ts)',
  createApiKey: 'no money: an API key (its races are in api-key-races.e2e-spec.ts)',
  revokeApiKey: 'no money: an API key revoked (its races are in api-key-races.e2e-spec.ts)',
  createWebhookEndpoint: 'no money: a webhook endpoint (its races are in webhooks-admin.e2e-spec.ts)',
  updateWebhookEndpoint: 'no money: a webhook endpoint changed (webhooks-admin.e2e-spec.ts)',
  deleteWebhookEndpoint: 'no money: a webhook endpoint deleted (webhooks-admin.e2e-spec.ts)',
  redeliverWebhook: 'no money: a webhook delivery sent again (webhooks-admin.e2e-spec.ts)',
  sendTestWebhook: 'no money: a test webhook event (webhooks-admin.e2e-spec.ts)',
} as const;

export type MoneyMutation = {
  [K in keyof typeof MUTATIONS]: (typeof MUTATIONS)[K] extends typeof MONEY ? K : never;
}[keyof typeof MUTATIONS];

/** Mutations with a form key that write no money: their key's races are in their own API tests. */
export const KEYED_ELSEWHERE: readonly string[] = [
  'addNotificationDraft',
  'createNotificationDraft',
  // Their idempotencyKey (issue 36; clientKey before) is raced in requests.e2e-spec.ts and resident.e2e-spec.ts.
  'addRequest',
  'createRequest',
  'raiseMyRequest',
  'scheduleNotification',
  'sendNotification',
  'sendNotificationDraft',
  'createApiKey',
  'createWebhookEndpoint',
];

/**
 * The file that races each money mutation (money-races-<part>.e2e-spec.ts): each money mutation in exactly one part
 * (money-races-keys checks it), and each part's file has a case for each of its mutations (the file checks it).
 */
export const RACE_PARTS = {
  payments: ['recordPayment', 'verifyPayment', 'voidPayment', 'rejectPayment'],
  // Rent last: billRentNow moves the clock on.
  'charges-rent': [
    'addCharges',
    'createCharges',
    'voidCharges',
    'updateRent',
    'decideRentChange',
    'updateStudent',
    'billRentNow',
  ],
  checkout: [
    'archiveStudent',
    'checkIn',
    'giveNotice',
    'extendStay',
    'prepareSettlement',
    'approveSettlement',
    'payRefund',
    'writeOffBalance',
  ],
  subscription: ['changePlan', 'issueSubscriptionInvoices', 'markInvoicePaid'],
} as const satisfies Record<string, readonly MoneyMutation[]>;

/** Declares the race cases of one part; `unraced` answers its mutations that have none. */
export function raceCases<P extends keyof typeof RACE_PARTS>(part: P) {
  const raced = new Set<MoneyMutation>();
  const race = (mutation: (typeof RACE_PARTS)[P][number], title: string, test: () => Promise<void>) => {
    raced.add(mutation);
    it(`${mutation}: ${title}`, test);
  };
  const unraced = () => RACE_PARTS[part].filter((mutation: MoneyMutation) => !raced.has(mutation));
  return { race, unraced };
}

export const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id student { id } } } }`;
export const ADD_CHARGES = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { count students { id } } }`;
export const CREATE_CHARGES = `mutation ($input: AddChargesInput!) { createCharges(input: $input) { count students { id } } }`;
export const VOID_CHARGES = `mutation ($input: VoidChargesInput!) { voidCharges(input: $input) { count } }`;
const ADDED = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { charges { id } } }`;
export const UPDATE_RENT = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id status } } }`;
export const EDIT = `mutation ($id: ID!, $input: UpdateStudentInput!) {
  updateStudent(id: $id, input: $input) { student { id } warnings { field message } } }`;
export const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id status student { id } } }`;
export const EXTEND = `mutation ($input: ExtendStayInput!) { extendStay(input: $input) { id moveOutDate } }`;
export const PREPARE = `mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) {
  id status deductions { amountPaise } } }`;
export const APPROVE = `mutation ($id: ID!) { approveSettlement(checkoutId: $id) { id status } }`;
export const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) {
  checkout { id status refund { id amountPaise } } student { id archived } } }`;
export const WRITE_OFF = `mutation ($input: WriteOffBalanceInput!) { writeOffBalance(input: $input) { id balance { balancePaise } } }`;
export const VOID = `mutation ($input: ReversePaymentInput!) { voidPayment(input: $input) { payment { id status } } }`;
export const REJECT = `mutation ($input: ReversePaymentInput!) { rejectPayment(input: $input) { payment { id status } } }`;

export const ALL_OK = Array<string>(RACERS).fill('OK');
export const DEDUCTIONS = [
  { kind: 'damage', amountPaise: 50_000, note: 'Broken chair' },
  { kind: 'cleaning', amountPaise: 20_000, note: 'Deep clean' },
];
export const WAITS = {
  field: 'billRentFrom',
  message:
    "Bill rent from 20 Nov 2026 takes back rent already billed, so it waits for an admin's approval (Update Rent). The other details were saved.",
};

/**
 * The residents, checkouts and payments the race cases start from, and the database reads they count effects with,
 * on the app `api()` answers (started in the file's beforeAll). Call it in the file's describe block: its counters
 * are the block's own.
 */
export function moneyRaceHelpers(db: TestDatabase, api: () => HostelApi) {
  let room: ApiRoom | undefined;
  let beds = 0;
  const BEDS = 10;
  /** The next free bed: rooms of ten, made as they fill. */
  const nextBed = async (): Promise<[ApiRoom, number]> => {
    if (!room || beds === BEDS) {
      room = await api().newRoom('adminA', BEDS);
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
    return (await api().checkIn(inRoom, bed, 'wardenA', { moveInDate: '2026-10-05', ...extra })).student.id;
  };
  let keys = 0;
  /** A new form key, as the client makes one per opening of a form. */
  const key = (form: string) => `race-${db}-${form}-${++keys}`;
  /** The answer's data; fails on an error. */
  const must = async (res: Promise<GqlResponse>) => {
    const answer = await res;
    expect(api().errorOf(answer)).toBeUndefined();
    return answer.body.data;
  };

  const data = () => api().t.app.get(DataSource);
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
    const [change] = (await must(api().ask(UPDATE_RENT, { input }, 'wardenA'))).updateRent.changes;
    expect(change.status).toBe('pending');
    return change.id;
  };
  /** A warden's "bill rent from 20 Nov", which takes two billed periods back, waiting for an admin. */
  const pendingBillFrom = async (id: string): Promise<string> => {
    const edit = await must(api().ask(EDIT, { id, input: { billRentFrom: '2026-11-20' } }, 'wardenA'));
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
    (
      await must(
        api().ask(NOTICE, { input: { studentId: id, noticeDate: '2026-11-20', idempotencyKey: key('notice') } }),
      )
    ).giveNotice.id;
  /** …with the settlement prepared (Rs. 700 of deductions). */
  const prepared = async (id: string): Promise<string> => {
    const checkoutId = await noticed(id);
    const input = { checkoutId, deductions: DEDUCTIONS, idempotencyKey: key('prepare') };
    await must(api().ask(PREPARE, { input }));
    return checkoutId;
  };
  /** …and approved by an admin. */
  const approved = async (id: string): Promise<string> => {
    const checkoutId = await prepared(id);
    await must(api().ask(APPROVE, { id: checkoutId }, 'adminA'));
    return checkoutId;
  };

  /** …and paid out: a leaver who still owes what the deposit did not cover. */
  const leaverOwing = async (): Promise<string> => {
    const id = await resident();
    const checkoutId = await approved(id);
    const input = { checkoutId, method: 'cash', paidOn: '2026-11-20', idempotencyKey: key('refund') };
    await must(api().ask(REFUND, { input }, 'adminA'));
    expect(await balance(id)).toBeGreaterThan(0);
    return id;
  };

  /** An extra charge of Rs. 150 for the resident: its id. */
  const extraCharge = async (id: string): Promise<string> => {
    const input = { charges: [{ studentId: id, amountPaise: 15_000 }], reason: 'water', idempotencyKey: key('extra') };
    return (await must(api().ask(ADDED, { input }))).addCharges.charges[0].id;
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
    return { id: (await must(api().ask(PAY, { input }, 'wardenA'))).recordPayment.payment.id, studentId };
  };
  const reversalsOf = (paymentId: string) => count(`payment_reversals WHERE payment_id = ${Number(paymentId)}`);

  return {
    nextBed,
    resident,
    key,
    must,
    data,
    count,
    balance,
    chargesOf,
    logged,
    pendingDiscount,
    pendingBillFrom,
    changeStatus,
    noticed,
    prepared,
    approved,
    leaverOwing,
    extraCharge,
    paid,
    reversalsOf,
  };
}
