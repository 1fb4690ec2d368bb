import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { NOTIFICATION_STATE_LABELS, type NotificationState } from '@hostel-admin/rules';
import type { DataTableColumn } from '@/components/DataTable/types';
import type { NotificationRow_NotificationFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';

type Row = NotificationRow_NotificationFragment;

const STATE_COLOURS: Record<NotificationState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sent: 'green',
  cancelled: 'gray',
};

/** "3 recipients: 2 sent, 1 failed": the delivery counts in words. */
export function deliveryWords({ deliveryCounts: c, state }: Pick<Row, 'deliveryCounts' | 'state'>): string {
  const total = `${c.total} ${c.total === 1 ? 'recipient' : 'recipients'}`;
  if (state !== 'sent') return total;
  const parts = [`${c.sent} sent`, c.queued ? `${c.queued} queued` : '', c.failed ? `${c.failed} failed` : ''];
  return `${total}: ${parts.filter(Boolean).join(', ')}`;
}

/** When it went, goes, or was cancelled. */
export function whenWords(row: Row): string {
  if (row.state === 'sent' && row.sentAt) return `Sent ${formatDateTimeInIndia(row.sentAt as string)}`;
  if (row.state === 'scheduled' && row.sendAt) return `Sends ${formatDateTimeInIndia(row.sendAt as string)}`;
  if (row.state === 'cancelled' && row.sendAt) return `Was due ${formatDateTimeInIndia(row.sendAt as string)}`;
  return formatDateTimeInIndia(row.createdAt as string);
}

export const StateBadge = ({ state }: { state: NotificationState }) => (
  <Badge colorPalette={STATE_COLOURS[state]}>{NOTIFICATION_STATE_LABELS[state]}</Badge>
);

export type HistoryActions = { onView: (row: Row) => void; onCancel?: (row: Row) => void };

/** The history's columns: title, status, when, recipients with their delivery counts, View (and Cancel). */
export function historyColumns({ onView, onCancel }: HistoryActions): DataTableColumn<Row, 'sentAt'>[] {
  const actions = (row: Row) => (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" minHeight="11" aria-label={`View ${row.title}`} onClick={() => onView(row)}>
        View
      </Button>
      {onCancel && row.state === 'scheduled' && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          minHeight="11"
          aria-label={`Cancel ${row.title}`}
          onClick={() => onCancel(row)}
        >
          Cancel
        </Button>
      )}
    </HStack>
  );
  return [
    {
      key: 'title',
      header: 'Title',
      card: 'title',
      render: (row) => (
        <Text fontWeight="medium" wordBreak="break-word">
          {row.title}
        </Text>
      ),
    },
    { key: 'state', header: 'Status', render: (row) => <StateBadge state={row.state} /> },
    { key: 'when', header: 'When', render: whenWords },
    { key: 'recipients', header: 'Recipients', render: deliveryWords },
    { key: 'actions', header: 'Actions', hideHeader: true, card: 'actions', render: actions },
  ];
}
