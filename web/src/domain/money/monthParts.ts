import type { MonthLedgerPart } from '@/gql/graphql';
import { MONTH_PART_LABELS } from '@hostel-admin/rules';

/** A figure by its schema value, lower_snake_case (MonthLedgerPart's UPPER values are deprecated). */
export type MonthRowsPart = Lowercase<MonthLedgerPart>;

/** The figures of the month's equation whose rows can be listed: what each is called and what it holds. */
export const MONTH_PART_TEXTS: Record<MonthRowsPart, { label: string; text: string }> = {
  rent: { label: MONTH_PART_LABELS.RENT, text: 'Rent of the periods falling due this month.' },
  extra: { label: MONTH_PART_LABELS.EXTRA, text: 'Electric, water, maintenance and other charges added this month.' },
  collected: {
    label: MONTH_PART_LABELS.COLLECTED,
    text: 'Cash, and UPI, bank and card payments once verified, by the day paid.',
  },
  adjustments: {
    label: MONTH_PART_LABELS.ADJUSTMENTS,
    text: 'Discounts, waivers, write-offs and deposits applied take off; surcharges, deductions and voided payments add back.',
  },
  pending: {
    label: MONTH_PART_LABELS.PENDING,
    text: 'UPI, bank and card payments not yet verified: apart, not in the balance, never overdue.',
  },
  refunds: {
    label: MONTH_PART_LABELS.REFUNDS,
    text: 'Deposits paid back to leavers: money out, not part of what residents owe.',
  },
  rejected: { label: MONTH_PART_LABELS.REJECTED, text: 'Payments an admin rejected: never collected, in no figure.' },
};

export const isMonthPart = (value: string | null): value is MonthRowsPart =>
  value !== null && Object.hasOwn(MONTH_PART_TEXTS, value);
