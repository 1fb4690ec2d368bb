import { Badge, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { InlineSpinner } from '@/components/PageSpinner';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DELIVERY_STATE_LABELS, notificationMessages, type DeliveryState } from '@hostel-admin/rules';
import { PhoneText } from '@/lib/phoneText';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { LoadError } from '@/components/LoadError';
import { NotificationDetailDocument } from '@/features/notifications/graphql/NotificationDetail.generated';
import { formatDateTimeInIndia } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { notify } from '@/lib/toaster';
import { useNotificationMutations } from '../hooks/useNotificationMutations';
import { deliveryWords, StateBadge, whenWords } from './historyColumns';

const DELIVERY_COLOURS: Record<DeliveryState, string> = { queued: 'gray', sent: 'green', failed: 'red' };

export type NotificationDetailDialogProps = { id: string; onClose: () => void };

/** One notification: its text, when, and each recipient's delivery (the reason of a failure); Retry failed. */
export function NotificationDetailDialog({ id, onClose }: NotificationDetailDialogProps) {
  const { data, loading, error, refetch } = useQuery(NotificationDetailDocument, { variables: { id } });
  const { retry } = useNotificationMutations();
  const canSend = useCan('notifications_send');
  const [retrying, setRetrying] = useState(false);
  const notification = data?.notification;

  const handleRetry = async () => {
    setRetrying(true);
    try {
      await retry(id);
      notify('success', notificationMessages.retried);
    } catch {
      notify('error', 'The failed messages were not sent again. Please try again.');
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      onFocusOutside={keepOpenOnFocusOutside}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{notification?.title ?? 'Notification'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && <LoadError what="the notification" error={error} onRetry={refetch} />}
              {loading && <InlineSpinner label="Loading the notification" />}
              {notification && (
                <Stack gap="4">
                  <HStack gap="2" wrap="wrap">
                    <StateBadge state={notification.state} />
                    <Text textStyle="sm">{whenWords(notification)}</Text>
                  </HStack>
                  <Text wordBreak="break-word">{notification.description}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {deliveryWords(notification)}
                    {notification.createdByName ? ` · by ${notification.createdByName}` : ''}
                  </Text>
                  <Stack as="ul" gap="2" listStyleType="none" aria-label="Recipients">
                    {notification.recipients.map((r) => (
                      <Stack as="li" key={r.id} gap="0" borderBottomWidth="1px" paddingBottom="2">
                        <HStack justify="space-between" wrap="wrap">
                          <Text fontWeight="medium">{r.studentName}</Text>
                          <Badge colorPalette={DELIVERY_COLOURS[r.state]}>{DELIVERY_STATE_LABELS[r.state]}</Badge>
                        </HStack>
                        <Text textStyle="sm" color="fg.muted">
                          <PhoneText value={r.phone} />
                          {r.sentAt ? ` · ${formatDateTimeInIndia(r.sentAt as string)}` : ''}
                          {r.attempts > 1 ? ` · ${r.attempts} tries` : ''}
                        </Text>
                        {r.failureReason && r.state !== 'sent' && (
                          <Text textStyle="sm" color="fg.error">
                            {r.state === 'failed' ? 'Not delivered' : 'Trying again'}: {r.failureReason}
                          </Text>
                        )}
                      </Stack>
                    ))}
                  </Stack>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {canSend && notification && notification.deliveryCounts.failed > 0 && (
                <Button colorPalette="primary" minHeight="11" loading={retrying} onClick={handleRetry}>
                  Retry failed
                </Button>
              )}
              <Button variant="outline" minHeight="11" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" minWidth="11" minHeight="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
