import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ReversalKind } from '../ledger-rules';
import { MoneyScalar } from '../../common/money.scalar';
import { PAYMENT_METHODS, PAYMENT_STATES, PaymentMethod, PaymentState } from '@hostel-admin/rules';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const PaymentMethodEnum = enumOf(PAYMENT_METHODS);
registerEnumType(PaymentMethodEnum, {
  name: 'PaymentMethod',
  description: 'How money was paid: Cash, UPI, Bank transfer or Card',
  valuesMap: {
    cash: { description: 'Cash: a payment by cash counts as collected at once' },
    upi: { description: 'UPI: waits for an admin to verify it; its reference is the 12-digit UTR' },
    bank_transfer: { description: 'Bank transfer (NEFT, RTGS, IMPS): waits for an admin to verify it' },
    card: { description: 'Card: waits for an admin to verify it' },
  },
});

export const PaymentStateEnum = enumOf<PaymentState>(PAYMENT_STATES);
registerEnumType(PaymentStateEnum, {
  name: 'PaymentState',
  description:
    'complete: counts as collected (cash, or verified); pending: waits for an admin to verify it; voided: an admin took a complete payment back (its amount is owed again); rejected: an admin found a pending payment never arrived. Voided and rejected payments settle nothing',
  valuesMap: {
    complete: { description: 'Counts as collected: cash, or verified by an admin' },
    pending: { description: 'Waits for an admin to verify it; not yet collected' },
    voided: { description: 'A complete payment an admin took back; its amount is owed again' },
    rejected: { description: 'A pending payment whose money never arrived; it never counted' },
  },
});

export const ReversalKindEnum = enumOf<ReversalKind>(['void', 'reject']);
registerEnumType(ReversalKindEnum, {
  name: 'PaymentReversalKind',
  description: 'void: a complete payment taken back; reject: a pending payment whose money never arrived',
  valuesMap: {
    void: { description: 'A complete payment taken back (the payment is now voided)' },
    reject: { description: 'A pending payment whose money never arrived (the payment is now rejected)' },
  },
});

@ObjectType('PaymentReversedBy', { description: 'The admin who voided or rejected a payment' })
export class PaymentReversedByModel {
  @Field({ description: "The admin's full name" })
  name: string;
}

@ObjectType('PaymentReversal', { description: 'Why and when an admin voided or rejected a payment' })
export class PaymentReversalModel {
  @Field(() => ReversalKindEnum, { description: 'Voided (it was complete) or rejected (it was pending)' })
  kind: ReversalKind;

  @Field({ description: "The admin's reason, kept on the ledger and printed on the receipt" })
  reason: string;

  @Field({ description: 'YYYY-MM-DD: the day it was voided or rejected (a void puts the amount back that day)' })
  reversedOn: string;

  @Field(() => PaymentReversedByModel, { description: 'Who voided or rejected it' })
  reversedBy: PaymentReversedByModel;
}

@ObjectType('Payment', { description: 'Money a resident paid; never changed once recorded' })
export class PaymentModel {
  @Field(() => ID, { description: "The payment's id; another hostel's payment is NOT_FOUND" })
  id: number;

  @Field(() => MoneyScalar, { description: 'Amount in paise' })
  amountPaise: number;

  @Field(() => PaymentMethodEnum, { description: 'How it was paid' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'UTR or transaction id; null for cash or when none was given' })
  reference: string | null;

  @Field({ description: "The day it was paid, YYYY-MM-DD (India's calendar)" })
  paidOn: string;

  @Field(() => String, { nullable: true, description: "The recorder's note, up to 500 characters; null without one" })
  note: string | null;

  @Field(() => PaymentStateEnum, { description: 'Complete, pending verification, voided or rejected' })
  status: PaymentState;

  @Field({
    description:
      'What it settled when recorded: "Oct–Nov 2026, Nov–Dec 2026 (part)", or "Advance" (payments recorded before receipts carried the year: "Sep-Oct, Oct-Nov (part)")',
  })
  settles: string;

  @Field(() => MoneyScalar, {
    nullable: true,
    description:
      "The resident's balance right after it, in paise (above zero owed, below zero credit), counting earlier payments waiting for verification as they will be; null for payments recorded before it was kept",
  })
  balanceAfterPaise: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When an admin verified it (UPI, bank transfer, card); null for cash and while pending',
  })
  verifiedAt: Date | null;

  @Field({ description: 'When it was recorded (an instant, ISO 8601 in UTC)' })
  createdAt: Date;
}

@ObjectType('StudentBalance', { description: "A resident's account, derived from the ledger's rows" })
export class StudentBalanceModel {
  @Field(() => ID, { description: "The resident's id" })
  id: number;

  @Field(() => MoneyScalar, { description: 'Everything charged, net of reversals and credits, in paise' })
  chargedPaise: number;

  @Field(() => MoneyScalar, { description: 'Complete payments, in paise' })
  collectedPaise: number;

  @Field(() => MoneyScalar, { description: 'Payments waiting for verification, in paise' })
  pendingPaise: number;

  @Field(() => MoneyScalar, {
    description: 'Charged − collected: above zero the resident owes; below zero, credit, in paise',
  })
  balancePaise: number;
}

@ObjectType('LedgerLine', {
  description: "One row of a resident's ledger: a charge, a payment, or a refund paid (which moves no balance)",
})
export class LedgerLineModel {
  @Field(() => ID, {
    description: 'charge:<id>, payment:<id>, reversal:<id> (a void putting the amount back) or refund:<id>',
  })
  id: string;

  @Field({ description: 'YYYY-MM-DD: when a charge fell due or a payment was made' })
  date: string;

  @Field({
    description:
      '"Rent Nov-Dec", "Electric", "Payment by UPI", "Payment by UPI (voided)", "Payment R-000123 voided: duplicate", "Deposit refunded Rs. 8,000 by UPI (ref …), paid by …"',
  })
  item: string;

  @Field(() => MoneyScalar, { nullable: true, description: 'Charged, in paise (negative for a credit)' })
  chargePaise: number | null;

  @Field(() => MoneyScalar, { nullable: true, description: 'Paid, in paise' })
  paymentPaise: number | null;

  @Field(() => MoneyScalar, {
    description: 'What the resident owed after this row, counting complete payments only, in paise',
  })
  balancePaise: number;

  @Field(() => PaymentModel, {
    nullable: true,
    description: 'The payment of a payment row or of a void row; null for charges and refunds',
  })
  payment: unknown;
}

@ObjectType('LedgerPage', { description: "One page of a resident's ledger" })
export class LedgerPageModel {
  @Field(() => [LedgerLineModel], { description: 'Newest first' })
  items: LedgerLineModel[];

  @Field(() => Int, { description: 'How many rows the ledger has, over every page' })
  totalCount: number;
}
