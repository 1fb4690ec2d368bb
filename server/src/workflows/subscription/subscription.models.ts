import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ListArgs } from '../../common/pagination';
import { SubscriptionPlanEnum } from '../../hostels/models/hostel.model';
import { MoneyScalar } from '../../common/money.scalar';
import type { SubscriptionPlan } from '@hostel-admin/rules';

export const InvoiceStatusEnum = { pending: 'pending', paid: 'paid' } as const;
registerEnumType(InvoiceStatusEnum, { name: 'InvoiceStatus' });

@ObjectType('PlanOption', { description: 'A plan on Subscription Settings' })
export class PlanOptionModel {
  @Field(() => SubscriptionPlanEnum)
  id: SubscriptionPlan;

  @Field({ description: '"Starter Plan"' })
  name: string;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'Monthly price in paise; null for Custom (priced on contact)',
  })
  pricePaise: number | null;

  @Field()
  description: string;
}

@ObjectType('HostelSubscription', { description: "The caller's hostel's plan and where its current period stands" })
export class HostelSubscriptionModel {
  @Field(() => ID, { description: "The hostel's id" })
  id: number;

  @Field(() => SubscriptionPlanEnum)
  plan: SubscriptionPlan;

  @Field()
  planName: string;

  @Field(() => MoneyScalar, { nullable: true })
  pricePaise: number | null;

  @Field({ description: 'YYYY-MM-DD: the current period' })
  periodStart: string;

  @Field()
  periodEnd: string;

  @Field(() => SubscriptionPlanEnum, { nullable: true, description: 'Chosen for the next period' })
  nextPlan: SubscriptionPlan | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the next plan starts (the next period)' })
  nextPlanFrom: string | null;

  @Field(() => [PlanOptionModel])
  plans: PlanOptionModel[];
}

@ObjectType('SubscriptionInvoice', { description: 'A Billing History row' })
export class SubscriptionInvoiceModel {
  @Field(() => ID)
  id: number;

  @Field(() => SubscriptionPlanEnum)
  plan: SubscriptionPlan;

  @Field({ description: '"Starter Plan"' })
  planName: string;

  @Field(() => MoneyScalar)
  amountPaise: number;

  @Field({ description: "YYYY-MM-DD: the period bought (the spec's purchase date)" })
  purchaseDate: string;

  @Field({ description: 'YYYY-MM-DD: the last day of the period' })
  endDate: string;

  @Field(() => InvoiceStatusEnum)
  status: 'pending' | 'paid';

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;

  @Field(() => ID)
  hostelId: number;
}

@ObjectType('SubscriptionInvoicePage')
export class SubscriptionInvoicePageModel {
  @Field(() => [SubscriptionInvoiceModel])
  items: SubscriptionInvoiceModel[];

  @Field(() => Int)
  totalCount: number;
}

@ArgsType()
export class SubscriptionInvoicesArgs extends ListArgs {}
