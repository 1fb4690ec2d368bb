import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, isInputObjectType } from 'graphql';
import { GqlResponse, startHostelApi } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import {
  ADD_CHARGES,
  CREATE_CHARGES,
  DEDUCTIONS,
  EXTEND,
  KEYED_ELSEWHERE,
  MONEY,
  moneyRaceHelpers,
  MUTATIONS,
  NOTICE,
  PAY,
  PREPARE,
  RACE_PARTS,
  REFUND,
  REJECT,
  UPDATE_RENT,
  VOID,
  VOID_CHARGES,
  WRITE_OFF,
} from './support/money-races';
import { TEST_DATABASES } from './support/test-app';

/*
 * Issue 20's table of mutations (support/money-races.ts: every mutation of the schema, and whether it writes money)
 * held against the schema, and the idempotency keys of the money mutations across residents: one key sent for
 * several residents at once is one effect, for one of them, and a CONFLICT naming idempotencyKey for the others.
 * After every test the money invariants hold, as in every part of the money races.
 */

const KEY_TAKEN = 'This form was already submitted with other details. Reload the page and try again.';
/** Residents sent one idempotency key at once. */
const ACROSS = 3;

describe.each(TEST_DATABASES)('every money mutation and its idempotency key, on %s', (db) => {
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

  const { resident, key, count, chargesOf, noticed, approved, leaverOwing, extraCharge, paid, reversalsOf } =
    moneyRaceHelpers(db, () => api);

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
    createCharges: {
      target: () => resident(),
      send: (id, idempotencyKey) =>
        api.ask(CREATE_CHARGES, { input: { studentIds: [id], amountPaise: 10_000, reason: 'water', idempotencyKey } }),
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
    extendStay: {
      target: async () => noticed(await resident()),
      send: (checkoutId, idempotencyKey) =>
        api.ask(EXTEND, { input: { checkoutId, moveOutDate: '2027-01-10', idempotencyKey } }),
      effects: (checkoutId) => count(`checkouts WHERE id = ${Number(checkoutId)} AND move_out_date = '2027-01-10'`),
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

  it('has every mutation of the schema in its table, a part of the race cases for each that writes money, and each key', () => {
    const fields = api.t.app.get(GraphQLSchemaHost).schema.getMutationType()!.getFields();
    expect(Object.keys(fields).sort()).toEqual(Object.keys(MUTATIONS).sort());
    const money = (Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[]).filter((name) => MUTATIONS[name] === MONEY);
    // Each in exactly one part, whose file has a case for each mutation of its part (that file checks it).
    const parts: readonly string[] = Object.values(RACE_PARTS).flat();
    expect([...parts].sort()).toEqual([...money].sort());
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
});
