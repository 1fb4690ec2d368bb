import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { ListArgs, useListArg } from '../../../common/pagination';
import { IsId, Rule, SingleLine } from '../../../common/validators';
import type { CheckoutStatus } from '../../../ledger/checkout/checkout-rules';
import type { CheckoutListState } from '../../../ledger/checkout/checkout-records.service';
import { PaymentMethodEnum } from '../../../ledger/payments/payment.model';
import type { SettlementLineKind } from '../../../ledger/checkout/settlement-lines';
import { CalendarDate } from '../../../students/dto/person-rules';
import { AmountPaise, IdempotencyKeyRule } from '../../payments/dto/record-payment.input';
import { MoneyScalar } from '../../../common/money.scalar';
import { CheckoutListStateEnum, CheckoutStatusEnum, DeductionKindEnum, SettlementLineKindEnum } from './checkout-enums';
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

@InputType({ description: "A resident's notice that they will leave" })
export class GiveNoticeInput {
  @Field(() => ID, {
    description: "A current resident of the caller's hostel with rent terms (another hostel's is NOT_FOUND)",
  })
  @IsId('studentId must be an id (a positive whole number)')
  studentId: number;

  @Field({
    description:
      "YYYY-MM-DD (India's calendar) the resident gave notice, not after today and at most 366 days back; the move-out date adds their notice period",
  })
  @CalendarDate()
  noticeDate: string;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key records one notice and answers the first result; the same key for another resident or date is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@InputType({ description: "One itemised deduction from a leaver's deposit" })
export class DeductionInput {
  @Field(() => DeductionKindEnum, { description: 'What it is for' })
  @Rule('kind', (v) => (DEDUCTION_KINDS.includes(v as DeductionKind) ? null : deductionMessages.kind))
  kind: DeductionKind;

  @Field(() => MoneyScalar, { description: 'In paise, above zero, at most Rs. 10,00,000' })
  @AmountPaise()
  amountPaise: number;

  @Field({ description: `What it is for, one line, at most ${DEDUCTION_NOTE_MAX} characters` })
  @SingleLine()
  @Rule('note', (v) => (typeof v === 'string' && v.trim() ? null : deductionMessages.noteRequired))
  @MaxLength(DEDUCTION_NOTE_MAX, { message: deductionMessages.noteTooLong })
  note: string;
}

@InputType({ description: "Proceed on a checkout: the deposit's deductions, which start the settlement" })
export class PrepareSettlementInput {
  @Field(() => ID, { description: "A checkout of the caller's hostel with status notice" })
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
  @Field(() => ID, { description: "A checkout of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId('checkoutId must be an id (a positive whole number)')
  checkoutId: number;

  @Field(() => [DeductionInput], { defaultValue: [], description: `Up to ${DEDUCTIONS_MAX} itemised deductions` })
  @IsArray()
  @ArrayMaxSize(DEDUCTIONS_MAX, { message: deductionMessages.tooMany })
  @ValidateNested({ each: true })
  @Type(() => DeductionInput)
  deductions: DeductionInput[] = [];
}

@InputType({ description: "The refund of a leaver's approved settlement, as it was paid" })
export class PayRefundInput {
  @Field(() => ID, { description: "A checkout of the caller's hostel whose settlement is approved" })
  @IsId('checkoutId must be an id (a positive whole number)')
  checkoutId: number;

  @Field(() => PaymentMethodEnum, { description: 'How the refund was paid' })
  @Rule('method', (v) =>
    PAYMENT_METHODS.includes(v as PaymentMethod) ? null : 'Method must be Cash, UPI, Bank transfer or Card.',
  )
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: paymentMessages.referenceHelp })
  @IsOptional()
  @SingleLine()
  @MaxLength(REFERENCE_MAX, { message: paymentMessages.referenceTooLong })
  reference?: string | null;

  @Field({
    description:
      "The day the refund was paid, YYYY-MM-DD (India's calendar): not later than today, at most 366 days back",
  })
  @CalendarDate()
  paidOn: string;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key pays one refund and answers the first result; the same key for another checkout or other details is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

const isListState = (v: unknown) => (v === 'open' || v === 'paid' ? null : 'State must be open or paid.');

@InputType({ description: 'Which checkouts the list keeps' })
export class CheckoutsWhere {
  @Field(() => CheckoutListStateEnum, { nullable: true, description: 'Open checkouts (the default) or paid ones' })
  @IsOptional()
  @Rule('state', isListState)
  state?: CheckoutListState;
}

@ArgsType()
export class CheckoutsArgs extends ListArgs {
  @Field(() => CheckoutsWhere, { nullable: true, description: 'Which checkouts; the open ones when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CheckoutsWhere)
  where?: CheckoutsWhere;

  @Field(() => CheckoutListStateEnum, {
    nullable: true,
    description: 'Open checkouts (default) or paid ones',
    deprecationReason: useListArg('where.state'),
  })
  @IsOptional()
  @Rule('state', isListState)
  state?: CheckoutListState;
}

@ObjectType('SettlementLine', {
  description:
    'One line of a settlement. The lines other than deductions add up to the dues; the deductions to the deductions. Positive adds to what is owed',
})
export class SettlementLineModel {
  @Field(() => SettlementLineKindEnum, { description: 'What the line is' })
  kind: SettlementLineKind;

  @Field({ description: '"Rent Nov-Dec", "Payment received by UPI, receipt R-000042", "Damage"' })
  label: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the line is dated' })
  date: string | null;

  @Field(() => String, { nullable: true, description: "A rent period's first day, YYYY-MM-DD; null for other lines" })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: "A rent period's last day, YYYY-MM-DD; null for other lines" })
  endDate: string | null;

  @Field(() => MoneyScalar, { description: 'Adds to what is owed; a payment or a credit is negative, in paise' })
  amountPaise: number;

  @Field(() => String, { nullable: true, description: 'A deduction\'s note, a payment\'s reference, "20 of 31 days"' })
  note: string | null;
}

@ObjectType('Settlement', { description: "A leaving resident's deposit against what they owe" })
export class SettlementModel {
  @Field(() => MoneyScalar, { description: 'The security deposit held, in paise' })
  depositPaise: number;

  @Field(() => MoneyScalar, { description: 'Owed on the ledger by the move-out date (below zero: credit), in paise' })
  duesPaise: number;

  @Field(() => MoneyScalar, { description: 'The deductions from the deposit, in all, in paise' })
  deductionsPaise: number;

  @Field(() => MoneyScalar, { description: 'What the deposit pays of dues and deductions, in paise' })
  appliedPaise: number;

  @Field(() => MoneyScalar, { description: 'Deposit − dues − deductions (never below zero), in paise' })
  refundPaise: number;

  @Field(() => MoneyScalar, { description: 'Still owed when dues and deductions exceed the deposit, in paise' })
  stillOwedPaise: number;

  @Field(() => [SettlementLineModel], { description: 'The lines that make the dues, then the deductions' })
  lines: SettlementLineModel[];
}

@ObjectType('CheckoutDeduction', { description: "A deduction from a leaver's deposit, recorded at Proceed" })
export class CheckoutDeductionModel {
  @Field(() => ID, { description: "The deduction's id" })
  id: number;

  @Field(() => DeductionKindEnum, { description: 'What it is for' })
  kind: DeductionKind;

  @Field(() => MoneyScalar, { description: 'The amount, in paise' })
  amountPaise: number;

  @Field({ description: 'What it is for, in words' })
  note: string;
}

@ObjectType('Refund', { description: 'Deposit money paid back to a leaver at their checkout' })
export class RefundModel {
  @Field(() => ID, { description: "The refund's id" })
  id: number;

  @Field(() => MoneyScalar, { description: 'The amount paid back, in paise' })
  amountPaise: number;

  @Field(() => PaymentMethodEnum, { description: 'How it was paid' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'UTR or transaction id; null when none was given' })
  reference: string | null;

  @Field({ description: "The day it was paid, YYYY-MM-DD (India's calendar)" })
  paidOn: string;

  @Field({ description: 'The full name of the admin who paid it' })
  paidBy: string;
}

@ObjectType('Checkout', { description: 'A resident leaving: notice, settlement, approval, refund' })
export class CheckoutModel {
  @Field(() => ID, { description: "The checkout's id; another hostel's is NOT_FOUND" })
  id: number;

  @Field({ description: "The day the resident gave notice, YYYY-MM-DD (India's calendar)" })
  noticeDate: string;

  @Field({
    description:
      'YYYY-MM-DD: notice date + the notice period of the rent terms, or a later date the stay was extended to',
  })
  moveOutDate: string;

  @Field(() => CheckoutStatusEnum, { description: 'Where the checkout stands' })
  status: CheckoutStatus;

  @Field(() => Date, {
    nullable: true,
    description: 'Refund requested (the spec\'s "request raised"): when the settlement was prepared; null before',
  })
  preparedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Approved (the spec\'s "received by the provider"): when an admin approved it; null before',
  })
  approvedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Paid (the spec\'s "paid to user"): when the refund was paid; null before',
  })
  refundedAt: Date | null;

  studentId: number;
}

@ObjectType('CheckoutPage', { description: 'One page of the checkouts list' })
export class CheckoutPageModel {
  @Field(() => [CheckoutModel], { description: 'The checkouts of this page, in the order of the state asked for' })
  items: CheckoutModel[];

  @Field(() => Int, { description: 'How many checkouts match, over every page' })
  totalCount: number;
}
