import { startHostelApi } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import {
  ALL_OK,
  APPROVE,
  DEDUCTIONS,
  EXTEND,
  moneyRaceHelpers,
  NOTICE,
  PAY,
  PREPARE,
  raceCases,
  REFUND,
  WRITE_OFF,
} from './support/money-races';
import { atOnce, oneWins, RACERS } from './support/race';
import { TEST_DATABASES } from './support/test-app';

/*
 * Issue 20's check-in, leaving and settlement, each sent as ten identical requests at once (what every part checks:
 * support/money-races.ts). writeOffBalance (key): all OK; one write-off charge; balance 0.
 *
 * | Mutation                            | 10 identical requests at once answer            | One effect, in the database                      |
 * | ----------------------------------- | ----------------------------------------------- | ------------------------------------------------ |
 * | archiveStudent                      | all OK (archived again answers as it is)        | archived once, rent billed once, one log entry   |
 * | checkIn                             | 1 OK, 9 CONFLICT "Bed … is already occupied"    | one resident, one deposit, rent billed once      |
 * | giveNotice (key)                    | all OK, one checkout                            | one checkouts row, one log entry                 |
 * | extendStay (key)                    | all OK, one new move-out date                   | one log entry; the balance as before             |
 * | prepareSettlement (key)             | all OK                                          | the deductions once                              |
 * | approveSettlement                   | 1 OK, 9 CONFLICT "already approved"             | one approval log entry                           |
 * | payRefund (key)                     | all OK, one refund                              | one refund, deductions charged once; balance 0   |
 */

const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id archived } } }`;

describe.each(TEST_DATABASES)('every check-in and checkout mutation sent many times at once, on %s', (db) => {
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

  const { nextBed, resident, key, must, count, balance, chargesOf, logged, noticed, prepared, approved, leaverOwing } =
    moneyRaceHelpers(db, () => api);
  const { race, unraced } = raceCases('checkout');

  it('has a race case for each check-in and checkout mutation', () => {
    expect(unraced()).toEqual([]);
  });

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

  race('extendStay', 'extends the stay once for ten copies of one submit', async () => {
    const id = await resident();
    const checkoutId = await noticed(id);
    const input = { checkoutId, moveOutDate: '2027-01-10', idempotencyKey: key('extend') };
    const sent = await atOnce<{ extendStay: { id: string; moveOutDate: string } }>(() => api.ask(EXTEND, { input }));
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(sent.wins.map((win) => win.extendStay)).toEqual(
      Array(RACERS).fill({ id: checkoutId, moveOutDate: '2027-01-10' }),
    );
    expect(await count(`checkouts WHERE id = ${Number(checkoutId)} AND move_out_date = '2027-01-10'`)).toBe(1);
    expect(await logged('checkout.extended', id)).toBe(1);
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
});
