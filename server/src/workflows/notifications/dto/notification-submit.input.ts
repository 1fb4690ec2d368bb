import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  isTimeOfDay,
  NOTIFICATION_DEFAULT_TIME,
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_RECIPIENTS_MAX,
  NOTIFICATION_SCHEDULE_DAYS_MAX,
  NOTIFICATION_TITLE_MAX,
  notificationDescriptionProblem,
  notificationMessages,
  notificationTitleProblem,
} from '@hostel-admin/rules';
import { IsOptional } from 'class-validator';
import { IsId, Rule } from '../../../common/validators';
import { IdempotencyKeyRule } from '../../payments/dto/record-payment.input';

const toIds = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v)) : value;

/** 1 to NOTIFICATION_RECIPIENTS_MAX resident ids, each once. */
const Recipients = () =>
  applyDecorators(
    Transform(toIds),
    Rule('studentIds', (v) =>
      !Array.isArray(v) || v.length === 0
        ? notificationMessages.selectStudent
        : v.length > NOTIFICATION_RECIPIENTS_MAX
          ? notificationMessages.tooManyRecipients
          : v.some((id) => typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
            ? 'studentIds must be ids (positive whole numbers)'
            : new Set(v).size !== v.length
              ? 'A resident is selected twice.'
              : null,
    ),
  );

const KEY_DESCRIPTION =
  'A key the client makes once per form submit (a UUID): a retried or double-tapped submit with the same key acts once and answers the first result; the same key with other details is a CONFLICT';

@InputType({ description: 'Add to List: a draft notification' })
export class NotificationDraftInput {
  @Field({ description: `1 to ${NOTIFICATION_TITLE_MAX} characters` })
  @Rule('title', notificationTitleProblem)
  title: string;

  @Field({ description: `1 to ${NOTIFICATION_DESCRIPTION_MAX} characters` })
  @Rule('description', notificationDescriptionProblem)
  description: string;

  @Field({ description: KEY_DESCRIPTION })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@InputType({ description: 'A notification sent now to current residents of the hostel, by SMS' })
export class SendNotificationInput extends NotificationDraftInput {
  @Field(() => [ID], { description: `1 to ${NOTIFICATION_RECIPIENTS_MAX} current residents, each once` })
  @Recipients()
  studentIds: number[];
}

@InputType({ description: 'A draft sent now, as it is, to current residents of the hostel' })
export class SendDraftInput {
  @Field(() => ID, { description: "A draft of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId()
  id: number;

  @Field(() => [ID], { description: `1 to ${NOTIFICATION_RECIPIENTS_MAX} current residents, each once` })
  @Recipients()
  studentIds: number[];

  @Field({ description: KEY_DESCRIPTION })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@InputType({ description: 'A notification sent at a date and time in India, unless cancelled before' })
export class ScheduleNotificationInput extends SendNotificationInput {
  @Field({
    description: `The day it goes, YYYY-MM-DD in India: today up to ${NOTIFICATION_SCHEDULE_DAYS_MAX} days ahead`,
  })
  @Rule('sendOn', (v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : notificationMessages.dateInvalid,
  )
  sendOn: string;

  @Field(() => String, {
    nullable: true,
    description: `HH:MM (24 hours) in India, ${NOTIFICATION_DEFAULT_TIME} when left out; later than now`,
  })
  @IsOptional()
  @Rule('sendTime', (v) => (isTimeOfDay(v) ? null : notificationMessages.timeInvalid))
  sendTime?: string | null;
}
