import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { InProcess, MonthPaymentStatus } from '../ledger-rules';
import { RentPeriodStatusEnum } from '../../rent/models/rent-period.model';
import type { RentPeriodStatus } from '../../rent/rent-periods';
import { Money } from '../../common/money.scalar';

export const MonthPaymentStatusEnum = { paid: 'paid', due: 'due' } as const;
registerEnumType(MonthPaymentStatusEnum, {
  name: 'MonthPaymentStatus',
  description: "paid: the month's rent is settled; due: something of it is left",
});
export const InProcessEnum = { complete: 'complete', pending: 'pending' } as const;
registerEnumType(InProcessEnum, {
  name: 'InProcess',
  description: "pending: a payment towards the month's rent waits for verification; complete: none does",
});

@ObjectType('PaymentMonthSummary', { description: "A month's rent across the hostel" })
export class PaymentMonthSummaryModel {
  @Field(() => ID, { description: '<hostelId>:<YYYY-MM>' })
  id: string;

  @Field({ description: 'YYYY-MM' })
  month: string;

  @Field(() => Int, { description: 'Residents whose rent period starts in the month' })
  residentsBilled: number;

  @Field(() => Int, { description: "Residents whose month's rent is settled" })
  residentsPaid: number;

  @Field(() => Money, { description: 'Rent billed for the month' })
  billedPaise: number;

  @Field(() => Money, { description: 'Complete payments made in the month' })
  collectedPaise: number;

  @Field(() => Money, { description: 'Payments made in the month waiting for verification' })
  pendingVerificationPaise: number;

  @Field(() => Money, { description: 'Unsettled rent of the month still within the grace period' })
  duePaise: number;

  @Field(() => Money, { description: 'Unsettled rent of the month past the grace period' })
  overduePaise: number;
}

@ObjectType('StudentPaymentRow', { description: "A resident's rent for one month" })
export class StudentPaymentRowModel {
  @Field(() => ID, { description: '<studentId>:<YYYY-MM>' })
  id: string;

  @Field({ description: 'YYYY-MM' })
  month: string;

  studentId: number;

  @Field(() => MonthPaymentStatusEnum)
  paymentStatus: MonthPaymentStatus;

  @Field(() => InProcessEnum)
  inProcess: InProcess;

  @Field(() => RentPeriodStatusEnum, { description: 'Paid, Partially paid, Due or Overdue' })
  periodStatus: RentPeriodStatus;

  @Field(() => Money, { description: "The month's rent, in paise" })
  rentAmountPaise: number;

  @Field(() => Money, { description: 'Settled of it by complete payments, in paise' })
  settledPaise: number;

  @Field(() => Money, { description: 'Covered by payments waiting for verification, in paise' })
  pendingPaise: number;

  @Field({ description: 'YYYY-MM-DD: when it fell due' })
  dueDate: string;
}

@ObjectType('StudentPaymentPage')
export class StudentPaymentPageModel {
  @Field(() => [StudentPaymentRowModel])
  items: StudentPaymentRowModel[];

  @Field(() => Int)
  totalCount: number;
}
