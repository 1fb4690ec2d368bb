import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  DELIVERY_STATES,
  type DeliveryState,
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_STATES,
  NOTIFICATION_TITLE_MAX,
  type NotificationState,
} from '@hostel-admin/rules';
import { ListArgs, useListArg } from '../../common/pagination';

export const NotificationStateEnum = Object.fromEntries(NOTIFICATION_STATES.map((s) => [s, s])) as Record<
  NotificationState,
  NotificationState
>;
registerEnumType(NotificationStateEnum, {
  name: 'NotificationState',
  description: 'draft (Add to List), scheduled (sent at sendAt by the queue), sent, cancelled (before its time)',
  valuesMap: {
    draft: { description: 'Saved with Add to List, not sent; may be sent, scheduled or deleted' },
    scheduled: { description: 'To be sent at sendAt by the job queue; may be cancelled until then' },
    sent: { description: 'Sent: each recipient has an SMS queued, sent or failed' },
    cancelled: { description: 'A scheduled notification cancelled before its time: nothing was sent' },
  },
});

export const DeliveryStateEnum = Object.fromEntries(DELIVERY_STATES.map((s) => [s, s])) as Record<
  DeliveryState,
  DeliveryState
>;
registerEnumType(DeliveryStateEnum, {
  name: 'DeliveryState',
  description: "A recipient's SMS: queued (waiting or retrying), sent, failed (after the last attempt)",
  valuesMap: {
    queued: { description: 'Waiting to be sent, or to be tried again' },
    sent: { description: 'Accepted by the SMS provider' },
    failed: { description: 'Refused after the last try; failureReason says why' },
  },
});

@ObjectType('DeliveryCounts', { description: "How many of a notification's recipients are in each delivery state" })
export class DeliveryCountsModel {
  @Field(() => Int, { description: 'Recipients in all' })
  total: number;

  @Field(() => Int, { description: 'Recipients whose SMS is queued' })
  queued: number;

  @Field(() => Int, { description: 'Recipients whose SMS was sent' })
  sent: number;

  @Field(() => Int, { description: 'Recipients whose SMS failed' })
  failed: number;
}

@ObjectType('NotificationRecipient', { description: 'A resident a notification goes to, and their SMS' })
export class NotificationRecipientModel {
  @Field(() => ID, { description: "The recipient row's id" })
  id: number;

  @Field(() => ID, { description: "The resident's id" })
  studentId: number;

  @Field({ description: 'The resident as named when addressed' })
  studentName: string;

  @Field({ description: 'The phone the SMS goes to (E.164)' })
  phone: string;

  @Field(() => DeliveryStateEnum, { description: 'Where their SMS stands' })
  state: DeliveryState;

  @Field(() => Int, { description: 'Tries so far' })
  attempts: number;

  @Field(() => String, {
    nullable: true,
    description: "The provider's answer to the last failed try; null: no failed try",
  })
  failureReason: string | null;

  @Field(() => Date, { nullable: true, description: 'When their SMS was sent; null: not yet' })
  sentAt: Date | null;
}

@ObjectType('Notification', { description: 'A message to residents by SMS: a draft, scheduled, sent or cancelled' })
export class NotificationModel {
  @Field(() => ID, { description: "The notification's id" })
  id: number;

  @Field({ description: `The title, at most ${NOTIFICATION_TITLE_MAX} characters` })
  title: string;

  @Field({ description: `The message, at most ${NOTIFICATION_DESCRIPTION_MAX} characters` })
  description: string;

  @Field(() => NotificationStateEnum, { description: 'Draft, scheduled, sent or cancelled' })
  state: NotificationState;

  @Field(() => Date, { nullable: true, description: 'When a scheduled notification goes; null: not scheduled' })
  sendAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was sent; null: not sent' })
  sentAt: Date | null;

  @Field({ description: 'When it was written' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null: not cancelled' })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who wrote it, by their name now; null: not known' })
  createdByName: string | null;

  @Field(() => DeliveryCountsModel, { description: "How its recipients' SMS stand" })
  deliveryCounts: DeliveryCountsModel;

  @Field(() => [NotificationRecipientModel], { description: 'Its recipients by name, each with their delivery' })
  recipients?: NotificationRecipientModel[];
}

@ObjectType('NotificationPage', { description: 'One page of notifications and the count over all pages' })
export class NotificationPageModel {
  @Field(() => [NotificationModel], {
    description:
      'The notifications of this page: scheduled ones soonest first when only they are asked for, else newest first',
  })
  items: NotificationModel[];

  @Field(() => Int, { description: 'Notifications in the states and matching the search, over all pages' })
  totalCount: number;
}

@ObjectType('NotificationResident', { description: 'A current resident a notification may go to' })
export class NotificationResidentModel {
  @Field(() => ID, { description: "The resident's id (a recipient's studentId)" })
  id: number;

  @Field({ description: "The resident's name" })
  name: string;

  @Field({ description: 'The phone the SMS would go to (E.164)' })
  phone: string;

  @Field(() => Int, { nullable: true, description: 'The room of their bed; null: no bed now' })
  roomNumber: number | null;
}

/** The history: what notifications(…) lists when no states are given. */
export const NOTIFICATION_HISTORY: NotificationState[] = ['scheduled', 'sent', 'cancelled'];

/** Left out it is the history; given, it names at least one state (an empty list asks for nothing). */
const StatesRule = () =>
  applyDecorators(
    ArrayNotEmpty({ message: 'states must name at least one state' }),
    ArrayMaxSize(NOTIFICATION_STATES.length),
    IsIn(NOTIFICATION_STATES, { each: true, message: 'states must be draft, scheduled, sent or cancelled' }),
  );

@InputType({ description: 'Which notifications the list keeps' })
export class NotificationsWhere {
  @Field(() => [NotificationStateEnum], {
    nullable: true,
    description: 'The states listed: the history (scheduled, sent, cancelled) when left out, [draft] for the drafts',
  })
  @IsOptional()
  @StatesRule()
  states?: NotificationState[];
}

@ArgsType()
export class NotificationsArgs extends ListArgs {
  @Field(() => NotificationsWhere, { nullable: true, description: 'Which notifications; the history when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationsWhere)
  where?: NotificationsWhere;

  @Field(() => [NotificationStateEnum], {
    nullable: true,
    description: 'The states listed: the history when left out, [draft] for the list of drafts',
    deprecationReason: useListArg('where.states'),
  })
  @IsOptional()
  @StatesRule()
  states?: NotificationState[];
}

@ArgsType()
export class ResidentSearchArgs {
  @Field({ nullable: true, description: 'Case-insensitive: a name, phone digits or a room number' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}
