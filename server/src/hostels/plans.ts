import { PLAN_NAMES, planPrice, type SubscriptionPlan } from '@hostel-admin/rules';

const plan = (id: SubscriptionPlan, pricePaise: number | null) => ({
  name: PLAN_NAMES[id],
  pricePaise,
  description: planPrice(pricePaise),
});

/** The plans on Subscription Settings: Starter Rs. 200 and Premium Rs. 500 a month; Custom is priced on contact. */
export const PLANS: Record<SubscriptionPlan, { name: string; pricePaise: number | null; description: string }> = {
  starter_plan: plan('starter_plan', 20_000),
  premium_plan: plan('premium_plan', 50_000),
  custom_plan: plan('custom_plan', null),
};
