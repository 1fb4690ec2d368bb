export const HOSTEL_TYPES = ['boys', 'girls', 'co_ed'] as const;
export type HostelType = (typeof HOSTEL_TYPES)[number];
export const SUBSCRIPTION_PLANS = ['starter_plan', 'premium_plan', 'custom_plan'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
