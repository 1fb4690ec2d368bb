import { readableDate } from '@hostel-admin/rules';
import { startHostelApi } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { ALL_OK, moneyRaceHelpers, PAY, raceCases, REJECT, VOID } from './support/money-races';
import { atOnce, oneWins, RACERS } from './support/race';
import { TEST_DATABASES } from './support/test-app';

/*
 * Issue 20's payments, each sent as ten identical requests at once (what every part checks: support/money-races.ts).
 *
 * | Mutation                            | 10 identical requests at once answer            | One effect, in the database                      |
 * | ----------------------------------- | ----------------------------------------------- | ------------------------------------------------ |
 * | recordPayment (key)                 | all OK, one payment                             | one payments row for the key; balance − amount   |
 * | verifyPayment                       | 1 OK, 9 CONFLICT "already verified"             | one payment_verifications row; balance − amount  |
 * | voidPayment (key)                   | all OK; 10 keys: 1 OK, 9 CONFLICT "already …"   | one payment_reversals row; balance + amount      |
 * | rejectPayment (key)                 | all OK; with 10 verifies: 1 OK, the rest refused | one reversal or one verification, never both    |
 */

const VERIFY = `mutation ($id: ID!) { verifyPayment(id: $id) { payment { id status } } }`;

describe.each(TEST_DATABASES)('every payment mutation sent many times at once, on %s', (db) => {
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

  const { resident, key, must, data, count, balance, logged, paid, reversalsOf } = moneyRaceHelpers(db, () => api);
  const { race, unraced } = raceCases('payments');

  it('has a race case for each payment mutation', () => {
    expect(unraced()).toEqual([]);
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
});
