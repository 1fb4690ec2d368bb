import type { SubscriptionPlan } from './hostel-options';

/** The plans on Subscription Settings: Starter Rs. 200 and Premium Rs. 500 a month; Custom is priced on contact. */
export const PLANS: Record<SubscriptionPlan, { name: string; pricePaise: number | null; description: string }> = {
  starter_plan: { name: 'Starter Plan', pricePaise: 20_000, description: 'Rs. 200 per month' },
  premium_plan: { name: 'Premium Plan', pricePaise: 50_000, description: 'Rs. 500 per month' },
  custom_plan: { name: 'Custom Plan', pricePaise: null, description: 'Contact us for a price' },
};
