import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState } from '../webhook-delivery.entity';
import { PING, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhook-events';

/** What each public event type means, for the schema. */
const EVENT_WORDS: Record<WebhookEventType, string> = {
  resident_checked_in: 'A resident was checked in to a bed (object: Student)',
  resident_moved: "A resident's bed changed: moved to another, given one, or taken off theirs (object: Student)",
  resident_archived:
    "A resident's stay ended: archived by a user, or on the move-out date after the refund (object: Student)",
  payment_recorded: 'A payment was recorded, complete or waiting for verification (object: Payment)',
  payment_verified: 'An admin verified a pending payment (object: Payment)',
  charge_added: 'An extra charge was added to a resident: electric, water, maintenance, other (object: ExtraCharge)',
  rent_billed:
    "A resident's rent period was billed, one event per resident and period (object: RentPeriod; data.student the resident)",
  rent_changed: "A resident's rent changed: applied at once or approved (object: RentChange)",
  notice_given: 'A resident gave notice to leave (object: Checkout)',
  refund_paid: "A leaving resident's refund was paid (object: Checkout, with its refund)",
  request_created: 'A request was raised for a resident (object: Request)',
  request_status_changed: "A request's status changed (object: Request; data.previousStatus the one before)",
  notification_delivered:
    "A notification's SMS to one resident was handed to the SMS provider (object: NotificationRecipient)",
  notification_failed: "A notification's SMS to one resident failed its last try (object: NotificationRecipient)",
  visitor_in: 'A visitor was signed in at the gate (object: Visitor)',
  visitor_out: 'A visitor was signed out (object: Visitor)',
};

export const WebhookEventTypeEnum = Object.fromEntries(
  [...WEBHOOK_EVENT_TYPES, PING].map((type) => [type, type]),
) as Record<WebhookEventType | typeof PING, WebhookEventType | typeof PING>;
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description:
    'An event an endpoint may subscribe to; a delivery\'s "type" is its dotted form (resident_checked_in → "resident.checked_in")',
  valuesMap: {
    ...Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, { description: EVENT_WORDS[type] }])),
    [PING]: { description: 'A test event sent by hand (sendTestWebhook); not one an endpoint subscribes to' },
  },
});

export type WebhookEndpointStatus = 'active' | 'failing' | 'disabled';
export const WebhookEndpointStatusEnum = { active: 'active', failing: 'failing', disabled: 'disabled' } as const;
registerEnumType(WebhookEndpointStatusEnum, {
  name: 'WebhookEndpointStatus',
  description: 'Where an endpoint stands now',
  valuesMap: {
    active: { description: 'Enabled, and its deliveries succeed (or none failed for 24 hours)' },
    failing: {
      description:
        'Enabled, but a delivery failed every try for 24 hours; deliveries go on, and the next success makes it active',
    },
    disabled: { description: 'Turned off by an admin: nothing is delivered to it until enabled' },
  },
});

export const WebhookDeliveryStateEnum = Object.fromEntries(WEBHOOK_DELIVERY_STATES.map((s) => [s, s])) as Record<
  WebhookDeliveryState,
  WebhookDeliveryState
>;
registerEnumType(WebhookDeliveryStateEnum, {
  name: 'WebhookDeliveryState',
  description: 'Where a delivery stands',
  valuesMap: {
    pending: { description: 'Not tried yet (it goes within seconds)' },
    retrying: { description: 'A try failed; the next one is at nextAttemptAt (back-off up to 24 hours)' },
    delivered: { description: 'The endpoint answered 2xx' },
    failed: { description: 'Every try for 24 hours failed, or the endpoint was disabled or deleted meanwhile' },
  },
});

@ObjectType('WebhookEndpoint', {
  description: 'A URL of the hostel that receives the events it subscribed to, signed (hostel.settings: admins)',
})
export class WebhookEndpointModel {
  @Field(() => ID, { description: "The endpoint's id" })
  id: number;

  @Field({ description: 'Where deliveries are POSTed: https (plain http only where private URLs are allowed)' })
  url: string;

  @Field({ description: "The admin's note about it; may be empty" })
  description: string;

  @Field(() => [WebhookEventTypeEnum], { description: 'The event types it receives' })
  events: WebhookEventType[];

  @Field(() => WebhookEndpointStatusEnum, { description: 'Active, failing or disabled, as of now' })
  status: WebhookEndpointStatus;

  @Field({
    description:
      "The signing secret's first characters, e.g. whsec_3kP9: enough to tell which secret a receiver holds, never enough to sign",
  })
  secretPrefix: string;

  @Field({ description: 'Who added it, by name' })
  createdBy: string;

  @Field({ description: 'When it was added; events from before it are not sent to it' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Since when its deliveries fail (null: not failing)' })
  failingSince: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a delivery to it was last tried, whatever the answer' })
  lastDeliveryAt: Date | null;
}

@ObjectType('CreatedWebhookEndpoint', { description: 'A new endpoint, with its signing secret' })
export class CreatedWebhookEndpointModel {
  @Field(() => WebhookEndpointModel, { description: 'The endpoint as saved' })
  endpoint: WebhookEndpointModel;

  @Field({
    description:
      'The whole signing secret, whsec_…: shown this once (a repeated create with the same idempotencyKey shows it again). Receivers verify signatures with it',
  })
  secret: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent to one endpoint, with its tries and last answer' })
export class WebhookDeliveryModel {
  @Field(() => ID, { description: "The delivery's id (redeliverWebhook takes it)" })
  id: number;

  @Field({ description: 'The event id the body carries (evt_…): the same at every endpoint and when sent again' })
  eventId: string;

  @Field(() => WebhookEventTypeEnum, { description: 'The type of the event it carries (ping for a test)' })
  eventType: string;

  @Field(() => WebhookDeliveryStateEnum, { description: 'Pending, retrying, delivered or failed' })
  state: WebhookDeliveryState;

  @Field(() => Int, { description: 'Tries so far' })
  attempts: number;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last try; null: no answer' })
  responseStatus: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The last failure in plain words ("Timed out after 10 s", "Answered 500"); null once delivered',
  })
  error: string | null;

  @Field({ description: 'When the delivery was made (its event reached the endpoint)' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last tried; null: not yet' })
  lastAttemptAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next try goes, while retrying' })
  nextAttemptAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the endpoint answered 2xx; null: not delivered' })
  deliveredAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'How long the last try took, in milliseconds' })
  durationMs: number | null;

  @Field({ description: 'The JSON body, exactly as sent' })
  payload: string;
}

@ObjectType('WebhookDeliveryPage', { description: "A page of an endpoint's delivery log, newest first" })
export class WebhookDeliveryPageModel {
  @Field(() => [WebhookDeliveryModel], { description: 'This page, newest first' })
  items: WebhookDeliveryModel[];

  @Field(() => Int, { description: 'Deliveries matching the filter, on every page' })
  totalCount: number;
}

@ObjectType('DeletedWebhookEndpoint', { description: 'The endpoint deleted' })
export class DeletedWebhookEndpointModel {
  @Field(() => ID, { description: 'The id of the endpoint deleted' })
  id: number;
}
