import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { InProcess, MonthPaymentStatus } from '../ledger-rules';
import { RentPeriodStatusEnum } from '../../rent/models/rent-period.model';
import { MoneyScalar } from '../../common/money.scalar';
import type { RentPeriodStatus } from '@hostel-admin/rules';

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

  @Field(() => MoneyScalar, {
    description: 'Opening balance: what residents owed at the start of the month (the previous closing balance)',
  })
  openingBalancePaise: number;

  @Field(() => MoneyScalar, { description: 'Rent billed in the month (rent periods falling due in it)' })
  rentBilledPaise: number;

  @Field(() => MoneyScalar, { description: 'Extra charges added in the month (electric, water, maintenance, other)' })
  extraBilledPaise: number;

  @Field(() => MoneyScalar, { description: 'Billed: rent and extra charges of the month' })
  billedPaise: number;

  @Field(() => MoneyScalar, { description: 'Collected: cash and verified payments made in the month' })
  collectedPaise: number;

  @Field(() => MoneyScalar, {
    description:
      'Adjustments: how every other ledger row of the month moves the balance (discounts, waivers, write-offs and ' +
      'deposits applied take off; surcharges, deductions, reversed credit and voided payments add back)',
  })
  adjustmentsPaise: number;

  @Field(() => MoneyScalar, {
    description: 'Closing balance = opening + billed − collected + adjustments: what residents owe at closingOn',
  })
  closingBalancePaise: number;

  @Field({ description: 'YYYY-MM-DD: the day the closing balance is of (the last day, or today in the current month)' })
  closingOn: string;

  @Field(() => MoneyScalar, {
    description: 'Payments made in the month waiting for verification: apart, not in the balance, never overdue',
  })
  pendingVerificationPaise: number;

  @Field(() => MoneyScalar, {
    description: 'Deposits paid back to leavers in the month: money out, not in the balance',
  })
  refundsPaidPaise: number;

  @Field(() => MoneyScalar, {
    deprecationReason: 'Rent of periods starting in the month only; read the month equation and the Dues list',
  })
  duePaise: number;

  @Field(() => MoneyScalar, {
    deprecationReason: 'Rent of periods starting in the month only; read the month equation and the Dues list',
  })
  overduePaise: number;
}

@ObjectType('MonthLedgerRow', { description: 'A ledger row behind a figure of the month' })
export class MonthLedgerRowModel {
  @Field(() => ID, { description: 'charge:<id>, payment:<id>, void:<id> or refund:<id>' })
  id: string;

  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => ID)
  studentId: number;

  @Field()
  studentName: string;

  @Field()
  item: string;

  @Field(() => MoneyScalar, {
    description: 'As it moves the figure: under Adjustments a credit is negative, a void positive',
  })
  amountPaise: number;

  @Field(() => String, { nullable: true, description: 'R-000123 for payments' })
  receiptNumber: string | null;

  @Field(() => String, { nullable: true })
  reference: string | null;
}

@ObjectType('MonthLedgerRowPage')
export class MonthLedgerRowPageModel {
  @Field(() => [MonthLedgerRowModel])
  items: MonthLedgerRowModel[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => MoneyScalar, { description: 'What every row of the part sums to: the figure on Payment Details' })
  totalPaise: number;
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

  @Field(() => MoneyScalar, { description: "The month's rent, in paise" })
  rentAmountPaise: number;

  @Field(() => MoneyScalar, { description: 'Settled of it by complete payments, in paise' })
  settledPaise: number;

  @Field(() => MoneyScalar, { description: 'Covered by payments waiting for verification, in paise' })
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
