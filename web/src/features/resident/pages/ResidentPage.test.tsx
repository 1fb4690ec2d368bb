import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { RaiseMyRequestDocument, ResidentPageDocument } from '@/features/resident/Residence.generated';
import { fill } from '@/test/fill';
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
  requests: [
    {
      __typename: 'Request' as const,
      id: '5',
      type: 'service' as const,
      text: 'The fan in my room is not working',
      studentId: '7',
      studentName: 'Aarav Mehta',
      roomNumber: 101,
      status: 'working' as const,
      raisedAt: '2026-11-24T04:30:00.000Z',
      dueAt: '2026-11-25T04:30:00.000Z',
      minutesLeft: -90,
      history: [
        {
          __typename: 'RequestStatusChange' as const,
          id: '11',
          fromStatus: 'pending' as const,
          toStatus: 'working' as const,
          changedAt: '2026-11-24T06:00:00.000Z',
          changedById: '3',
          changedByName: 'Meena Iyer',
          note: 'Electrician comes at 4 pm',
        },
      ],
    },
  ],
  notifications: [
    {
      __typename: 'ResidentNotification' as const,
      id: '9',
      title: 'Water cut',
      description: 'No water from 10 to 12 today',
      sentAt: '2026-11-25T03:30:00.000Z',
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

  it('lists their requests and notifications, and raises a request: an empty form names each field, then it is sent with a key', async () => {
    signIn(loginFor('tenant'));
    const sent: Record<string, unknown>[] = [];
    const raised = {
      ...residence.requests[0],
      id: '6',
      type: 'food' as const,
      text: 'Less oil, please',
      status: 'pending' as const,
      minutesLeft: 2880,
    };
    const raiseMock = {
      request: { query: RaiseMyRequestDocument, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables.input as Record<string, unknown>);
        return { data: { raiseMyRequest: raised } };
      },
    };
    const after = {
      request: { query: ResidentPageDocument },
      result: { data: { myResidence: { ...residence, requests: [raised, ...residence.requests] } } },
    };
    const { user } = renderRoute('/resident', { mocks: [residenceMock, raiseMock, after] });
    const requests = await screen.findByRole('region', { name: 'My requests' });
    expect(within(requests).getByText('The fan in my room is not working')).toBeTruthy();
    expect(within(requests).getByText('Working')).toBeTruthy();
    expect(within(requests).getByText(/Overdue by 1 h/)).toBeTruthy();
    const notes = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notes).getByText('Water cut')).toBeTruthy();
    expect(within(notes).getByText('No water from 10 to 12 today')).toBeTruthy();

    await user.click(within(requests).getByRole('button', { name: 'Raise a request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise a request' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Please choose the type of request.')).toBeTruthy();
    expect(within(dialog).getByText('Please describe the request.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Type/), 'Food change');
    await fill(user, within(dialog).getByLabelText(/^Request/), '  Less oil, please ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Raise a request' })).toBeNull());
    expect(sent).toEqual([
      { type: 'food', text: 'Less oil, please', idempotencyKey: expect.stringMatching(/^[\w-]{8,64}$/) },
    ]);
    expect(await screen.findByText('Food change request sent to the hostel')).toBeTruthy();
    expect(await within(requests).findByText('Less oil, please')).toBeTruthy();
  });

  it('opens a request’s history: who moved it, when and their note, then when it was raised', async () => {
    signIn(loginFor('tenant'));
    const { user } = renderRoute('/resident', { mocks: [residenceMock] });
    const requests = await screen.findByRole('region', { name: 'My requests' });
    const opener = within(requests).getByRole('button', { name: /^History of your service request raised / });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Service request from Aarav Mehta' });
    const [moved, raised] = within(within(dialog).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(moved!.textContent).toMatch(/^Pending to WorkingMeena Iyer · .+Note: Electrician comes at 4 pm$/);
    expect(moved!.querySelector('time')?.getAttribute('title')).toBe('24 Nov 2026, 11:30 am');
    expect(raised!.textContent).toMatch(/^Raised as Pending.+/);
    expect(raised!.querySelector('time')?.getAttribute('title')).toBe('24 Nov 2026, 10:00 am');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
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
