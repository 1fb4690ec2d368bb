import { Field, ID, InputType } from '@nestjs/graphql';
import { IsIn } from 'class-validator';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@hostel-admin/rules';
import { IsId } from '../../common/validators';
import { SubscriptionPlanEnum } from '../../hostels/models/hostel.model';

@InputType({ description: 'The plan changePlan chooses for the next period' })
export class ChangePlanInput {
  @Field(() => SubscriptionPlanEnum, { description: 'The plan for the next period' })
  @IsIn(SUBSCRIPTION_PLANS)
  plan: SubscriptionPlan;
}

@InputType({ description: 'The invoice markInvoicePaid records as paid' })
export class MarkInvoicePaidInput {
  @Field(() => ID, { description: "The invoice's id" })
  @IsId()
  id: number;
}
