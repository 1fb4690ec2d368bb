import { DataSource } from 'typeorm';
import { Activity, ActivityAction } from '../src/events/activity.entity';
import { HostelsService } from '../src/hostels/hostels.service';
import { SubscriptionInvoice } from '../src/ledger/subscription-invoices/subscription-invoice.entity';
import { User } from '../src/users/user.entity';
import { startHostelApi, Who } from './support/hostel-api';
import { atOnce, oneWins, RACERS } from './support/race';
import { graphql, loginAs } from './support/session';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const OVERVIEW = `{ subscription { id plan planName pricePaise periodStart periodEnd nextPlan nextPlanFrom plans { id name pricePaise } } }`;
const CHANGE = `mutation ($plan: SubscriptionPlan!) { changePlan(plan: $plan) { id plan nextPlan nextPlanFrom } }`;
const HISTORY = `query ($page: Int) { subscriptionInvoices(page: $page, pageSize: 8) {
  totalCount items { id planName amountPaise purchaseDate endDate status hostelId } } }`;
const ISSUE = `mutation { issueSubscriptionInvoices }`;
const PAID = `mutation ($id: ID!) { markInvoicePaid(id: $id) { id status paidAt } }`;

describe.each(TEST_DATABASES)('subscription billing on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;

  beforeAll(async () => {
    api = await startHostelApi(db);
    const dataSource = api.t.app.get(DataSource);
    // Hostel A has been subscribed since 2026-08-15 (today is 2026-11-20): four periods have started.
    const hostels = api.t.app.get(HostelsService);
    await hostels.setSubscriptionSince(dataSource.manager, api.seed.hostelA.id, '2026-08-15');
    // Hostel B since 2026-10-01: two periods have started.
    await hostels.setSubscriptionSince(dataSource.manager, api.seed.hostelB.id, '2026-10-01');
  });

  /** The activity entries of one action: hostel, actor, subject and detail. */
  const entries = async (action: ActivityAction) =>
    (await api.t.app.get(DataSource).manager.find(Activity, { where: { action }, order: { id: 'ASC' } })).map((a) => ({
      hostelId: a.hostelId,
      actor: a.actorUserId,
      subject: `${a.subjectType} ${a.subjectId} ${a.subjectLabel}`,
      detail: a.detail,
    }));
  const userId = async (who: Who) =>
    (await api.t.app.get(DataSource).manager.findOneByOrFail(User, { phoneNumber: api.seed.phones[who] })).id;
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  it('shows the plan, its period and the plans offered', async () => {
    const sub = (await api.ask(OVERVIEW, {}, 'adminA')).body.data.subscription;
    expect(sub).toMatchObject({
      plan: 'starter_plan',
      planName: 'Starter Plan',
      pricePaise: 20_000,
      periodStart: '2026-11-15',
      periodEnd: '2026-12-14',
      nextPlan: null,
    });
    expect(sub.plans).toEqual([
      { id: 'starter_plan', name: 'Starter Plan', pricePaise: 20_000 },
      { id: 'premium_plan', name: 'Premium Plan', pricePaise: 50_000 },
      { id: 'custom_plan', name: 'Custom Plan', pricePaise: null },
    ]);
  });

  it('issues one invoice per started period, once, and a superadmin marks one paid', async () => {
    const { hostelA, hostelB } = api.seed;
    expect(api.errorOf(await api.ask(ISSUE, {}, 'adminA'))?.extensions.code).toBe('FORBIDDEN');
    // Runs started at once (the hourly job, a click, a second server) take turns: each invoice is issued once.
    const runs = await atOnce<{ issueSubscriptionInvoices: number }>(() => api.ask(ISSUE, {}, 'superadmin'));
    expect(runs.outcomes).toEqual(Array(RACERS).fill('OK'));
    expect(runs.wins.map((w) => w.issueSubscriptionInvoices).reduce((a, b) => a + b)).toBe(6);
    const invoices = await api.t.app
      .get(DataSource)
      .manager.find(SubscriptionInvoice, { order: { hostelId: 'ASC', periodStart: 'ASC' } });
    expect(invoices.map((i) => `${i.hostelId} ${i.periodStart}`)).toEqual([
      ...['2026-08-15', '2026-09-15', '2026-10-15', '2026-11-15'].map((d) => `${hostelA.id} ${d}`),
      ...['2026-10-01', '2026-11-01'].map((d) => `${hostelB.id} ${d}`),
    ]);
    const superadmin = await userId('superadmin');
    expect(await entries('subscription.invoices_issued')).toEqual([
      {
        hostelId: hostelA.id,
        actor: superadmin,
        subject: `hostel ${hostelA.id} Hostel A`,
        detail: '4 subscription invoices issued',
      },
      {
        hostelId: hostelB.id,
        actor: superadmin,
        subject: `hostel ${hostelB.id} Hostel B`,
        detail: '2 subscription invoices issued',
      },
    ]);
    const history = (await api.ask(HISTORY, {}, 'adminA')).body.data.subscriptionInvoices;
    expect(
      history.items.map((i: { purchaseDate: string; endDate: string }) => `${i.purchaseDate}..${i.endDate}`),
    ).toEqual(['2026-11-15..2026-12-14', '2026-10-15..2026-11-14', '2026-09-15..2026-10-14', '2026-08-15..2026-09-14']);
    expect(history.items[0]).toMatchObject({ planName: 'Starter Plan', amountPaise: 20_000, status: 'pending' });
    expect(
      (await api.ask(HISTORY, {}, 'adminB')).body.data.subscriptionInvoices.items.every(
        (i: { hostelId: string }) => i.hostelId === String(api.seed.hostelB.id),
      ),
    ).toBe(true);

    const id = history.items[3].id;
    expect(api.errorOf(await api.ask(PAID, { id }, 'adminA'))?.extensions.code).toBe('FORBIDDEN');
    const paid = await atOnce<{ markInvoicePaid: { status: string } }>(() => api.ask(PAID, { id }, 'superadmin'));
    expect(paid.outcomes).toEqual(oneWins('This invoice is already paid.'));
    expect(paid.wins[0].markInvoicePaid.status).toBe('paid');
    // The superadmin's own hostel is A; an invoice of hostel B is logged in hostel B.
    const [ofB] = (await api.ask(HISTORY, {}, 'adminB')).body.data.subscriptionInvoices.items;
    expect((await api.ask(PAID, { id: ofB.id }, 'superadmin')).body.data.markInvoicePaid.status).toBe('paid');
    expect(await entries('subscription.invoice_paid')).toEqual([
      {
        hostelId: hostelA.id,
        actor: superadmin,
        subject: `hostel ${hostelA.id} Hostel A`,
        detail: 'Starter Plan Rs. 200 for 2026-08-15 to 2026-09-14 marked paid',
      },
      {
        hostelId: hostelB.id,
        actor: superadmin,
        subject: `hostel ${hostelB.id} Hostel B`,
        detail: 'Premium Plan Rs. 500 for 2026-11-01 to 2026-11-30 marked paid',
      },
    ]);
  });

  it('is for admins: wardens, staff and tenants are refused', async () => {
    for (const who of ['wardenA', 'staffA', 'tenantA'] as Who[])
      expect(api.errorOf(await api.ask(OVERVIEW, {}, who))?.extensions.code).toBe('FORBIDDEN');
  });

  it('changes the plan from the next period, invoiced at the new price then', async () => {
    const change = async (plan: string) => (await api.ask(CHANGE, { plan }, 'adminA')).body.data.changePlan;
    expect(await change('premium_plan')).toMatchObject({ plan: 'starter_plan', nextPlan: 'premium_plan' });
    // The current plan again cancels the change; then the change is made once more.
    expect(await change('starter_plan')).toMatchObject({ plan: 'starter_plan', nextPlan: null });
    const changed = await change('premium_plan');
    expect(changed).toMatchObject({ plan: 'starter_plan', nextPlan: 'premium_plan', nextPlanFrom: '2026-12-15' });
    const hostelA = { hostelId: api.seed.hostelA.id, subject: `hostel ${api.seed.hostelA.id} Hostel A` };
    const adminA = await userId('adminA');
    expect(await entries('subscription.plan_changed')).toEqual([
      { ...hostelA, actor: adminA, detail: 'Starter Plan to Premium Plan from 2026-12-15' },
      { ...hostelA, actor: adminA, detail: 'Stays on the Starter Plan: the change to the Premium Plan is cancelled' },
      { ...hostelA, actor: adminA, detail: 'Starter Plan to Premium Plan from 2026-12-15' },
    ]);
    const gold = await graphql(api.t, CHANGE, { plan: 'gold' }, api.tokens.adminA);
    expect(api.errorOf(gold)?.extensions.code).toBe('BAD_USER_INPUT');
    api.t.clock.advance(26 * 86_400_000);
    // Sessions expired in those days: sign in again.
    for (const who of ['adminA', 'superadmin'] as Who[]) api.tokens[who] = await loginAs(api.t, api.seed.phones[who]);
    await api.ask(ISSUE, {}, 'superadmin');
    const sub = (await api.ask(OVERVIEW, {}, 'adminA')).body.data.subscription;
    expect(sub).toMatchObject({ plan: 'premium_plan', nextPlan: null, periodStart: '2026-12-15' });
    const [latest] = (await api.ask(HISTORY, {}, 'adminA')).body.data.subscriptionInvoices.items;
    expect(latest).toMatchObject({ planName: 'Premium Plan', amountPaise: 50_000, purchaseDate: '2026-12-15' });
    expect((await entries('subscription.plan_changed')).at(-1)).toEqual({
      ...hostelA,
      actor: await userId('superadmin'),
      detail: 'Premium Plan in force from 2026-12-15',
    });
  });
});
