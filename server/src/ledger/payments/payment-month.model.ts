import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { InProcess, MonthPaymentStatus } from '../ledger-rules';
import { RentPeriodStatusEnum } from '../../rent/models/rent-period.model';
import { MoneyScalar } from '../../common/money.scalar';
import type { RentPeriodStatus } from '@hostel-admin/rules';

export const MonthPaymentStatusEnum = { paid: 'paid', due: 'due' } as const;
registerEnumType(MonthPaymentStatusEnum, {
  name: 'MonthPaymentStatus',
  description: "paid: the month's rent is settled; due: something of it is left",
  valuesMap: {
    paid: { description: "The month's rent is settled" },
    due: { description: "Something of the month's rent is still owed" },
  },
});
export const InProcessEnum = { complete: 'complete', pending: 'pending' } as const;
registerEnumType(InProcessEnum, {
  name: 'InProcess',
  description: "pending: a payment towards the month's rent waits for verification; complete: none does",
  valuesMap: {
    complete: { description: "No payment towards the month's rent waits for verification" },
    pending: { description: "A payment towards the month's rent waits for an admin to verify it" },
  },
});

@ObjectType('PaymentMonthSummary', {
  description:
    "A month's money across the hostel: the month equation (opening, billed, collected, adjustments, closing) and its rent",
})
export class PaymentMonthSummaryModel {
  @Field(() => ID, { description: '<hostelId>:<YYYY-MM>' })
  id: string;

  @Field({ description: "The month, YYYY-MM (India's calendar)" })
  month: string;

  @Field(() => Int, { description: 'Residents whose rent period starts in the month' })
  residentsBilled: number;

  @Field(() => Int, { description: "Residents whose month's rent is settled" })
  residentsPaid: number;

  @Field(() => MoneyScalar, {
    description:
      'Opening balance: what residents owed at the start of the month (the previous closing balance), in paise',
  })
  openingBalancePaise: number;

  @Field(() => MoneyScalar, { description: 'Rent billed in the month (rent periods falling due in it), in paise' })
  rentBilledPaise: number;

  @Field(() => MoneyScalar, {
    description: 'Extra charges added in the month (electric, water, maintenance, other), in paise',
  })
  extraBilledPaise: number;

  @Field(() => MoneyScalar, { description: 'Billed: rent and extra charges of the month, in paise' })
  billedPaise: number;

  @Field(() => MoneyScalar, { description: 'Collected: cash and verified payments made in the month, in paise' })
  collectedPaise: number;

  @Field(() => MoneyScalar, {
    description:
      'Adjustments: how every other ledger row of the month moves the balance (discounts, waivers, write-offs and ' +
      'deposits applied take off; surcharges, deductions, reversed credit and voided payments add back), in paise',
  })
  adjustmentsPaise: number;

  @Field(() => MoneyScalar, {
    description:
      'Closing balance = opening + billed − collected + adjustments: what residents owe at closingOn, in paise',
  })
  closingBalancePaise: number;

  @Field({ description: 'YYYY-MM-DD: the day the closing balance is of (the last day, or today in the current month)' })
  closingOn: string;

  @Field(() => MoneyScalar, {
    description:
      'Payments made in the month waiting for verification: apart, not in the balance, never overdue, in paise',
  })
  pendingVerificationPaise: number;

  @Field(() => MoneyScalar, {
    description: 'Deposits paid back to leavers in the month: money out, not in the balance, in paise',
  })
  refundsPaidPaise: number;

  @Field(() => MoneyScalar, {
    description: 'Unpaid rent of periods starting in the month that is not yet overdue, in paise',
    deprecationReason: 'Rent of periods starting in the month only; read the month equation and the Dues list',
  })
  duePaise: number;

  @Field(() => MoneyScalar, {
    description: 'Unpaid rent of periods starting in the month that is past its grace days, in paise',
    deprecationReason: 'Rent of periods starting in the month only; read the month equation and the Dues list',
  })
  overduePaise: number;
}

@ObjectType('MonthLedgerRow', { description: 'A ledger row behind a figure of the month' })
export class MonthLedgerRowModel {
  @Field(() => ID, { description: 'charge:<id>, payment:<id>, void:<id> or refund:<id>' })
  id: string;

  @Field({ description: "The day of the row, YYYY-MM-DD (India's calendar)" })
  date: string;

  @Field(() => ID, { description: 'Whose row it is' })
  studentId: number;

  @Field({ description: "The resident's name" })
  studentName: string;

  @Field({ description: 'What the row is, as the ledger words it ("Rent Nov-Dec", "Payment by UPI")' })
  item: string;

  @Field(() => MoneyScalar, {
    description: 'As it moves the figure: under Adjustments a credit is negative, a void positive, in paise',
  })
  amountPaise: number;

  @Field(() => String, { nullable: true, description: 'R-000123 for payments' })
  receiptNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A payment's or refund's reference (UTR or transaction id); null for other rows or without one",
  })
  reference: string | null;
}

@ObjectType('MonthLedgerRowPage', { description: 'One page of the ledger rows behind a figure of the month' })
export class MonthLedgerRowPageModel {
  @Field(() => [MonthLedgerRowModel], { description: 'The rows of this page, oldest first' })
  items: MonthLedgerRowModel[];

  @Field(() => Int, { description: 'How many rows the part has, over every page' })
  totalCount: number;

  @Field(() => MoneyScalar, {
    description: 'What every row of the part sums to: the figure on Payment Details, in paise',
  })
  totalPaise: number;
}

@ObjectType('StudentPaymentRow', { description: "A resident's rent for one month" })
export class StudentPaymentRowModel {
  @Field(() => ID, { description: '<studentId>:<YYYY-MM>' })
  id: string;

  @Field({ description: "The month, YYYY-MM (India's calendar)" })
  month: string;

  studentId: number;

  @Field(() => MonthPaymentStatusEnum, { description: "Whether the month's rent is settled (paid) or not (due)" })
  paymentStatus: MonthPaymentStatus;

  @Field(() => InProcessEnum, { description: "Whether a payment towards the month's rent waits for verification" })
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

@ObjectType('StudentPaymentPage', { description: "One page of the residents' rent of a month" })
export class StudentPaymentPageModel {
  @Field(() => [StudentPaymentRowModel], { description: 'The rows of this page, in the sort asked for' })
  items: StudentPaymentRowModel[];

  @Field(() => Int, { description: 'How many residents match, over every page' })
  totalCount: number;
}
