import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/money.scalar';
import { PLANS } from '../plans';
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
registerEnumType(HostelTypeEnum, {
  name: 'HostelType',
  description: 'Who the hostel houses, as given when it was registered',
  valuesMap: {
    boys: { description: 'For boys' },
    girls: { description: 'For girls' },
    co_ed: { description: 'For both' },
  },
});
registerEnumType(SubscriptionPlanEnum, {
  name: 'SubscriptionPlan',
  description: "The hostel's Hostel Admin plan: what its monthly subscription invoice charges",
  // From the plans' own table, so a price change cannot leave the schema saying the old one.
  valuesMap: Object.fromEntries(
    SUBSCRIPTION_PLANS.map((p) => [
      p,
      {
        description: `${PLANS[p].name}: ${PLANS[p].pricePaise === null ? 'priced on contact, no invoice is issued' : PLANS[p].description}`,
      },
    ]),
  ),
});
export const PaymentMakerCheckerEnum = enumOf(PAYMENT_MAKER_CHECKER);
registerEnumType(PaymentMakerCheckerEnum, {
  name: 'PaymentMakerChecker',
  description:
    'Who verifies a UPI, bank transfer or card payment. auto: another admin when the hostel has two or more active admins, the admin who recorded it when there is one; on: always another admin; off: the admin who recorded it may verify',
  valuesMap: {
    auto: {
      description: 'Another admin verifies when the hostel has two or more active admins; with one, that admin may',
    },
    on: { description: 'Always another admin: the person who recorded a payment never verifies it' },
    off: { description: 'The admin who recorded a payment may verify it; the activity log notes it' },
  },
});

export const LastPeriodRuleEnum = enumOf(LAST_PERIOD_RULES);
registerEnumType(LastPeriodRuleEnum, {
  name: 'LastPeriodRule',
  description:
    'How the rent period a stay ends in is billed. full: the whole period; pro_rata: the days stayed (the move-out day not counted) as a share of the period',
  valuesMap: {
    full: { description: 'The whole period is billed, whatever day the resident moves out' },
    pro_rata: { description: "The days stayed (not the move-out day) as a share of the period's rent" },
  },
});

@ObjectType('Hostel', {
  description:
    'A hostel (or student residence) on Hostel Admin: every room, resident and rupee belongs to one; a user sees only their own (a superadmin every one)',
})
export class HostelModel {
  @Field(() => ID, { description: "The hostel's id (the `id` argument of the hostel settings mutations)" })
  id: number;

  @Field({ description: "The hostel's name, as registered" })
  name: string;

  @Field(() => String, { nullable: true, description: 'Postal address as registered; null: not given' })
  address: string | null;

  @Field(() => HostelTypeEnum, { nullable: true, description: 'Boys, girls or co-ed; null: not given' })
  hostelType: HostelType | null;

  @Field(() => String, {
    nullable: true,
    description: 'The college or institution the hostel serves, as registered; null: not given',
  })
  institutionName: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Floors, as given at registration (the rooms list counts the real ones); null: not given',
  })
  totalFloors: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Rooms, as given at registration (the rooms list counts the real ones); null: not given',
  })
  totalRooms: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'How many hostels the organisation runs, as given at registration; null: not given',
  })
  totalHostels: number | null;

  @Field(() => String, { nullable: true, description: 'Address for subscription invoices; null: not given' })
  billingAddress: string | null;

  @Field(() => SubscriptionPlanEnum, {
    description: 'The plan billed now (a change waiting for its date shows in `subscription`)',
  })
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
