import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/money.scalar';
import {
  HOSTEL_TYPES,
  HostelType,
  LAST_PERIOD_RULES,
  LastPeriodRule,
  PAYMENT_MAKER_CHECKER,
  PaymentMakerChecker,
  SUBSCRIPTION_PLANS,
  SubscriptionPlan,
} from '@hostel-admin/rules';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const HostelTypeEnum = enumOf(HOSTEL_TYPES);
export const SubscriptionPlanEnum = enumOf(SUBSCRIPTION_PLANS);
registerEnumType(HostelTypeEnum, { name: 'HostelType' });
registerEnumType(SubscriptionPlanEnum, { name: 'SubscriptionPlan' });
export const PaymentMakerCheckerEnum = enumOf(PAYMENT_MAKER_CHECKER);
registerEnumType(PaymentMakerCheckerEnum, {
  name: 'PaymentMakerChecker',
  description:
    'Who verifies a UPI, bank transfer or card payment. auto: another admin when the hostel has two or more active admins, the admin who recorded it when there is one; on: always another admin; off: the admin who recorded it may verify',
});

export const LastPeriodRuleEnum = enumOf(LAST_PERIOD_RULES);
registerEnumType(LastPeriodRuleEnum, {
  name: 'LastPeriodRule',
  description:
    'How the rent period a stay ends in is billed. full: the whole period; pro_rata: the days stayed (the move-out day not counted) as a share of the period',
});

@ObjectType('Hostel')
export class HostelModel {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => HostelTypeEnum, { nullable: true })
  hostelType: HostelType | null;

  @Field(() => String, { nullable: true })
  institutionName: string | null;

  @Field(() => Int, { nullable: true })
  totalFloors: number | null;

  @Field(() => Int, { nullable: true })
  totalRooms: number | null;

  @Field(() => Int, { nullable: true })
  totalHostels: number | null;

  @Field(() => String, { nullable: true })
  billingAddress: string | null;

  @Field(() => SubscriptionPlanEnum)
  subscriptionPlan: SubscriptionPlan;

  @Field(() => MoneyScalar, { description: 'Security deposit asked of new residents, in paise' })
  defaultDepositPaise: number;

  @Field(() => Int, { description: 'Days after a rent period starts before unpaid rent is overdue (5 unless set)' })
  rentGraceDays: number;

  @Field(() => String, { nullable: true, description: "The hostel's phone in E.164, printed on receipts" })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'GSTIN (15 characters), printed on receipts' })
  gstin: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'PAN (10 characters), printed on receipts when there is no GSTIN',
  })
  pan: string | null;

  @Field(() => PaymentMakerCheckerEnum, {
    description: 'Maker-checker on payment verification (auto unless an admin changed it)',
  })
  paymentMakerChecker: PaymentMakerChecker;

  @Field(() => LastPeriodRuleEnum, {
    description: 'How the rent period a stay ends in is billed (full unless an admin changed it)',
  })
  lastPeriodRule: LastPeriodRule;
}
