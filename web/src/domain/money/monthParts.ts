import type { MonthLedgerPart } from '@/gql/graphql';
import { MONTH_PART_LABELS } from '@hostel-admin/rules';

/** The figures of the month's equation whose rows can be listed: what each is called and what it holds. */
export const MONTH_PART_TEXTS: Record<MonthLedgerPart, { label: string; text: string }> = {
  RENT: { label: MONTH_PART_LABELS.RENT, text: 'Rent of the periods falling due this month.' },
  EXTRA: { label: MONTH_PART_LABELS.EXTRA, text: 'Electric, water, maintenance and other charges added this month.' },
  COLLECTED: {
    label: MONTH_PART_LABELS.COLLECTED,
    text: 'Cash, and UPI, bank and card payments once verified, by the day paid.',
  },
  ADJUSTMENTS: {
    label: MONTH_PART_LABELS.ADJUSTMENTS,
    text: 'Discounts, waivers, write-offs and deposits applied take off; surcharges, deductions and voided payments add back.',
  },
  PENDING: {
    label: MONTH_PART_LABELS.PENDING,
    text: 'UPI, bank and card payments not yet verified: apart, not in the balance, never overdue.',
  },
  REFUNDS: {
    label: MONTH_PART_LABELS.REFUNDS,
    text: 'Deposits paid back to leavers: money out, not part of what residents owe.',
  },
  REJECTED: { label: MONTH_PART_LABELS.REJECTED, text: 'Payments an admin rejected: never collected, in no figure.' },
};

export const isMonthPart = (value: string | null): value is MonthLedgerPart =>
  value !== null && Object.hasOwn(MONTH_PART_TEXTS, value);
