import { readableDate } from '@hostel-admin/rules';
import { startHostelApi, Who } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import {
  ADD_CHARGES,
  CREATE_CHARGES,
  ALL_OK,
  EDIT,
  moneyRaceHelpers,
  raceCases,
  UPDATE_RENT,
  VOID_CHARGES,
  WAITS,
} from './support/money-races';
import { atOnce, oneWins, RACERS } from './support/race';
import { loginAs } from './support/session';
import { TEST_DATABASES } from './support/test-app';

/*
 * Issue 20's extra charges, rent changes and rent billing, each sent as ten identical requests at once (what every
 * part checks: support/money-races.ts).
 *
 * | Mutation                            | 10 identical requests at once answer            | One effect, in the database                      |
 * | ----------------------------------- | ----------------------------------------------- | ------------------------------------------------ |
 * | addCharges (key)                    | all OK                                          | one extra charge per resident; balance + amount  |
 * | createCharges, half as addCharges   | all OK                                          | one extra charge per resident; balance + amount  |
 * | voidCharges (key)                   | all OK; 10 keys: 1 OK, 9 CONFLICT "already voided" | one void row per charge; balance − amount     |
 * | updateRent (key)                    | all OK, one change                              | one rent_changes row, one charge                 |
 * | decideRentChange approve / reject   | 1 OK, 9 CONFLICT "already applied / rejected"   | one decision; the discount charged once or never |
 * | decideRentChange approve + reject   | 1 OK, 9 CONFLICT naming the winner's decision   | that decision; the balance follows it            |
 * | updateStudent, warden bill-from     | all OK with the "waits for an admin" warning    | one pending bill_from change; balance unchanged  |
 * | updateStudent, 10 warden dates      | 1 OK, 9 CONFLICT "already waits"                | one pending bill_from change, the winner's date  |
 * | updateStudent, admin bill-from      | all OK                                          | the reversals once; balance one period           |
 * | decideRentChange on a bill-from     | 1 OK, 9 CONFLICT (approve; approve + reject)    | the reversals once or never                      |
 * | billRentNow                         | all OK; the answers add up to the periods       | one rent charge per resident and period          |
 */

const DECIDE = `mutation ($id: ID!, $approve: Boolean!) { decideRentChange(id: $id, approve: $approve) { id status } }`;
const BILL = `mutation { billRentNow }`;

describe.each(TEST_DATABASES)('every charge and rent mutation sent many times at once, on %s', (db) => {
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

  const {
    resident,
    key,
    data,
    count,
    balance,
    chargesOf,
    logged,
    extraCharge,
    pendingDiscount,
    pendingBillFrom,
    changeStatus,
  } = moneyRaceHelpers(db, () => api);
  const { race, unraced } = raceCases('charges-rent');

  it('has a race case for each charge and rent mutation', () => {
    expect(unraced()).toEqual([]);
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

  // Its old name, addCharges, is the same mutation under the same form keys: one key sent under both is one effect.
  race('createCharges', 'charges each resident once for ten copies of one submit, half under addCharges', async () => {
    const ids = [await resident(), await resident()];
    const before = [await balance(ids[0]), await balance(ids[1])];
    const input = { studentIds: ids, amountPaise: 12_345, reason: 'electric', idempotencyKey: key('charges') };
    let copies = 0;
    const sent = await atOnce<{ createCharges?: { count: number }; addCharges?: { count: number } }>(() =>
      api.ask(++copies % 2 ? CREATE_CHARGES : ADD_CHARGES, { input }),
    );
    expect(sent.outcomes).toEqual(ALL_OK);
    expect(sent.wins.map((win) => (win.createCharges ?? win.addCharges)!.count)).toEqual(Array<number>(RACERS).fill(2));
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
