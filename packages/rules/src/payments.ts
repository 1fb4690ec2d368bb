import { addDays, readableDate } from './calendar';
import { Money } from './money';
import { atMostCharacters } from './problems';

/** How money is paid in (a payment) or out (a refund). */
export const PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  card: 'Card',
};
/** How a deposit is taken at check-in: no card. */
export const DEPOSIT_METHODS = ['cash', 'upi', 'bank_transfer'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** Methods whose payments carry a UTR or transaction id. */
export const REFERENCE_REQUIRED: readonly PaymentMethod[] = ['upi', 'bank_transfer'];
/** Methods a second person (an admin) checks against the bank before the money counts as collected. */
export const VERIFIED_METHODS: readonly PaymentMethod[] = ['upi', 'bank_transfer', 'card'];

/**
 * complete: counts as collected; pending: waits for an admin to verify it; voided: was complete, then an admin took
 * it back (a duplicate, a bounced transfer); rejected: was pending and its money never arrived. The last two settle
 * nothing.
 */
export const PAYMENT_STATES = ['complete', 'pending', 'voided', 'rejected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  complete: 'Complete',
  pending: 'Pending verification',
  voided: 'Voided',
  rejected: 'Rejected',
};

/** Limits of one payment or charge, in paise: Rs. 10,00,000. */
export const MONEY_MAX_PAISE = 100_000_000;
export const REFERENCE_MAX = 40;
export const NOTE_MAX = 500;
/** How far back a payment's (or a refund's) date may go. */
export const PAID_ON_MAX_DAYS_BACK = 366;
/** A UTR (12 digits for UPI, 16 or 22 characters for NEFT/RTGS) or a card transaction id. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/;
/** Shortest and longest reason an admin gives for voiding or rejecting a payment. */
export const REVERSAL_REASON_MIN = 3;
export const REVERSAL_REASON_MAX = 200;
/** Longest reason an admin gives for writing a balance off. */
export const WRITE_OFF_REASON_MAX = 200;

export const paymentMessages = {
  referenceHelp: 'UTR or transaction id; required for UPI and bank transfer',
  referenceTooLong: atMostCharacters('Reference', REFERENCE_MAX),
  noteTooLong: atMostCharacters('Note', NOTE_MAX),
  reasonRequired: 'Reason is required.',
} as const;

/** The figures of a month's equation whose rows can be listed (Payment Details, the month's CSV), by name. */
export const MONTH_PARTS = ['RENT', 'EXTRA', 'COLLECTED', 'ADJUSTMENTS', 'PENDING', 'REFUNDS', 'REJECTED'] as const;
export type MonthPart = (typeof MONTH_PARTS)[number];
export const MONTH_PART_LABELS: Record<MonthPart, string> = {
  RENT: 'Rent billed',
  EXTRA: 'Extra charges',
  COLLECTED: 'Collected',
  ADJUSTMENTS: 'Adjustments',
  PENDING: 'Pending verification',
  REFUNDS: 'Refunds paid',
  REJECTED: 'Rejected payments',
};

/** What is wrong with an amount of paise named `label`: above zero, at most Rs. 10,00,000; null when fine. */
export function amountProblem(paise: number, label = 'Amount'): string | null {
  if (paise <= 0) return `${label} must be above zero.`;
  if (paise > MONEY_MAX_PAISE) return `${label} cannot be more than ${Money.format(MONEY_MAX_PAISE)}.`;
  return null;
}

/** The problem with a payment's reference for its method, or null. */
export function referenceProblem(method: PaymentMethod, reference: string | null | undefined): string | null {
  const value = reference?.trim() ?? '';
  if (!value) return REFERENCE_REQUIRED.includes(method) ? 'Reference is required for UPI and bank transfer.' : null;
  if (!REFERENCE_PATTERN.test(value)) return 'Reference must be 4 to 40 letters or digits (a UTR or transaction id).';
  return null;
}

/** The problem with a payment's date, or null: not later than today, not more than a year back. */
export function paidOnProblem(paidOn: string, today: string): string | null {
  if (paidOn > today) return 'Paid on cannot be later than today.';
  const earliest = addDays(today, -PAID_ON_MAX_DAYS_BACK);
  if (paidOn < earliest) return `Paid on must be on or after ${readableDate(earliest)}.`;
  return null;
}

/** The problem with a reason for voiding or rejecting a payment (trimmed), or null. */
export function reversalReasonProblem(reason: unknown): string | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return paymentMessages.reasonRequired;
  if (text.length < REVERSAL_REASON_MIN) return `Reason must be at least ${REVERSAL_REASON_MIN} characters.`;
  if (text.length > REVERSAL_REASON_MAX) return atMostCharacters('Reason', REVERSAL_REASON_MAX);
  return null;
}
