import {
  Money,
  RENT_CHANGE_LABELS,
  readableDate,
  type ExtraChargeReason,
  type RentChangeKind,
} from '@hostel-admin/rules';

/**
 * The ledger's own words and kinds. What the web app checks and shows too (payment methods, bounds, reasons, rent
 * change kinds and their labels) is in @hostel-admin/rules.
 */

/** What a charge is for. */
export const CHARGE_KINDS = ['rent', 'extra', 'adjustment', 'deduction'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * An extra charge's reason; a reversal of rent; a leaver's balance written off by an admin; an extra charge voided
 * by an admin (a row taking it back, pointing at it: at most one per charge, `uq_charges_void`).
 */
export type ChargeReason = ExtraChargeReason | 'reversal' | 'write_off' | 'void';

/** The spec's payment_status of a resident for a month. */
export type MonthPaymentStatus = 'paid' | 'due';
/** The spec's in_process: a payment for the month waits for verification (pending) or none does (complete). */
export type InProcess = 'complete' | 'pending';

/** A payment taken back: a complete one is voided, a pending one rejected. */
export type ReversalKind = 'void' | 'reject';

/** Days after a period starts before unpaid rent is overdue, unless the hostel sets its own. */
export const DEFAULT_GRACE_DAYS = 5;
export const GRACE_DAYS_MAX = 31;

/** Receipt numbers as printed: 42 → "R-000042". */
export function receiptNumberText(receiptNo: number): string {
  return `R-${String(receiptNo).padStart(6, '0')}`;
}

export type RentChangeStatus = 'pending' | 'applied' | 'rejected';

/** A rent change in words, for the activity log: "One-time discount Rs. 200 from 2026-11-20", "Bill rent from 20 Nov 2026". */
export function rentChangeText(change: { kind: RentChangeKind; amountPaise: number | null; effectiveDate: string }) {
  if (change.kind === 'bill_from') return `${RENT_CHANGE_LABELS.bill_from} ${readableDate(change.effectiveDate)}`;
  const amount = change.amountPaise ? ` ${Money.format(change.amountPaise)}` : '';
  return `${RENT_CHANGE_LABELS[change.kind]}${amount} from ${change.effectiveDate}`;
}
