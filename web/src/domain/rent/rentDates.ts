/**
 * The date rules of a resident's rent, as the server applies them (server/src/students/dto/person-rules.ts,
 * server/src/rent): a move-in date from five years back to one year ahead; rent billed in one-month periods
 * from "Bill rent from" (the move-in date unless set later); a move-in more than 31 days back asks first.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const MOVE_IN_YEARS_BACK = 5;
export const MOVE_IN_YEARS_AHEAD = 1;
/** A move-in date further back than this asks for confirmation: it makes past rent periods due. */
export const CONFIRM_MOVE_IN_DAYS_BACK = 31;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The same day some months later, clamped to the end of a shorter month (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return iso(first);
}

/** The date some days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A date as messages write it: "24 Nov 2021". */
export function readableDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The move-in dates allowed today: five years back to one year ahead, both included. */
export function moveInDateRange(today: string): { earliest: string; latest: string } {
  return { earliest: addMonths(today, -12 * MOVE_IN_YEARS_BACK), latest: addMonths(today, 12 * MOVE_IN_YEARS_AHEAD) };
}

/** The server's message for a move-in date outside the range, or null. */
export function moveInDateProblem(date: string, today: string): string | null {
  const { earliest, latest } = moveInDateRange(today);
  return date < earliest || date > latest
    ? `Move-in Date must be between ${readableDate(earliest)} and ${readableDate(latest)}.`
    : null;
}

/** The server's message for a "Bill rent from" date, or null. */
export function billFromProblem(billFrom: string, moveInDate: string, today: string): string | null {
  if (billFrom < moveInDate) return 'Bill rent from must be on or after the Move-in Date.';
  const { latest } = moveInDateRange(today);
  if (billFrom > latest) return `Bill rent from must be on or before ${readableDate(latest)}.`;
  return null;
}

/** The labels ("Oct-Nov") of the rent periods billing from `billFrom` has started by `today`, oldest first. */
export function periodsStarted(billFrom: string, today: string): string[] {
  const labels: string[] = [];
  for (let k = 0; addMonths(billFrom, k) <= today; k++) {
    const start = addMonths(billFrom, k);
    const next = addMonths(billFrom, k + 1);
    labels.push(`${MONTHS[Number(start.slice(5, 7)) - 1]}-${MONTHS[Number(next.slice(5, 7)) - 1]}`);
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
