import { screen, within } from '@testing-library/react';
import {
  BillingHistoryDocument,
  BillingSubscriptionDocument,
  ChangePlanDocument,
  MarkInvoicePaidDocument,
} from '@/features/billing/graphql/Billing.generated';
import { findConfirmDialog } from '@/test/confirm';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';

const plans = [
  {
    __typename: 'PlanOption',
    id: 'starter_plan',
    name: 'Starter Plan',
    description: 'Up to 50 beds',
    pricePaise: 20_000,
  },
  {
    __typename: 'PlanOption',
    id: 'premium_plan',
    name: 'Premium Plan',
    description: 'Unlimited beds',
    pricePaise: 50_000,
  },
  {
    __typename: 'PlanOption',
    id: 'custom_plan',
    name: 'Custom Plan',
    description: 'Several hostels',
    pricePaise: null,
  },
];
const subscription = (nextPlan: string | null) => ({
  __typename: 'HostelSubscription',
  id: '1',
  plan: 'starter_plan',
  planName: 'Starter Plan',
  pricePaise: 20_000,
  periodStart: '2026-11-05',
  periodEnd: '2026-12-04',
  nextPlan,
  nextPlanFrom: nextPlan ? '2026-12-05' : null,
  plans,
});
const subscriptionMock = {
  request: { query: BillingSubscriptionDocument },
  result: { data: { subscription: subscription(null) } },
};
const invoice = (id: string, status: string, purchaseDate: string) => ({
  __typename: 'SubscriptionInvoice',
  id,
  hostelId: '1',
  plan: 'starter_plan',
  planName: 'Starter Plan',
  amountPaise: 20_000,
  purchaseDate,
  endDate: '2026-12-04',
  status,
  paidAt: status === 'paid' ? '2026-11-06T00:00:00.000Z' : null,
});

describe('BillingSettingsPage', () => {
  it('opens on Subscription Settings with the real plans, the current one marked, and changes plan from the next period', async () => {
    signIn();
    const { user } = renderRoute('/admin/billing', {
      mocks: [
        subscriptionMock,
        {
          request: { query: ChangePlanDocument, variables: { input: { plan: 'premium_plan' } } },
          result: { data: { changePlan: subscription('premium_plan') } },
        },
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Subscription Settings', selected: true })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Plans' });
    for (const text of ['Rs. 200 per month', 'Rs. 500 per month', 'Contact us for a price', 'Current plan'])
      expect(within(list).getByText(text)).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Change plan to Premium Plan' }));
    const confirm = await findConfirmDialog('Change plan');
    expect(confirm.textContent).toContain('after 4th Dec, 2026');
    await user.click(within(confirm).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Premium Plan starts with the next period')).toBeTruthy();
    expect(await screen.findByText('From the next period')).toBeTruthy();
  });

  it('lists the billing history and lets a superadmin mark an invoice paid', async () => {
    signIn(loginFor('superadmin'));
    const { user } = renderRoute('/admin/billing?tab=history', {
      mocks: [
        subscriptionMock,
        {
          request: { query: BillingHistoryDocument, variables: { page: 1 } },
          result: {
            data: {
              subscriptionInvoices: {
                __typename: 'SubscriptionInvoicePage',
                totalCount: 2,
                items: [invoice('2', 'pending', '2026-11-05'), invoice('1', 'paid', '2026-10-05')],
              },
            },
          },
        },
        {
          request: { query: MarkInvoicePaidDocument, variables: { input: { id: '2' } } },
          result: {
            data: {
              markInvoicePaid: {
                __typename: 'SubscriptionInvoice',
                id: '2',
                status: 'paid',
                paidAt: '2026-11-25T00:00:00.000Z',
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('5th Nov, 2026')).toBeTruthy();
    expect(screen.getAllByText('pending')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    await user.click(within(await findConfirmDialog('Mark paid')).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Invoice marked paid')).toBeTruthy();
    expect(screen.queryByText('pending')).toBeNull();
  });

  it('tells a warden the subscription is an admin’s', async () => {
    signIn(loginFor('warden'));
    renderRoute('/admin/billing');
    expect(await screen.findByText('Only an admin of the hostel manages its subscription.')).toBeTruthy();
  });
});
