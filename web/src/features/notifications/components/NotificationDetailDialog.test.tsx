import { screen, within } from '@testing-library/react';
import { notificationMessages } from '@hostel-admin/rules';
import { NotificationDetailDocument } from '@/features/notifications/graphql/NotificationDetail.generated';
import { RetryFailedDeliveriesDocument } from '@/features/notifications/graphql/RetryFailedDeliveries.generated';
import { renderComponent } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { notification } from '../notifications.mocks';
import { NotificationDetailDialog } from './NotificationDetailDialog';

const recipient = (id: string, name: string, state: string, failureReason: string | null = null) => ({
  __typename: 'NotificationRecipient' as const,
  id,
  studentId: `3${id}`,
  studentName: name,
  phone: `+9198123456${id.padStart(2, '0')}`,
  state,
  attempts: state === 'failed' ? 5 : 1,
  failureReason,
  sentAt: state === 'sent' ? '2026-11-20T04:31:00.000Z' : null,
});

const failedOne = {
  ...notification('5', 'Rent reminder', {
    deliveryCounts: { __typename: 'DeliveryCounts' as const, total: 2, queued: 0, sent: 1, failed: 1 },
  }),
  recipients: [recipient('1', 'Arjun Mehta', 'failed', 'Number not reachable'), recipient('2', 'Priya Nair', 'sent')],
};

describe('NotificationDetailDialog', () => {
  it('shows each recipient’s delivery with the reason of a failure, and sends the failed ones again', async () => {
    signIn(loginFor('warden'));
    const retried = {
      ...failedOne,
      deliveryCounts: { ...failedOne.deliveryCounts, queued: 1, failed: 0 },
      recipients: [recipient('1', 'Arjun Mehta', 'queued', 'Number not reachable'), failedOne.recipients[1]],
    };
    const retry = {
      request: { query: RetryFailedDeliveriesDocument, variables: { input: { id: '5' } } },
      result: vi.fn(() => ({ data: { retryFailedDeliveries: retried } })),
    };
    const { user } = renderComponent(<NotificationDetailDialog id="5" onClose={() => undefined} />, {
      mocks: [
        {
          request: { query: NotificationDetailDocument, variables: { id: '5' } },
          result: { data: { notification: failedOne } },
        },
        retry,
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rent reminder' });
    const recipients = within(dialog).getByRole('list', { name: 'Recipients' });
    expect(within(recipients).getAllByRole('listitem')[0].textContent).toContain('Not delivered: Number not reachable');
    expect(within(dialog).getByText('2 recipients: 1 sent, 1 failed · by Meena Iyer')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retry failed' }));
    expect(await screen.findByText(notificationMessages.retried)).toBeTruthy();
    expect(retry.result).toHaveBeenCalled();
    expect(await within(dialog).findByText('Trying again: Number not reachable')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });

  it('offers no retry to staff, who only read', async () => {
    signIn(loginFor('staff'));
    renderComponent(<NotificationDetailDialog id="5" onClose={() => undefined} />, {
      mocks: [
        {
          request: { query: NotificationDetailDocument, variables: { id: '5' } },
          result: { data: { notification: failedOne } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rent reminder' });
    expect(within(dialog).queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });
});
