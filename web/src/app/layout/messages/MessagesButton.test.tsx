import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecentNotificationsDocument } from '@/app/layout/messages/RecentNotifications.generated';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { MessagesButton } from './MessagesButton';

const sent = (
  id: string,
  title: string,
  counts: { total: number; sent: number; failed: number },
  hoursAgo: number,
) => ({
  __typename: 'Notification' as const,
  id,
  title,
  sentAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  deliveryCounts: { __typename: 'DeliveryCounts' as const, ...counts },
});

describe('MessagesButton (the header message icon)', () => {
  it('opens the newest sent notifications with their delivery counts, each a link to its detail, and the history', async () => {
    signIn();
    const recent = {
      request: { query: RecentNotificationsDocument, variables: { pageSize: 8 } },
      result: {
        data: {
          notifications: {
            __typename: 'NotificationPage' as const,
            totalCount: 2,
            items: [
              sent('5', 'Rent reminder', { total: 14, sent: 13, failed: 1 }, 2),
              sent('4', 'Water supply interruption', { total: 10, sent: 10, failed: 0 }, 30),
            ],
          },
        },
      },
    };
    renderComponent(<MessagesButton />, { mocks: [recent] });
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    const list = await screen.findByRole('list', { name: 'Sent notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Rent reminder13 sent, 1 failed of 14 · 2 h ago',
      'Water supply interruption10 sent of 10 · yesterday',
    ]);
    expect(links[0].getAttribute('href')).toBe('/admin/notification?view=5');
    expect(screen.getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe(
      '/admin/notification',
    );
  });
});
