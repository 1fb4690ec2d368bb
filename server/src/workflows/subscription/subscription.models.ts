import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ListArgs } from '../../common/pagination';
import { SubscriptionPlanEnum } from '../../hostels/models/hostel.model';
import { MoneyScalar } from '../../common/money.scalar';
import type { SubscriptionPlan } from '@hostel-admin/rules';

export const InvoiceStatusEnum = { pending: 'pending', paid: 'paid' } as const;
registerEnumType(InvoiceStatusEnum, {
  name: 'InvoiceStatus',
  description: 'Whether a subscription invoice is paid',
  valuesMap: {
    pending: { description: 'Issued, not paid yet' },
    paid: { description: 'A superadmin recorded it as paid' },
  },
});

@ObjectType('PlanOption', { description: 'A plan on Subscription Settings' })
export class PlanOptionModel {
  @Field(() => SubscriptionPlanEnum, { description: 'The plan, as changePlan takes it' })
  id: SubscriptionPlan;

  @Field({ description: '"Starter Plan"' })
  name: string;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'Monthly price in paise; null for Custom (priced on contact)',
  })
  pricePaise: number | null;

  @Field({ description: 'What the plan offers, in a sentence for the plan card' })
  description: string;
}

@ObjectType('HostelSubscription', { description: "The caller's hostel's plan and where its current period stands" })
export class HostelSubscriptionModel {
  @Field(() => ID, { description: "The hostel's id" })
  id: number;

  @Field(() => SubscriptionPlanEnum, { description: 'The plan of the current period' })
  plan: SubscriptionPlan;

  @Field({ description: 'Its name: "Starter Plan"' })
  planName: string;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'Its monthly price in paise; null for Custom (priced on contact)',
  })
  pricePaise: number | null;

  @Field({ description: "YYYY-MM-DD (India's calendar): the first day of the current period" })
  periodStart: string;

  @Field({ description: 'YYYY-MM-DD: the last day of the current period' })
  periodEnd: string;

  @Field(() => SubscriptionPlanEnum, { nullable: true, description: 'Chosen for the next period' })
  nextPlan: SubscriptionPlan | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the next plan starts (the next period)' })
  nextPlanFrom: string | null;

  @Field(() => [PlanOptionModel], { description: 'Every plan offered, as Subscription Settings lists them' })
  plans: PlanOptionModel[];
}

@ObjectType('SubscriptionInvoice', { description: 'A Billing History row' })
export class SubscriptionInvoiceModel {
  @Field(() => ID, { description: "The invoice's id, as markInvoicePaid takes it" })
  id: number;

  @Field(() => SubscriptionPlanEnum, { description: 'The plan billed' })
  plan: SubscriptionPlan;

  @Field({ description: '"Starter Plan"' })
  planName: string;

  @Field(() => MoneyScalar, { description: 'The amount invoiced, in paise' })
  amountPaise: number;

  @Field({ description: "YYYY-MM-DD: the period bought (the spec's purchase date)" })
  purchaseDate: string;

  @Field({ description: 'YYYY-MM-DD: the last day of the period' })
  endDate: string;

  @Field(() => InvoiceStatusEnum, { description: 'Pending or paid' })
  status: 'pending' | 'paid';

  @Field(() => Date, { nullable: true, description: 'When it was marked paid; null while pending' })
  paidAt: Date | null;

  @Field(() => ID, { description: 'The hostel billed' })
  hostelId: number;
}

@ObjectType('SubscriptionInvoicePage', { description: 'One page of Billing History' })
export class SubscriptionInvoicePageModel {
  @Field(() => [SubscriptionInvoiceModel], { description: 'The invoices of this page, newest first' })
  items: SubscriptionInvoiceModel[];

  @Field(() => Int, { description: 'How many invoices there are, over every page' })
  totalCount: number;
}

@ArgsType()
export class SubscriptionInvoicesArgs extends ListArgs {}
