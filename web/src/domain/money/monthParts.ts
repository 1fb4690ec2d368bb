import type { MonthLedgerPart } from '@/gql/graphql';

/** The figures of the month's equation whose rows can be listed: what each is called and what it holds. */
export const MONTH_PARTS: Record<MonthLedgerPart, { label: string; text: string }> = {
  RENT: { label: 'Rent billed', text: 'Rent of the periods falling due this month.' },
  EXTRA: { label: 'Extra charges', text: 'Electric, water, maintenance and other charges added this month.' },
  COLLECTED: { label: 'Collected', text: 'Cash, and UPI, bank and card payments once verified, by the day paid.' },
  ADJUSTMENTS: {
    label: 'Adjustments',
    text: 'Discounts, waivers, write-offs and deposits applied take off; surcharges, deductions and voided payments add back.',
  },
  PENDING: {
    label: 'Pending verification',
    text: 'UPI, bank and card payments not yet verified: apart, not in the balance, never overdue.',
  },
  REFUNDS: { label: 'Refunds paid', text: 'Deposits paid back to leavers: money out, not part of what residents owe.' },
  REJECTED: { label: 'Rejected payments', text: 'Payments an admin rejected: never collected, in no figure.' },
};

export const isMonthPart = (value: string | null): value is MonthLedgerPart =>
  value !== null && Object.hasOwn(MONTH_PARTS, value);
