import { addDays, readableDate } from '../common/calendar';
import { formatRs } from './money-text';

/** What a charge is for. */
export const CHARGE_KINDS = ['rent', 'extra', 'adjustment', 'deduction'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** Why an extra charge was added (the spec's electric, water, maintenance, other). */
export const EXTRA_CHARGE_REASONS = ['electric', 'water', 'maintenance', 'other'] as const;
export type ExtraChargeReason = (typeof EXTRA_CHARGE_REASONS)[number];
/**
 * An extra charge's reason; a reversal of rent; a leaver's balance written off by an admin; an extra charge voided
 * by an admin (a row taking it back, pointing at it: at most one per charge, `uq_charges_void`).
 */
export type ChargeReason = ExtraChargeReason | 'reversal' | 'write_off' | 'void';
/** Longest reason an admin gives for writing a balance off. */
export const WRITE_OFF_REASON_MAX = 200;
export const EXTRA_CHARGE_LABELS: Record<ExtraChargeReason, string> = {
  electric: 'Electric',
  water: 'Water',
  maintenance: 'Maintenance',
  other: 'Other',
};
/** Most residents one Add Charge may charge at once (and most charges one Void takes back). */
export const CHARGE_STUDENTS_MAX = 500;
/** Longest reason an admin gives for voiding extra charges. */
export const VOID_REASON_MAX = 200;
/** Highest meter reading Add Charge accepts (units). */
export const METER_READING_MAX = 99_999_999;
export const COMMENT_MAX = 500;

export const PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  card: 'Card',
};
/** Methods whose payments carry a UTR or transaction id. */
export const REFERENCE_REQUIRED: readonly PaymentMethod[] = ['upi', 'bank_transfer'];
/** Methods a second person (an admin) checks against the bank before the money counts as collected. */
export const VERIFIED_METHODS: readonly PaymentMethod[] = ['upi', 'bank_transfer', 'card'];

/** The spec's payment_status of a resident for a month. */
export type MonthPaymentStatus = 'paid' | 'due';
/** The spec's in_process: a payment for the month waits for verification (pending) or none does (complete). */
export type InProcess = 'complete' | 'pending';
/**
 * complete: counts as collected; pending: waits for an admin to verify it; voided: was complete, then an admin took
 * it back (a duplicate, a bounced transfer); rejected: was pending and its money never arrived. The last two settle
 * nothing.
 */
export type PaymentState = 'complete' | 'pending' | 'voided' | 'rejected';
export const PAYMENT_STATES: readonly PaymentState[] = ['complete', 'pending', 'voided', 'rejected'];

/** A payment taken back: a complete one is voided, a pending one rejected. */
export type ReversalKind = 'void' | 'reject';
/** Shortest and longest reason an admin gives for voiding or rejecting a payment. */
export const REVERSAL_REASON_MIN = 3;
export const REVERSAL_REASON_MAX = 200;

/** Limits of one payment or charge, in paise: Rs. 10,00,000. */
export const MONEY_MAX_PAISE = 100_000_000;
export const REFERENCE_MAX = 40;
export const NOTE_MAX = 500;
/** How far back a payment's date may go. */
export const PAID_ON_MAX_DAYS_BACK = 366;
/** Days after a period starts before unpaid rent is overdue, unless the hostel sets its own. */
export const DEFAULT_GRACE_DAYS = 5;
export const GRACE_DAYS_MAX = 31;

/** A UTR (12 digits for UPI, 16 or 22 characters for NEFT/RTGS) or a card transaction id. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/;

/** A client's idempotency key: 8 to 64 letters, digits, dashes or underscores (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

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

/** Receipt numbers as printed: 42 → "R-000042". */
export function receiptNumberText(receiptNo: number): string {
  return `R-${String(receiptNo).padStart(6, '0')}`;
}

/** Update Rent's adjustment types (the spec's placeholders type1 to type4, given real names). */
export const UPDATE_RENT_KINDS = ['rent_change', 'one_time_discount', 'one_time_surcharge', 'waiver'] as const;
/**
 * Every kind of rent change: Update Rent's, and a new "bill rent from" asked for in Edit Student Details by a
 * warden when it takes billed rent back (it waits for an admin; its date is the new first day of billing).
 */
export const RENT_CHANGE_KINDS = [...UPDATE_RENT_KINDS, 'bill_from'] as const;
export type RentChangeKind = (typeof RENT_CHANGE_KINDS)[number];
export type UpdateRentKind = (typeof UPDATE_RENT_KINDS)[number];
export const RENT_CHANGE_LABELS: Record<RentChangeKind, string> = {
  rent_change: 'Rent change from a date',
  one_time_discount: 'One-time discount',
  one_time_surcharge: 'One-time surcharge',
  waiver: 'Waiver of a period',
  bill_from: 'Bill rent from',
};
export type RentChangeStatus = 'pending' | 'applied' | 'rejected';

/** A rent change in words, for the activity log: "One-time discount Rs. 200.00 from 2026-11-20", "Bill rent from 20 Nov 2026". */
export function rentChangeText(change: { kind: RentChangeKind; amountPaise: number | null; effectiveDate: string }) {
  if (change.kind === 'bill_from') return `${RENT_CHANGE_LABELS.bill_from} ${readableDate(change.effectiveDate)}`;
  const amount = change.amountPaise ? ` ${formatRs(change.amountPaise)}` : '';
  return `${RENT_CHANGE_LABELS[change.kind]}${amount} from ${change.effectiveDate}`;
}
