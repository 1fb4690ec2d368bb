import { addMonths, daysBetween, periodLabel, readableDate } from '@hostel-admin/rules';

/**
 * What the web says about a resident's rent dates. The rules themselves (a move-in date from five years back to one
 * year ahead, "Bill rent from" on or after it) are in @hostel-admin/rules, which the server applies too; here, the
 * rent periods a billing start makes due, and the question a move-in more than 31 days back asks first.
 */

/** A move-in date further back than this asks for confirmation: it makes past rent periods due. */
export const CONFIRM_MOVE_IN_DAYS_BACK = 31;

/** The labels ("Oct-Nov") of the rent periods billing from `billFrom` has started by `today`, oldest first. */
export function periodsStarted(billFrom: string, today: string): string[] {
  const labels: string[] = [];
  for (let k = 0; addMonths(billFrom, k) <= today; k++) {
    labels.push(periodLabel(addMonths(billFrom, k), addMonths(billFrom, k + 1)));
  }
  return labels;
}

/**
 * What saving this move-in date means, when it is more than 31 days back: the sentence a confirmation shows
 * ("Move-in Date 10 Oct 2026 is 45 days ago. Billing rent from 10 Oct 2026 makes 2 rent periods due now:
 * Oct-Nov, Nov-Dec."). Null when no confirmation is needed.
 */
export function moveInConsequence(moveInDate: string, billFrom: string, today: string): string | null {
  const daysBack = daysBetween(moveInDate, today);
  if (daysBack <= CONFIRM_MOVE_IN_DAYS_BACK) return null;
  const due = periodsStarted(billFrom, today);
  const periods = due.length === 1 ? '1 rent period' : `${due.length} rent periods`;
  const list = due.length > 6 ? `${due.slice(0, 3).join(', ')} … ${due.slice(-2).join(', ')}` : due.join(', ');
  return (
    `Move-in Date ${readableDate(moveInDate)} is ${daysBack} days ago. Billing rent from ${readableDate(billFrom)} ` +
    (due.length ? `makes ${periods} due now: ${list}.` : 'makes no rent period due yet.')
  );
}
