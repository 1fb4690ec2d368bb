import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/PageHeader';
import { Can } from '@/lib/permissions';
import { ComposeNotification } from '../components/ComposeNotification';
import { DraftList } from '../components/DraftList';
import { NotificationHistory } from '../components/NotificationHistory';

/**
 * Notification: compose and send by SMS now or at a time (wardens up), the list of drafts, and the history of what
 * was sent and scheduled with each recipient's delivery (staff read it too).
 */
export function NotificationPage() {
  return (
    <Stack gap="8">
      <PageHeader title="Notification" description="Send a message to residents by SMS, now or at a time." />
      <Can permission="notifications_send">
        <ComposeNotification />
        <DraftList />
      </Can>
      <NotificationHistory />
    </Stack>
  );
}
