import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsDocument, MarkAlertReadDocument, MarkAllAlertsReadDocument } from '@/app/layout/alerts/Alerts.generated';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { AlertsButton } from './AlertsButton';

const now = Date.now();
const alert = (id: string, name: string, text: string, minutesAgo: number, readAt: string | null = null) => ({
  __typename: 'Alert' as const,
  id,
  kind: 'payment_pending',
  text: `${text} from ${name} awaits verification`,
  link: `/admin/payment-details/student-payment-details?month=2026-11&search=${encodeURIComponent(name)}`,
  createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
  readAt,
});
const alertsMock = (items: ReturnType<typeof alert>[]) => ({
  request: { query: AlertsDocument, variables: { pageSize: 10 } },
  result: {
    data: {
      alerts: {
        __typename: 'AlertPage' as const,
        totalCount: items.length,
        unreadCount: items.filter((a) => !a.readAt).length,
        items,
      },
    },
  },
});

const priya = alert('1', 'Priya Nair', 'Rs. 6,000 by UPI', 5);
const arjun = alert('2', 'Arjun Mehta', 'Rs. 4,500 by Bank transfer', 130);
const old = alert('3', 'Meena Iyer', 'Rs. 9,000 by Card', 3000, new Date(now).toISOString());

describe('AlertsButton (the header bell)', () => {
  it('says how many alerts are unread, lists them newest first with when, each a link', async () => {
    signIn();
    renderComponent(<AlertsButton />, { mocks: [alertsMock([priya, arjun, old])] });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Rs. 6,000 by UPI from Priya Nair awaits verification5 min ago',
      'Unread: Rs. 4,500 by Bank transfer from Arjun Mehta awaits verification2 h ago',
      'Rs. 9,000 by Card from Meena Iyer awaits verification2 days ago',
    ]);
    expect(links[0].getAttribute('href')).toBe(
      '/admin/payment-details/student-payment-details?month=2026-11&search=Priya%20Nair',
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('marks an alert read when it is opened, and the count follows', async () => {
    signIn();
    const read = { ...priya, readAt: new Date(now).toISOString() };
    const markRead = {
      request: { query: MarkAlertReadDocument, variables: { input: { id: '1' } } },
      result: vi.fn(() => ({ data: { markAlertRead: read } })),
    };
    // On every path: the header stays while the link takes the user to the payment.
    renderComponent(<AlertsButton />, {
      route: '*',
      at: '/admin/dashboard',
      mocks: [alertsMock([priya, arjun]), markRead, alertsMock([read, arjun])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: /Priya Nair/ }));
    await waitFor(() => expect(markRead.result).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all read, and says so in words when that fails', async () => {
    signIn();
    const markAll = {
      request: { query: MarkAllAlertsReadDocument },
      result: vi.fn(() => ({ data: { markAllAlertsRead: 2 } })),
    };
    const readAll = [
      { ...priya, readAt: new Date(now).toISOString() },
      { ...arjun, readAt: new Date(now).toISOString() },
    ];
    renderComponent(<AlertsButton />, { mocks: [alertsMock([priya, arjun]), markAll, alertsMock(readAll)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(markAll.result).toHaveBeenCalledTimes(1);
  });

  it('tells a failed mark-all in its own words, not the server’s', async () => {
    signIn();
    const failing = {
      request: { query: MarkAllAlertsReadDocument },
      error: new Error('connect ECONNREFUSED 10.0.0.1:5432'),
    };
    renderComponent(<AlertsButton />, { mocks: [alertsMock([priya]), failing] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Could not mark the notifications read. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/ECONNREFUSED/)).toBeNull();
  });

  it('says when there is nothing', async () => {
    signIn();
    renderComponent(<AlertsButton />, { mocks: [alertsMock([])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
