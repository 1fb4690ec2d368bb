import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { useListArg } from '../../common/pagination';
import { IdempotencyKeyRule, IsId, Rule, SingleLine } from '../../common/validators';
import { WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState } from '../webhook-delivery.entity';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhook-events';
import { WebhookDeliveryStateEnum, WebhookEventTypeEnum } from '../models/webhook.model';

export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;
export const DELIVERY_PAGE_SIZES = [10, 25, 50, 100];

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** At least one event type, each one an endpoint may subscribe to (not the test ping), none twice. */
export function eventsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || !value.length) return 'Choose at least one event.';
  if (value.some((v) => !WEBHOOK_EVENT_TYPES.includes(v as WebhookEventType)))
    return 'events may hold only the event types of the list (ping is sent by hand, not subscribed to).';
  if (new Set(value).size !== value.length) return 'events must not name an event twice.';
  return null;
}

const urlShape = (value: unknown) =>
  typeof value === 'string' && value.length >= 1 && value.length <= URL_MAX
    ? null
    : `URL must be a web address of at most ${URL_MAX} characters.`;

@InputType({ description: "A new webhook endpoint of the caller's hostel; each problem names its field" })
export class CreateWebhookEndpointInput {
  @Field({
    description:
      'Where to POST: https://… on a public address (no loopback, private or link-local address unless the server allows private URLs; redirects are not followed)',
  })
  @trimmed()
  @Rule('url', urlShape)
  @SingleLine()
  url: string;

  @Field(() => String, { nullable: true, description: `A note for the admins, at most ${DESCRIPTION_MAX} characters` })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(DESCRIPTION_MAX, { message: `Description must be at most ${DESCRIPTION_MAX} characters.` })
  @SingleLine()
  description?: string | null;

  @Field(() => [WebhookEventTypeEnum], { description: 'The event types to receive: at least one, not ping' })
  @Rule('events', eventsProblem)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  events: WebhookEventType[];

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key creates one endpoint and answers it again',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@InputType({ description: 'Changes to an endpoint; a field left out stays as it is' })
export class UpdateWebhookEndpointInput {
  @Field(() => ID, { description: "An endpoint of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId()
  id: number;

  @Field(() => String, { nullable: true, description: 'A new URL, checked as on create' })
  @IsOptional()
  @trimmed()
  @Rule('url', urlShape)
  @SingleLine()
  url?: string | null;

  @Field(() => String, { nullable: true, description: `A new note, at most ${DESCRIPTION_MAX} characters` })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(DESCRIPTION_MAX, { message: `Description must be at most ${DESCRIPTION_MAX} characters.` })
  @SingleLine()
  description?: string | null;

  @Field(() => [WebhookEventTypeEnum], { nullable: true, description: 'The new set of event types, at least one' })
  @IsOptional()
  @Rule('events', eventsProblem)
  events?: WebhookEventType[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'False disables it (nothing is delivered, waiting deliveries fail); true enables it again',
  })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean | null;
}

@InputType({ description: 'The endpoint to delete; its delivery log stays readable until then, nothing is sent after' })
export class DeleteWebhookEndpointInput {
  @Field(() => ID, { description: "An endpoint of the caller's hostel" })
  @IsId()
  id: number;
}

@InputType({ description: 'A delivery to send again: a new delivery of the same body, with the same event id' })
export class RedeliverWebhookInput {
  @Field(() => ID, { description: "A delivery of one of the caller's hostel's endpoints" })
  @IsId('deliveryId must be an id (a positive whole number)')
  deliveryId: number;
}

@InputType({ description: 'The endpoint to send a test event (type "ping") to' })
export class SendTestWebhookInput {
  @Field(() => ID, { description: "An endpoint of the caller's hostel" })
  @IsId('endpointId must be an id (a positive whole number)')
  endpointId: number;
}

@InputType({ description: "Which endpoint's delivery log, and optionally one state" })
export class WebhookDeliveriesFilter {
  @Field(() => ID, { description: "An endpoint of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId('endpointId must be an id (a positive whole number)')
  endpointId: number;

  @Field(() => WebhookDeliveryStateEnum, { nullable: true, description: 'Only deliveries in this state' })
  @IsOptional()
  @IsIn(WEBHOOK_DELIVERY_STATES)
  state?: WebhookDeliveryState | null;
}

@InputType({ description: "Which endpoint's delivery log the list shows, and optionally one state" })
export class WebhookDeliveriesWhere extends WebhookDeliveriesFilter {}

/** webhookDeliveries(where, page, pageSize): one endpoint's log, so `where.endpointId` is needed (or the old filter). */
@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => WebhookDeliveriesWhere, {
    nullable: true,
    description: "The endpoint, and optionally a state: needed (the log is one endpoint's), as where or the old filter",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => WebhookDeliveriesWhere)
  where?: WebhookDeliveriesWhere;

  @Field(() => WebhookDeliveriesFilter, {
    nullable: true,
    description: 'The endpoint, and optionally a state',
    deprecationReason: useListArg('where'),
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => WebhookDeliveriesFilter)
  filter?: WebhookDeliveriesFilter;

  // Checked by WebhookDeliveries.page, with its own words.
  @Field(() => Int, { defaultValue: 1, description: 'First page is 1' })
  @Allow()
  page: number = 1;

  @Field(() => Int, { defaultValue: 10, description: 'One of 10, 25, 50, 100' })
  @Allow()
  pageSize: number = 10;
}
