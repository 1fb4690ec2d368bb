import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { ListArgs } from '../../../common/pagination';
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
});
export const RentChangeStatusEnum = { pending: 'pending', applied: 'applied', rejected: 'rejected' } as const;
registerEnumType(RentChangeStatusEnum, {
  name: 'RentChangeStatus',
  description: 'pending: waits for an admin; applied; rejected',
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
    description: 'YYYY-MM-DD: when a new rent starts billing; the day of a one-time item; a day in the waived period',
  })
  @CalendarDate()
  effectiveDate: string;

  @Field(() => String, { nullable: true, description: 'Required for a discount and a waiver' })
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

@ArgsType()
export class RentChangesArgs extends ListArgs {
  @Field(() => RentChangeStatusEnum, { nullable: true, description: 'Only changes in this state' })
  @IsOptional()
  @IsIn(Object.values(RentChangeStatusEnum))
  status?: RentChangeStatus;
}

@ObjectType('RentChange', { description: 'A change asked for on Update Rent, applied at once or after approval' })
export class RentChangeModel {
  @Field(() => ID)
  id: number;

  @Field(() => RentChangeKindEnum)
  kind: RentChangeKind;

  @Field(() => MoneyScalar, { nullable: true })
  amountPaise: number | null;

  @Field()
  effectiveDate: string;

  @Field(() => String, { nullable: true })
  comment: string | null;

  @Field(() => RentChangeStatusEnum)
  status: RentChangeStatus;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field()
  createdAt: Date;

  studentId: number;
  requestedBy: number;
}

@ObjectType('RentChangePage')
export class RentChangePageModel {
  @Field(() => [RentChangeModel])
  items: RentChangeModel[];

  @Field(() => Int)
  totalCount: number;
}
