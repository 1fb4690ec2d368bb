import { Badge, Button, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/components/DataTable/types';
import type { WebhookDeliveryLog_DeliveryFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';
import { WEBHOOK_DELIVERY_STATE_COLOURS, WEBHOOK_DELIVERY_STATE_LABELS, WEBHOOK_EVENT_LABELS } from '../webhookWords';

export type WebhookDelivery = WebhookDeliveryLog_DeliveryFragment;

export type DeliveryColumnActions = {
  onPayload: (delivery: WebhookDelivery) => void;
  onSendAgain: (delivery: WebhookDelivery) => void;
  /** The delivery whose Send again is running. */
  sendingId: string | null;
};

const at = (instant: unknown) => formatDateTimeInIndia(String(instant));

/**
 * Text that may wrap inside a table cell (the cells keep to one line by default), so the log fits a tablet's dialog
 * without scrolling sideways; empty text stays empty, for the cell's dash.
 */
const wrapping = (text: string) =>
  text && (
    <Text as="span" whiteSpace="normal">
      {text}
    </Text>
  );

/** "Payment recorded, evt_4f…": how a delivery is named to assistive technology. */
export const deliveryName = (delivery: WebhookDelivery) =>
  `${WEBHOOK_EVENT_LABELS[delivery.eventType]}, ${delivery.eventId}`;

/**
 * The last answer: "HTTP 200 in 84 ms", or the failure in the server's plain words ("Timed out after 10 s") when
 * the receiver gave no status; nothing before the first try.
 */
export function responseText(delivery: WebhookDelivery): string {
  if (delivery.responseStatus !== null && delivery.responseStatus !== undefined) {
    const took =
      delivery.durationMs === null || delivery.durationMs === undefined ? '' : ` in ${delivery.durationMs} ms`;
    return `HTTP ${delivery.responseStatus}${took}`;
  }
  return delivery.error ?? '';
}

/** Event, State, Tries, Response, Time (India's clock), the payload, and Send again. */
export function deliveryColumns({ onPayload, onSendAgain, sendingId }: DeliveryColumnActions) {
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      key: 'event',
      header: 'Event',
      card: 'title',
      render: (delivery) => (
        <>
          <Text as="span" display="block" whiteSpace="normal">
            {WEBHOOK_EVENT_LABELS[delivery.eventType]}
          </Text>
          <Text
            as="span"
            display="block"
            whiteSpace="normal"
            overflowWrap="anywhere"
            textStyle="xs"
            fontFamily="mono"
            color="fg.muted"
          >
            {delivery.eventId}
          </Text>
        </>
      ),
    },
    {
      key: 'state',
      header: 'State',
      render: (delivery) => (
        <>
          <Badge colorPalette={WEBHOOK_DELIVERY_STATE_COLOURS[delivery.state]}>
            {WEBHOOK_DELIVERY_STATE_LABELS[delivery.state]}
          </Badge>
          {delivery.state === 'retrying' && delivery.nextAttemptAt && (
            <Text as="span" display="block" whiteSpace="normal" textStyle="xs" color="fg.muted">
              next try {at(delivery.nextAttemptAt)}
            </Text>
          )}
        </>
      ),
    },
    { key: 'tries', header: 'Tries', render: (delivery) => String(delivery.attempts) },
    { key: 'response', header: 'Response', render: (delivery) => wrapping(responseText(delivery)) },
    { key: 'time', header: 'Time', render: (delivery) => wrapping(at(delivery.createdAt)) },
    {
      key: 'payload',
      header: 'Payload',
      render: (delivery) => (
        <Button
          size="xs"
          variant="outline"
          aria-haspopup="dialog"
          aria-label={`Show payload of ${deliveryName(delivery)}`}
          onClick={() => onPayload(delivery)}
        >
          Show
        </Button>
      ),
    },
    {
      key: 'sendAgain',
      header: 'Send again',
      hideHeader: true,
      card: 'actions',
      render: (delivery) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Send again ${deliveryName(delivery)}`}
          loading={sendingId === delivery.id}
          disabled={sendingId !== null}
          onClick={() => onSendAgain(delivery)}
        >
          Send again
        </Button>
      ),
    },
  ];
  return columns;
}
