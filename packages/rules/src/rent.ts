import { addDays, addMonths, readableDate } from './calendar';
import type { FieldProblem } from './problems';

/** Where a rent period stands, and how people read it. */
export const RENT_PERIOD_STATUSES = [
  'paid',
  'awaiting_verification',
  'partially_paid',
  'due',
  'overdue',
  'upcoming',
] as const;
export type RentPeriodStatus = (typeof RENT_PERIOD_STATUSES)[number];
export const RENT_PERIOD_STATUS_LABELS: Record<RentPeriodStatus, string> = {
  paid: 'Paid',
  // Payments waiting for an admin cover what is left: never Overdue for that.
  awaiting_verification: 'Paid, awaiting verification',
  partially_paid: 'Partially paid',
  due: 'Due',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};

/** How far back a move-in may be recorded, and how far ahead it may be booked. */
export const MOVE_IN_YEARS_BACK = 5;
export const MOVE_IN_YEARS_AHEAD = 1;
/** Bounds of the rent terms taken at check-in. */
export const RENT_AGREEMENT_DAYS_MAX = 3650;
export const NOTICE_PERIOD_DAYS_MAX = 365;

/** The move-in dates allowed on `today` (India): five years back to one year ahead, both included. */
export function moveInDateRange(today: string): { earliest: string; latest: string } {
  return { earliest: addMonths(today, -12 * MOVE_IN_YEARS_BACK), latest: addMonths(today, 12 * MOVE_IN_YEARS_AHEAD) };
}

/** The problem with a move-in date given today (India), or null; the message gives the allowed range. */
export function moveInDateProblem(date: string, today: string): string | null {
  const { earliest, latest } = moveInDateRange(today);
  return date < earliest || date > latest
    ? `Move-in Date must be between ${readableDate(earliest)} and ${readableDate(latest)}.`
    : null;
}

/**
 * The problem with a "Bill rent from" date, or null: not before the move-in date (nothing is billed before the
 * resident lived here) and not later than the latest move-in date allowed today.
 */
export function billFromProblem(billFrom: string, moveInDate: string, today: string): string | null {
  if (billFrom < moveInDate) return 'Bill rent from must be on or after the Move-in Date.';
  const { latest } = moveInDateRange(today);
  if (billFrom > latest) return `Bill rent from must be on or before ${readableDate(latest)}.`;
  return null;
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
/** How far from today a rent change may be dated, either way. */
export const RENT_CHANGE_MAX_DAYS = 366;

/**
 * Update Rent's rules that need the kind or today's date, each naming its field: an amount except for a waiver;
 * a new rent from today on (billed rent is never rewritten); a waiver for a period already billed; a year either
 * way; a comment for a discount or a waiver.
 */
export function rentChangeProblems(
  change: { kind: UpdateRentKind; amountPaise?: number | null; effectiveDate: string; comment: string | null },
  today: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const needsAmount = change.kind !== 'waiver';
  if (needsAmount && (change.amountPaise === null || change.amountPaise === undefined))
    problems.push({ field: 'amountPaise', message: 'Amount is required.' });
  if (!needsAmount && change.amountPaise)
    problems.push({ field: 'amountPaise', message: 'A waiver takes no amount: it waives the whole period.' });
  const latest = addDays(today, RENT_CHANGE_MAX_DAYS);
  const earliest = addDays(today, -RENT_CHANGE_MAX_DAYS);
  if (change.kind === 'rent_change' && change.effectiveDate < today)
    problems.push({
      field: 'effectiveDate',
      message: 'Effective date cannot be earlier than today: billed rent is never rewritten.',
    });
  if (change.kind === 'waiver' && change.effectiveDate > today)
    problems.push({
      field: 'effectiveDate',
      message: 'A waiver is for a period already billed: pick a date up to today.',
    });
  if (change.effectiveDate > latest)
    problems.push({ field: 'effectiveDate', message: `Effective date must be on or before ${readableDate(latest)}.` });
  if (change.effectiveDate < earliest)
    problems.push({ field: 'effectiveDate', message: `Effective date must be on or after ${readableDate(earliest)}.` });
  if (!change.comment && (change.kind === 'one_time_discount' || change.kind === 'waiver'))
    problems.push({ field: 'comment', message: 'Comment is required for a discount or a waiver.' });
  return problems;
}
