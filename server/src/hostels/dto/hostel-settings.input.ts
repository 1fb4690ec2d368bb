import { Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { LAST_PERIOD_RULES, PAYMENT_MAKER_CHECKER } from '@hostel-admin/rules';
import type { LastPeriodRule, PaymentMakerChecker } from '@hostel-admin/rules';
import { LastPeriodRuleEnum, PaymentMakerCheckerEnum } from '../models/hostel.model';

/** The hostel a setting is for, as the loose `id` argument took it: left out, the caller's own. */
export const HOSTEL_ID_DESCRIPTION =
  "The hostel's id; null: the caller's own. Another hostel's id (except for a superadmin) is NOT_FOUND";

@InputType({ description: 'The maker-checker setting setPaymentMakerChecker gives a hostel' })
export class SetPaymentMakerCheckerInput {
  @Field(() => PaymentMakerCheckerEnum, { description: 'The new setting' })
  @IsIn(PAYMENT_MAKER_CHECKER)
  setting: PaymentMakerChecker;

  @Field(() => ID, { nullable: true, description: HOSTEL_ID_DESCRIPTION })
  @IsOptional()
  @IsString()
  id?: string | null;
}

@InputType({ description: 'The last-period rule setLastPeriodRule gives a hostel' })
export class SetLastPeriodRuleInput {
  @Field(() => LastPeriodRuleEnum, { description: 'The new rule' })
  @IsIn(LAST_PERIOD_RULES)
  rule: LastPeriodRule;

  @Field(() => ID, { nullable: true, description: HOSTEL_ID_DESCRIPTION })
  @IsOptional()
  @IsString()
  id?: string | null;
}
