import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { ListArgs } from '../../../common/pagination';
import { IsId, Rule, SingleLine } from '../../../common/validators';
import { CHECKOUT_STATUSES, CheckoutStatus, WithdrawalStatus } from '../../../ledger/checkout/checkout-rules';
import type { CheckoutListState } from '../../../ledger/checkout/checkout-records.service';
import { PaymentMethodEnum } from '../../../ledger/payments/payment.model';
import { SETTLEMENT_LINE_KINDS, SettlementLineKind } from '../../../ledger/checkout/settlement-lines';
import { CalendarDate } from '../../../students/dto/person-rules';
import { AmountPaise, IdempotencyKeyRule } from '../../payments/dto/record-payment.input';
import { MoneyScalar } from '../../../common/money.scalar';
import {
  DEDUCTION_KINDS,
  DEDUCTION_NOTE_MAX,
  DeductionKind,
  deductionMessages,
  DEDUCTIONS_MAX,
  PAYMENT_METHODS,
  paymentMessages,
  PaymentMethod,
  REFERENCE_MAX,
} from '@hostel-admin/rules';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;
export const CheckoutStatusEnum = enumOf(CHECKOUT_STATUSES);
registerEnumType(CheckoutStatusEnum, {
  name: 'CheckoutStatus',
  description: 'notice: notice given; in_process: settlement prepared; approved: an admin approved it; refunded: paid',
});
export const WithdrawalStatusEnum = enumOf<WithdrawalStatus>(['pending', 'in_process', 'clear']);
registerEnumType(WithdrawalStatusEnum, {
  name: 'WithdrawalStatus',
  description: "The spec's withdrawal_status: pending (notice given), in_process (settling), clear (refund paid)",
});
export const DeductionKindEnum = enumOf(DEDUCTION_KINDS);
registerEnumType(DeductionKindEnum, { name: 'DeductionKind', description: 'Damage, Cleaning or Other' });

@InputType()
export class GiveNoticeInput {
  @Field(() => ID)
  @IsId('studentId must be an id (a positive whole number)')
  studentId: number;

  @Field({ description: 'YYYY-MM-DD the resident gave notice; the move-out date adds their notice period' })
  @CalendarDate()
  noticeDate: string;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key records one notice and answers the first result; the same key for another resident or date is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@InputType()
export class DeductionInput {
  @Field(() => DeductionKindEnum)
  @Rule('kind', (v) => (DEDUCTION_KINDS.includes(v as DeductionKind) ? null : deductionMessages.kind))
  kind: DeductionKind;

  @Field(() => MoneyScalar, { description: 'In paise, above zero' })
  @AmountPaise()
  amountPaise: number;

  @Field({ description: 'What it is for' })
  @SingleLine()
  @Rule('note', (v) => (typeof v === 'string' && v.trim() ? null : deductionMessages.noteRequired))
  @MaxLength(DEDUCTION_NOTE_MAX, { message: deductionMessages.noteTooLong })
  note: string;
}

@InputType()
export class PrepareSettlementInput {
  @Field(() => ID)
  @IsId('checkoutId must be an id (a positive whole number)')
  checkoutId: number;

  @Field(() => [DeductionInput], { defaultValue: [], description: `Up to ${DEDUCTIONS_MAX} itemised deductions` })
  @IsArray()
  @ArrayMaxSize(DEDUCTIONS_MAX, { message: deductionMessages.tooMany })
  @ValidateNested({ each: true })
  @Type(() => DeductionInput)
  deductions: DeductionInput[] = [];

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped Proceed with the same key starts the settlement once and answers the first result; the same key for another checkout or other deductions is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@ArgsType()
export class SettlementPreviewArgs {
  @Field(() => ID)
  @IsId('checkoutId must be an id (a positive whole number)')
  checkoutId: number;

  @Field(() => [DeductionInput], { defaultValue: [], description: `Up to ${DEDUCTIONS_MAX} itemised deductions` })
  @IsArray()
  @ArrayMaxSize(DEDUCTIONS_MAX, { message: deductionMessages.tooMany })
  @ValidateNested({ each: true })
  @Type(() => DeductionInput)
  deductions: DeductionInput[] = [];
}

@InputType()
export class PayRefundInput {
  @Field(() => ID)
  @IsId('checkoutId must be an id (a positive whole number)')
  checkoutId: number;

  @Field(() => PaymentMethodEnum)
  @Rule('method', (v) =>
    PAYMENT_METHODS.includes(v as PaymentMethod) ? null : 'Method must be Cash, UPI, Bank transfer or Card.',
  )
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: paymentMessages.referenceHelp })
  @IsOptional()
  @SingleLine()
  @MaxLength(REFERENCE_MAX, { message: paymentMessages.referenceTooLong })
  reference?: string | null;

  @Field({ description: 'YYYY-MM-DD, not later than today' })
  @CalendarDate()
  paidOn: string;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key pays one refund and answers the first result; the same key for another checkout or other details is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

export const CheckoutListStateEnum = enumOf<CheckoutListState>(['open', 'paid']);
registerEnumType(CheckoutListStateEnum, {
  name: 'CheckoutListState',
  description: 'open: notice given, refund requested or approved; paid: the refund was paid',
});

@ArgsType()
export class CheckoutsArgs extends ListArgs {
  @Field(() => CheckoutListStateEnum, { defaultValue: 'open', description: 'Open checkouts (default) or paid ones' })
  @IsOptional()
  @Rule('state', (v) => (v === 'open' || v === 'paid' ? null : 'State must be open or paid.'))
  state: CheckoutListState = 'open';
}

export const SettlementLineKindEnum = enumOf(SETTLEMENT_LINE_KINDS);
registerEnumType(SettlementLineKindEnum, {
  name: 'SettlementLineKind',
  description:
    'balance: owed before the oldest open charge; rent: a rent period; charge: an extra charge; credit: a credit, discount or reversal; payment: a payment received; deduction: a deduction from the deposit',
});

@ObjectType('SettlementLine', {
  description:
    'One line of a settlement. The lines other than deductions add up to the dues; the deductions to the deductions. Positive adds to what is owed',
})
export class SettlementLineModel {
  @Field(() => SettlementLineKindEnum)
  kind: SettlementLineKind;

  @Field({ description: '"Rent Nov-Dec", "Payment received by UPI, receipt R-000042", "Damage"' })
  label: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the line is dated' })
  date: string | null;

  @Field(() => String, { nullable: true, description: "A rent period's first day" })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: "A rent period's last day" })
  endDate: string | null;

  @Field(() => MoneyScalar, { description: 'Adds to what is owed; a payment or a credit is negative' })
  amountPaise: number;

  @Field(() => String, { nullable: true, description: 'A deduction\'s note, a payment\'s reference, "20 of 31 days"' })
  note: string | null;
}

@ObjectType('Settlement', { description: "A leaving resident's deposit against what they owe" })
export class SettlementModel {
  @Field(() => MoneyScalar)
  depositPaise: number;

  @Field(() => MoneyScalar, { description: 'Owed on the ledger by the move-out date (below zero: credit)' })
  duesPaise: number;

  @Field(() => MoneyScalar)
  deductionsPaise: number;

  @Field(() => MoneyScalar, { description: 'What the deposit pays of dues and deductions' })
  appliedPaise: number;

  @Field(() => MoneyScalar, { description: 'Deposit − dues − deductions (never below zero)' })
  refundPaise: number;

  @Field(() => MoneyScalar, { description: 'Still owed when dues and deductions exceed the deposit' })
  stillOwedPaise: number;

  @Field(() => [SettlementLineModel], { description: 'The lines that make the dues, then the deductions' })
  lines: SettlementLineModel[];
}

@ObjectType('CheckoutDeduction')
export class CheckoutDeductionModel {
  @Field(() => ID)
  id: number;

  @Field(() => DeductionKindEnum)
  kind: DeductionKind;

  @Field(() => MoneyScalar)
  amountPaise: number;

  @Field()
  note: string;
}

@ObjectType('Refund')
export class RefundModel {
  @Field(() => ID)
  id: number;

  @Field(() => MoneyScalar)
  amountPaise: number;

  @Field(() => PaymentMethodEnum)
  method: PaymentMethod;

  @Field(() => String, { nullable: true })
  reference: string | null;

  @Field()
  paidOn: string;

  @Field({ description: 'The full name of the admin who paid it' })
  paidBy: string;
}

@ObjectType('Checkout', { description: 'A resident leaving: notice, settlement, approval, refund' })
export class CheckoutModel {
  @Field(() => ID)
  id: number;

  @Field()
  noticeDate: string;

  @Field({ description: 'Notice date + the notice period of the rent terms' })
  moveOutDate: string;

  @Field(() => CheckoutStatusEnum)
  status: CheckoutStatus;

  @Field(() => Date, {
    nullable: true,
    description: 'Refund requested (the spec\'s "request raised"): the settlement was prepared',
  })
  preparedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Approved (the spec\'s "received by the provider"): an admin approved it',
  })
  approvedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Paid (the spec\'s "paid to user"): the refund was paid' })
  refundedAt: Date | null;

  studentId: number;
}

@ObjectType('CheckoutPage')
export class CheckoutPageModel {
  @Field(() => [CheckoutModel])
  items: CheckoutModel[];

  @Field(() => Int)
  totalCount: number;
}
