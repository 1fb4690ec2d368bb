import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { ListArgs, useListArg } from '../../../common/pagination';
import { Rule } from '../../../common/validators';
import { RentChangeStatus } from '../../../ledger/ledger-rules';
import { CalendarDate } from '../../../students/dto/person-rules';
import { StudentIds } from '../../charges/dto/add-charges.input';
import { amountPaiseProblem, IdempotencyKeyRule } from '../../payments/dto/record-payment.input';
import { MoneyScalar } from '../../../common/money.scalar';
import {
  CHARGE_STUDENTS_MAX,
  chargeMessages,
  COMMENT_MAX,
  MONEY_MAX_PAISE,
  RENT_CHANGE_KINDS,
  RENT_CHANGE_LABELS,
  RentChangeKind,
  UPDATE_RENT_KINDS,
  UpdateRentKind,
} from '@hostel-admin/rules';

export const RentChangeKindEnum = Object.fromEntries(RENT_CHANGE_KINDS.map((k) => [k, k])) as Record<
  RentChangeKind,
  RentChangeKind
>;
registerEnumType(RentChangeKindEnum, {
  name: 'RentChangeKind',
  description: Object.entries(RENT_CHANGE_LABELS)
    .map(([kind, label]) => `${kind}: ${label}`)
    .join('; '),
  valuesMap: {
    rent_change: { description: 'A new monthly rent, billed from the periods that start on or after its date' },
    one_time_discount: { description: 'A one-time discount: a credit of its amount on its date' },
    one_time_surcharge: { description: 'A one-time surcharge: a charge of its amount on its date' },
    waiver: { description: 'The rent of the billed period holding its date taken back' },
    bill_from: {
      description: 'A new "Bill rent from" date asked for in Edit Student Details, taking billed rent back',
    },
  },
});
export const RentChangeStatusEnum = { pending: 'pending', applied: 'applied', rejected: 'rejected' } as const;
registerEnumType(RentChangeStatusEnum, {
  name: 'RentChangeStatus',
  description: 'pending: waits for an admin; applied; rejected',
  valuesMap: {
    pending: { description: 'Waits for an admin to approve or reject it' },
    applied: { description: 'Applied to the ledger (at once, or when an admin approved it)' },
    rejected: { description: 'An admin rejected it; nothing changed' },
  },
});

@InputType({ description: 'One rent change for each resident chosen, all or none' })
export class UpdateRentInput {
  @Field(() => [ID], { description: `1 to ${CHARGE_STUDENTS_MAX} residents, each once` })
  @StudentIds()
  studentIds: number[];

  @Field(() => RentChangeKindEnum, { description: 'Any kind but bill_from, which Edit Student Details asks for' })
  @Rule('kind', (v) =>
    UPDATE_RENT_KINDS.includes(v as UpdateRentKind)
      ? null
      : 'Adjustment type must be one of: Rent change from a date, One-time discount, One-time surcharge, Waiver of a period.',
  )
  kind: UpdateRentKind;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'In paise: the new monthly rent, or the discount or surcharge; left out for a waiver',
  })
  @IsOptional()
  @Rule('amountPaise', (v) => (v === null || v === undefined ? null : amountPaiseProblem(v)), [1, MONEY_MAX_PAISE])
  amountPaise?: number | null;

  @Field({
    description:
      "YYYY-MM-DD (India's calendar), at most 366 days from today either way: when a new rent starts billing; the day of a one-time item; a day in the waived period",
  })
  @CalendarDate()
  effectiveDate: string;

  @Field(() => String, {
    nullable: true,
    description: `Why, at most ${COMMENT_MAX} characters; required for a discount and a waiver`,
  })
  @IsOptional()
  @MaxLength(COMMENT_MAX, { message: chargeMessages.commentTooLong })
  comment?: string | null;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key changes the rent once and answers the first result',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@InputType({ description: 'Which rent changes the list keeps' })
export class RentChangesWhere {
  @Field(() => RentChangeStatusEnum, {
    nullable: true,
    description: 'Only changes in this state; every state when left out',
  })
  @IsOptional()
  @IsIn(Object.values(RentChangeStatusEnum))
  status?: RentChangeStatus;
}

@ArgsType()
export class RentChangesArgs extends ListArgs {
  @Field(() => RentChangesWhere, { nullable: true, description: 'Which rent changes; every one when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => RentChangesWhere)
  where?: RentChangesWhere;

  @Field(() => RentChangeStatusEnum, {
    nullable: true,
    description: 'Only changes in this state',
    deprecationReason: useListArg('where.status'),
  })
  @IsOptional()
  @IsIn(Object.values(RentChangeStatusEnum))
  status?: RentChangeStatus;
}

@ObjectType('RentChange', { description: 'A change asked for on Update Rent, applied at once or after approval' })
export class RentChangeModel {
  @Field(() => ID, { description: "The rent change's id, as decideRentChange takes it" })
  id: number;

  @Field(() => RentChangeKindEnum, { description: 'What kind of change it is' })
  kind: RentChangeKind;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'In paise: the new monthly rent, or the discount or surcharge; null for a waiver and bill_from',
  })
  amountPaise: number | null;

  @Field({
    description:
      "YYYY-MM-DD (India's calendar): when a new rent starts, the day of a one-time item, a day in the waived period, or the new bill-from date",
  })
  effectiveDate: string;

  @Field(() => String, { nullable: true, description: 'Why, as given; null without one' })
  comment: string | null;

  @Field(() => RentChangeStatusEnum, { description: 'Pending, applied or rejected' })
  status: RentChangeStatus;

  @Field(() => Date, {
    nullable: true,
    description: 'When an admin approved or rejected it; null while pending and for changes applied at once',
  })
  decidedAt: Date | null;

  @Field({ description: 'When it was asked for (an instant, ISO 8601 in UTC)' })
  createdAt: Date;

  studentId: number;
  requestedBy: number;
}

@ObjectType('RentChangePage', { description: "One page of the hostel's rent changes" })
export class RentChangePageModel {
  @Field(() => [RentChangeModel], { description: 'The changes of this page, newest first' })
  items: RentChangeModel[];

  @Field(() => Int, { description: 'How many changes match the status, over every page' })
  totalCount: number;
}
