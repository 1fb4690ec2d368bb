import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ResidentPageDocument } from '@/gql/graphql';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { NO_RESIDENCE_TEXT } from './ResidentPage';

const residence = {
  __typename: 'Residence' as const,
  id: '7',
  name: 'Aarav Mehta',
  hostelName: 'Sunrise Residency',
  roomNumber: 101,
  bedLabel: '101-a',
  moveInDate: '2026-06-03',
  balance: {
    __typename: 'StudentBalance' as const,
    id: '7',
    chargedPaise: 1_950_000,
    collectedPaise: 1_550_000,
    pendingPaise: 100_000,
    balancePaise: 400_000,
  },
  rentPeriods: [
    {
      __typename: 'RentPeriod' as const,
      id: '7:2026-11-03',
      label: 'Nov-Dec',
      amountPaise: 650_000,
      settledPaise: 250_000,
      pendingPaise: 100_000,
      status: 'partially_paid' as const,
    },
  ],
  payments: [
    {
      __typename: 'ResidentPayment' as const,
      id: '42',
      receiptNumber: 'R-000042',
      receiptPath: '/api/resident/payments/42/receipt',
      amountPaise: 250_000,
      method: 'cash' as const,
      paidOn: '2026-11-05',
      status: 'complete' as const,
      settles: 'Nov–Dec 2026 (part)',
    },
  ],
};

const residenceMock = { request: { query: ResidentPageDocument }, result: { data: { myResidence: residence } } };

describe('the resident page', () => {
  it('shows a resident their room, how their balance adds up, their periods and their receipts', async () => {
    signIn(loginFor('tenant'));
    renderRoute('/resident', { mocks: [residenceMock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Residence' })).toBeTruthy();
    expect(await screen.findByText('Hello, Aarav Mehta · Sunrise Residency')).toBeTruthy();
    expect(screen.getByText(/Room 101, bed 101-a · moved in on/)).toBeTruthy();
    const dues = screen.getByRole('region', { name: 'Dues' });
    expect(within(dues).getByText('Rs. 4,000 to pay')).toBeTruthy();
    const sum = within(dues).getByLabelText('How the balance adds up');
    expect(sum.textContent).toContain('ChargedRs. 19,500');
    expect(sum.textContent).toContain('Paid− Rs. 15,500');
    expect(sum.textContent).toContain('BalanceRs. 4,000');
    expect(within(dues).getByText(/Rs\. 1,000 you paid by UPI, bank transfer or card is waiting/)).toBeTruthy();
    expect(within(dues).getByText('Rs. 2,500 of Rs. 6,500 paid')).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payments and receipts' });
    expect(within(payments).getByText('For Nov–Dec 2026 (part)')).toBeTruthy();
    expect(within(payments).getByRole('button', { name: 'Download receipt R-000042' })).toBeTruthy();
    // No admin sidebar: the resident's own frame with Sign out.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('tells a login of no current resident what happened, in its own words', async () => {
    signIn(loginFor('tenant'));
    const refused = new GraphQLError('This login belongs to no current resident of the hostel', {
      extensions: { code: 'FORBIDDEN' },
    });
    renderRoute('/resident', { mocks: [{ request: { query: ResidentPageDocument }, result: { errors: [refused] } }] });
    expect((await screen.findByRole('alert')).textContent).toContain(NO_RESIDENCE_TEXT);
    expect(screen.queryByText(/belongs to no current resident/)).toBeNull();
  });

  it('keeps residents out of the admin app and admins out of the resident page', async () => {
    signIn(loginFor('tenant'));
    const resident = renderRoute('/admin/student-details', { mocks: [residenceMock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Residence' })).toBeTruthy();
    expect(resident.router.state.location.pathname).toBe('/resident');
    resident.unmount();

    signIn(loginFor('admin'));
    const admin = renderRoute('/resident');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
