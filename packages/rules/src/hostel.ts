import { Money } from './money';

/** A hostel's settings and details, as the server stores them and Profile → Hostel settings offers them. */

export const HOSTEL_TYPES = ['boys', 'girls', 'co_ed'] as const;
export type HostelType = (typeof HOSTEL_TYPES)[number];
export const HOSTEL_TYPE_LABELS: Record<HostelType, string> = { boys: 'Boys', girls: 'Girls', co_ed: 'Co-ed' };

export const SUBSCRIPTION_PLANS = ['starter_plan', 'premium_plan', 'custom_plan'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const PLAN_NAMES: Record<SubscriptionPlan, string> = {
  starter_plan: 'Starter Plan',
  premium_plan: 'Premium Plan',
  custom_plan: 'Custom Plan',
};
/** A plan's price in words: "Rs. 200 per month" (the spec's words), or for the Custom Plan "Contact us for a price". */
export function planPrice(pricePaise: number | null | undefined): string {
  return pricePaise === null || pricePaise === undefined
    ? 'Contact us for a price'
    : `${Money.format(pricePaise)} per month`;
}

/** Maker-checker on payment verification: may the person who recorded a UPI, bank or card payment verify it? */
export const PAYMENT_MAKER_CHECKER = ['auto', 'on', 'off'] as const;
export type PaymentMakerChecker = (typeof PAYMENT_MAKER_CHECKER)[number];
/** The setting in words, as the screen offers it and the activity log names it, with what each means. */
export const PAYMENT_MAKER_CHECKER_OPTIONS: Record<PaymentMakerChecker, { label: string; help: string }> = {
  auto: {
    label: 'Another admin verifies each UPI, bank or card payment (two or more admins)',
    help: 'With one admin, that admin may verify the payments they recorded; the activity log notes it.',
  },
  on: {
    label: 'Always another admin',
    help: 'The person who recorded a payment never verifies it, even when the hostel has one admin.',
  },
  off: {
    label: 'The admin who recorded it may verify',
    help: 'Whatever the number of admins; the activity log notes each such verification.',
  },
};

/**
 * How a hostel bills the rent period a stay ends in (the move-out date falls inside it): the whole period, or the
 * days stayed (the move-out day not counted) as a share of the period's days. A stay ending on 26 Dec with periods
 * from the 6th: 'full' bills Dec-Jan in full; 'pro_rata' bills 20 of its 31 days.
 */
export const LAST_PERIOD_RULES = ['full', 'pro_rata'] as const;
export type LastPeriodRule = (typeof LAST_PERIOD_RULES)[number];
export const LAST_PERIOD_RULE_OPTIONS: Record<LastPeriodRule, { label: string; help: string }> = {
  full: {
    label: 'Full period',
    help: 'The month the stay ends in is charged in full (a stay ending 26 Dec with rent from the 6th pays 6 Dec – 5 Jan).',
  },
  pro_rata: {
    label: 'Days stayed (pro rata)',
    help: 'Only the days stayed are charged, the move-out day not counted (6 to 25 Dec: 20 of 31 days).',
  },
};

/** What receipts print: a GSTIN or a PAN, written in capitals without spaces or dashes. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Longest text a field takes before it is read (a pasted GSTIN with spaces). */
export const HOSTEL_DETAIL_MAX = 40;
export const hostelDetailMessages = {
  gstin: 'GSTIN must be 15 characters: 2 digits of the state, the 10-character PAN, then 3 more (22AAAAA0000A1Z5).',
  pan: 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (AAAAA9999A).',
} as const;

/** Upper case without spaces or dashes, as GSTINs and PANs are written; empty is null. */
export const compactCode = (value: string | null | undefined): string | null =>
  value?.replace(/[\s-]/g, '').toUpperCase() || null;
