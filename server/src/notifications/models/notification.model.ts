import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayNotEmpty, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DELIVERY_STATES,
  type DeliveryState,
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_STATES,
  NOTIFICATION_TITLE_MAX,
  type NotificationState,
} from '@hostel-admin/rules';
import { ListArgs } from '../../common/pagination';

export const NotificationStateEnum = Object.fromEntries(NOTIFICATION_STATES.map((s) => [s, s])) as Record<
  NotificationState,
  NotificationState
>;
registerEnumType(NotificationStateEnum, {
  name: 'NotificationState',
  description: 'draft (Add to List), scheduled (sent at sendAt by the queue), sent, cancelled (before its time)',
});

export const DeliveryStateEnum = Object.fromEntries(DELIVERY_STATES.map((s) => [s, s])) as Record<
  DeliveryState,
  DeliveryState
>;
registerEnumType(DeliveryStateEnum, {
  name: 'DeliveryState',
  description: "A recipient's SMS: queued (waiting or retrying), sent, failed (after the last attempt)",
});

@ObjectType('DeliveryCounts', { description: "How many of a notification's recipients are in each delivery state" })
export class DeliveryCountsModel {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  queued: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int)
  failed: number;
}

@ObjectType('NotificationRecipient', { description: 'A resident a notification goes to, and their SMS' })
export class NotificationRecipientModel {
  @Field(() => ID)
  id: number;

  @Field(() => ID)
  studentId: number;

  @Field({ description: 'The resident as named when addressed' })
  studentName: string;

  @Field({ description: 'The phone the SMS goes to (E.164)' })
  phone: string;

  @Field(() => DeliveryStateEnum)
  state: DeliveryState;

  @Field(() => Int, { description: 'Tries so far' })
  attempts: number;

  @Field(() => String, { nullable: true, description: "The provider's answer to the last failed try" })
  failureReason: string | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;
}

@ObjectType('Notification', { description: 'A message to residents by SMS: a draft, scheduled, sent or cancelled' })
export class NotificationModel {
  @Field(() => ID)
  id: number;

  @Field({ description: `At most ${NOTIFICATION_TITLE_MAX} characters` })
  title: string;

  @Field({ description: `At most ${NOTIFICATION_DESCRIPTION_MAX} characters` })
  description: string;

  @Field(() => NotificationStateEnum)
  state: NotificationState;

  @Field(() => Date, { nullable: true, description: 'When a scheduled notification goes' })
  sendAt: Date | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who wrote it' })
  createdByName: string | null;

  @Field(() => DeliveryCountsModel)
  deliveryCounts: DeliveryCountsModel;

  @Field(() => [NotificationRecipientModel], { description: 'Its recipients by name, each with their delivery' })
  recipients?: NotificationRecipientModel[];
}

@ObjectType('NotificationPage')
export class NotificationPageModel {
  @Field(() => [NotificationModel])
  items: NotificationModel[];

  @Field(() => Int)
  totalCount: number;
}

@ObjectType('NotificationResident', { description: 'A current resident a notification may go to' })
export class NotificationResidentModel {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;

  @Field()
  phone: string;

  @Field(() => Int, { nullable: true })
  roomNumber: number | null;
}

@ArgsType()
export class NotificationsArgs extends ListArgs {
  @Field(() => [NotificationStateEnum], {
    defaultValue: ['scheduled', 'sent', 'cancelled'],
    description: 'The states listed: the history by default, [draft] for the list of drafts',
  })
  // Left out it is the history; given, it names at least one state (an empty list asks for nothing).
  @ArrayNotEmpty({ message: 'states must name at least one state' })
  @ArrayMaxSize(NOTIFICATION_STATES.length)
  @IsIn(NOTIFICATION_STATES, { each: true, message: 'states must be draft, scheduled, sent or cancelled' })
  states: NotificationState[] = ['scheduled', 'sent', 'cancelled'];
}

@ArgsType()
export class ResidentSearchArgs {
  @Field({ nullable: true, description: 'Case-insensitive: a name, phone digits or a room number' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}
