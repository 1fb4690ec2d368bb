import { ArgsType, Field, ID, ObjectType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { MoneyScalar } from '../../../common/money.scalar';
import { IsId, Rule } from '../../../common/validators';
import { PaymentMethodEnum } from '../../../ledger/payments/payment.model';
import { AmountPaise } from './record-payment.input';
import { PAYMENT_METHODS, PaymentMethod } from '@hostel-admin/rules';

@ArgsType()
export class PaymentPreviewArgs {
  @Field(() => ID, { description: "A resident of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId('studentId must be an id (a positive whole number)')
  studentId: number;

  @Field(() => MoneyScalar, { description: 'The amount about to be recorded, in paise' })
  @AmountPaise()
  amountPaise: number;

  @Field(() => PaymentMethodEnum, { nullable: true, description: 'Cash unless given' })
  @IsOptional()
  @Rule('method', (v) =>
    PAYMENT_METHODS.includes(v as PaymentMethod) ? null : 'Method must be Cash, UPI, Bank transfer or Card.',
  )
  method?: PaymentMethod | null;
}

@ObjectType('PaymentPreviewItem', { description: 'One charge a payment would settle' })
export class PaymentPreviewItemModel {
  @Field({ description: '"Oct–Nov 2026" (a rent period with its year), "Electric (Nov 2026)"' })
  label: string;

  @Field(() => MoneyScalar, { description: 'What the payment puts on it, in paise' })
  amountPaise: number;

  @Field(() => MoneyScalar, { description: "The charge's amount, in paise" })
  chargePaise: number;

  @Field({ description: 'The payment covers all of it (nothing of it was settled before)' })
  whole: boolean;

  @Field({ description: 'Nothing of it stays open once the payment counts' })
  cleared: boolean;
}

@ObjectType('PaymentPreview', {
  description:
    "What a payment would do to a resident's account, by the ledger's arithmetic: the charges it settles, oldest first, and the balance after it",
})
export class PaymentPreviewModel {
  @Field(() => ID, { description: "The resident's id" })
  studentId: number;

  @Field(() => MoneyScalar, { description: 'The amount previewed, in paise' })
  amountPaise: number;

  @Field(() => [PaymentPreviewItemModel], { description: 'Oldest first' })
  settles: PaymentPreviewItemModel[];

  @Field(() => MoneyScalar, { description: 'Left over once every open charge is settled: credit, in paise' })
  advancePaise: number;

  @Field(() => MoneyScalar, {
    description:
      'The balance right after it, in paise: above zero stays due, below zero stays as credit (earlier payments waiting for verification counted)',
  })
  balanceAfterPaise: number;

  @Field(() => MoneyScalar, { description: 'Earlier payments still waiting for verification, in paise' })
  pendingBeforePaise: number;

  @Field({ description: 'The method waits for an admin to verify it: the payment counts once verified' })
  countsOnceVerified: boolean;
}
