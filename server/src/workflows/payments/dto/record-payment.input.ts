import { Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsOptional, MaxLength } from 'class-validator';
import { IdempotencyKeyRule, IsId, Rule, SingleLine } from '../../../common/validators';
import { PaymentMethodEnum } from '../../../ledger/payments/payment.model';
import { CalendarDate } from '../../../students/dto/person-rules';
import { MoneyScalar } from '../../../common/money.scalar';
import {
  amountProblem,
  MONEY_MAX_PAISE,
  NOTE_MAX,
  PAYMENT_METHODS,
  paymentMessages,
  PaymentMethod,
  REFERENCE_MAX,
} from '@hostel-admin/rules';

/**
 * What is wrong with an amount of money named `label`: whole paise above zero, up to Rs. 10,00,000 (the bounds and
 * words the web's forms say too); null when it is fine.
 */
export const amountPaiseProblem = (v: unknown, label = 'Amount'): string | null =>
  typeof v !== 'number' || !Number.isInteger(v) ? `${label} must be a whole number of paise.` : amountProblem(v, label);

/** Whole paise above zero, up to Rs. 10,00,000. */
export const AmountPaise = () => Rule('amountPaise', amountPaiseProblem, [1, MONEY_MAX_PAISE]);

/** A client's key for one opening of a form (a UUID): common/'s rule, re-exported for the workflows' inputs. */
export { IdempotencyKeyRule } from '../../../common/validators';

@InputType({ description: 'A payment to record; its reference is checked against its method on the server' })
export class RecordPaymentInput {
  @Field(() => ID, {
    description: "The resident who paid: one of the caller's hostel (another hostel's is NOT_FOUND)",
  })
  @IsId('studentId must be an id (a positive whole number)')
  studentId: number;

  @Field(() => MoneyScalar, { description: 'Amount in paise, above zero, at most Rs. 10,00,000' })
  @AmountPaise()
  amountPaise: number;

  @Field(() => PaymentMethodEnum, {
    description: 'How it was paid: cash counts at once; UPI, bank transfer and card wait for verification',
  })
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
    description: "The day it was paid, YYYY-MM-DD (India's calendar): not later than today, at most 366 days back",
  })
  @CalendarDate()
  paidOn: string;

  @Field(() => String, { nullable: true, description: `A note kept with the payment, at most ${NOTE_MAX} characters` })
  @IsOptional()
  @MaxLength(NOTE_MAX, { message: paymentMessages.noteTooLong })
  note?: string | null;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-clicked submit with the same key records one payment',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True after the recorder was told that another payment of the hostel has this reference and records it anyway; otherwise such a payment is refused (CONFLICT naming reference)',
  })
  @IsOptional()
  @IsBoolean({ message: 'allowDuplicateReference must be true or false.' })
  allowDuplicateReference?: boolean | null;
}
