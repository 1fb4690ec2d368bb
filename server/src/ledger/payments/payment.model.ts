import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ReversalKind } from '../ledger-rules';
import { MoneyScalar } from '../../common/money.scalar';
import { PAYMENT_METHODS, PAYMENT_STATES, PaymentMethod, PaymentState } from '@hostel-admin/rules';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const PaymentMethodEnum = enumOf(PAYMENT_METHODS);
registerEnumType(PaymentMethodEnum, { name: 'PaymentMethod', description: 'Cash, UPI, Bank transfer or Card' });

export const PaymentStateEnum = enumOf<PaymentState>(PAYMENT_STATES);
registerEnumType(PaymentStateEnum, {
  name: 'PaymentState',
  description:
    'complete: counts as collected (cash, or verified); pending: waits for an admin to verify it; voided: an admin took a complete payment back (its amount is owed again); rejected: an admin found a pending payment never arrived. Voided and rejected payments settle nothing',
});

export const ReversalKindEnum = enumOf<ReversalKind>(['void', 'reject']);
registerEnumType(ReversalKindEnum, {
  name: 'PaymentReversalKind',
  description: 'void: a complete payment taken back; reject: a pending payment whose money never arrived',
});

@ObjectType('PaymentReversedBy', { description: 'The admin who voided or rejected a payment' })
export class PaymentReversedByModel {
  @Field()
  name: string;
}

@ObjectType('PaymentReversal', { description: 'Why and when an admin voided or rejected a payment' })
export class PaymentReversalModel {
  @Field(() => ReversalKindEnum)
  kind: ReversalKind;

  @Field({ description: "The admin's reason, kept on the ledger and printed on the receipt" })
  reason: string;

  @Field({ description: 'YYYY-MM-DD: the day it was voided or rejected (a void puts the amount back that day)' })
  reversedOn: string;

  @Field(() => PaymentReversedByModel)
  reversedBy: PaymentReversedByModel;
}

@ObjectType('Payment', { description: 'Money a resident paid; never changed once recorded' })
export class PaymentModel {
  @Field(() => ID)
  id: number;

  @Field(() => MoneyScalar, { description: 'Amount in paise' })
  amountPaise: number;

  @Field(() => PaymentMethodEnum)
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'UTR or transaction id' })
  reference: string | null;

  @Field({ description: 'YYYY-MM-DD' })
  paidOn: string;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => PaymentStateEnum)
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

  @Field(() => Date, { nullable: true, description: 'When an admin verified it (UPI, bank transfer, card)' })
  verifiedAt: Date | null;

  @Field()
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

  @Field(() => MoneyScalar, { description: 'Charged − collected: above zero the resident owes; below zero, credit' })
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

  @Field(() => MoneyScalar, { description: 'What the resident owed after this row, counting complete payments only' })
  balancePaise: number;

  @Field(() => PaymentModel, { nullable: true })
  payment: unknown;
}

@ObjectType('LedgerPage')
export class LedgerPageModel {
  @Field(() => [LedgerLineModel], { description: 'Newest first' })
  items: LedgerLineModel[];

  @Field(() => Int)
  totalCount: number;
}
