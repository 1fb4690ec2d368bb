import { DataSource } from 'typeorm';
import { HostelsService } from '../src/hostels/hostels.service';
import { startHostelApi, Who } from './support/hostel-api';
import { graphql, loginAs } from './support/session';
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
    await api.t.app.get(HostelsService).setSubscriptionSince(dataSource.manager, api.seed.hostelA.id, '2026-08-15');
  });
  afterAll(() => api.close());

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
    expect(api.errorOf(await api.ask(ISSUE, {}, 'adminA'))?.extensions.code).toBe('FORBIDDEN');
    await api.ask(ISSUE, {}, 'superadmin');
    await api.ask(ISSUE, {}, 'superadmin');
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
    expect((await api.ask(PAID, { id }, 'superadmin')).body.data.markInvoicePaid.status).toBe('paid');
    expect(api.errorOf(await api.ask(PAID, { id }, 'superadmin'))?.extensions.code).toBe('CONFLICT');
  });

  it('is for admins: wardens, staff and tenants are refused', async () => {
    for (const who of ['wardenA', 'staffA', 'tenantA'] as Who[])
      expect(api.errorOf(await api.ask(OVERVIEW, {}, who))?.extensions.code).toBe('FORBIDDEN');
  });

  it('changes the plan from the next period, invoiced at the new price then', async () => {
    const changed = (await api.ask(CHANGE, { plan: 'premium_plan' }, 'adminA')).body.data.changePlan;
    expect(changed).toMatchObject({ plan: 'starter_plan', nextPlan: 'premium_plan', nextPlanFrom: '2026-12-15' });
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
  });
});
