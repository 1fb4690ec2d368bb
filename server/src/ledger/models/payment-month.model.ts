import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { InProcess, MonthPaymentStatus } from '../ledger-rules';
import { RentPeriodStatusEnum } from '../../rent/models/rent-period.model';
import type { RentPeriodStatus } from '../../rent/rent-periods';

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

/**
 * GraphQL's Int is 32-bit (at most Rs. 2,14,74,836.47): a hostel's month passes it at about 2,900 residents paying
 * Rs. 7,500. Hostel-wide totals are Floats, which hold whole numbers of paise exactly up to 2^53.
 */
const HOSTEL_TOTAL_NOTE = 'a Float, since a hostel-wide total can pass the 32-bit Int';

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

  @Field(() => Float, { description: `Rent billed for the month, in paise (a whole number; ${HOSTEL_TOTAL_NOTE})` })
  billedPaise: number;

  @Field(() => Float, {
    description: `Complete payments made in the month, in paise (a whole number; ${HOSTEL_TOTAL_NOTE})`,
  })
  collectedPaise: number;

  @Field(() => Float, {
    description: `Payments made in the month waiting for verification, in paise (a whole number; ${HOSTEL_TOTAL_NOTE})`,
  })
  pendingVerificationPaise: number;

  @Field(() => Float, {
    description: `Unsettled rent of the month still within the grace period, in paise (a whole number; ${HOSTEL_TOTAL_NOTE})`,
  })
  duePaise: number;

  @Field(() => Float, {
    description: `Unsettled rent of the month past the grace period, in paise (a whole number; ${HOSTEL_TOTAL_NOTE})`,
  })
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

  @Field(() => Int, { description: "The month's rent, in paise" })
  rentAmountPaise: number;

  @Field(() => Int, { description: 'Settled of it by complete payments, in paise' })
  settledPaise: number;

  @Field(() => Int, { description: 'Covered by payments waiting for verification, in paise' })
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
