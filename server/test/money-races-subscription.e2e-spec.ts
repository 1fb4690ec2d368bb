import { HostelsService } from '../src/hostels/hostels.service';
import { startHostelApi } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { ALL_OK, moneyRaceHelpers, raceCases } from './support/money-races';
import { atOnce, oneWins, RACERS } from './support/race';
import { TEST_DATABASES } from './support/test-app';

/*
 * Issue 20's subscription plans and invoices, each sent as ten identical requests at once (what every part checks:
 * support/money-races.ts).
 *
 * | Mutation                            | 10 identical requests at once answer            | One effect, in the database                      |
 * | ----------------------------------- | ----------------------------------------------- | ------------------------------------------------ |
 * | changePlan                          | all OK (choose), 1 OK + 9 CONFLICT (cancel)     | next plan set once, one log entry each           |
 * | issueSubscriptionInvoices           | all OK; the answers add up to the invoices      | one invoice per hostel and period                |
 * | markInvoicePaid                     | 1 OK, 9 CONFLICT "already paid"                 | paid once, one log entry                         |
 */

const CHANGE_PLAN = `mutation ($plan: SubscriptionPlan!) { changePlan(plan: $plan) { nextPlan nextPlanFrom } }`;
const ISSUE = `mutation { issueSubscriptionInvoices }`;
const PAID = `mutation ($id: ID!) { markInvoicePaid(id: $id) { id status } }`;

describe.each(TEST_DATABASES)('every subscription mutation sent many times at once, on %s', (db) => {
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

  const { must, data, count } = moneyRaceHelpers(db, () => api);
  const { race, unraced } = raceCases('subscription');

  it('has a race case for each subscription mutation', () => {
    expect(unraced()).toEqual([]);
  });

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
});
