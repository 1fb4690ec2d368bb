import type { WebhookDeliveryState, WebhookEndpointStatus, WebhookEventType } from '@/gql/graphql';

/** An event an endpoint may subscribe to: every type but the test ping, which is sent by hand only. */
export type SubscribableEvent = Exclude<WebhookEventType, 'ping'>;

/**
 * Each event's plain name: the one words table of webhooks, read by the Events checkboxes and by the delivery log.
 * The server describes each type in the schema (server/src/webhooks/models/webhook.model.ts); these are its names
 * on screen.
 */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  resident_checked_in: 'Resident checked in',
  resident_moved: 'Resident moved',
  resident_archived: 'Resident archived',
  payment_recorded: 'Payment recorded',
  payment_verified: 'Payment verified',
  charge_added: 'Charge added',
  rent_billed: 'Rent billed (per resident)',
  rent_changed: 'Rent changed',
  notice_given: 'Notice given',
  refund_paid: 'Refund paid',
  request_created: 'Request created',
  request_status_changed: 'Request status changed',
  notification_delivered: 'Notification delivered',
  notification_failed: 'Notification failed',
  visitor_in: 'Visitor signed in',
  visitor_out: 'Visitor signed out',
  ping: 'Test event',
};

export type WebhookEventGroup = { name: 'Residents' | 'Money' | 'Operations'; events: readonly SubscribableEvent[] };

/** The Events checkboxes, grouped as the product's areas are; every subscribable event is in exactly one group. */
export const WEBHOOK_EVENT_GROUPS: readonly WebhookEventGroup[] = [
  { name: 'Residents', events: ['resident_checked_in', 'resident_moved', 'resident_archived'] },
  {
    name: 'Money',
    events: [
      'payment_recorded',
      'payment_verified',
      'charge_added',
      'rent_billed',
      'rent_changed',
      'notice_given',
      'refund_paid',
    ],
  },
  {
    name: 'Operations',
    events: [
      'request_created',
      'request_status_changed',
      'notification_delivered',
      'notification_failed',
      'visitor_in',
      'visitor_out',
    ],
  },
];

export const WEBHOOK_STATUS_LABELS: Record<WebhookEndpointStatus, string> = {
  active: 'Active',
  failing: 'Failing',
  disabled: 'Disabled',
};

/** Colour backs the word, never replaces it. */
export const WEBHOOK_STATUS_COLOURS: Record<WebhookEndpointStatus, string> = {
  active: 'green',
  failing: 'red',
  disabled: 'gray',
};

export const WEBHOOK_DELIVERY_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const WEBHOOK_DELIVERY_STATE_COLOURS: Record<WebhookDeliveryState, string> = {
  pending: 'gray',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** "1 event", "16 events". */
export const eventCount = (count: number) => (count === 1 ? '1 event' : `${count} events`);
