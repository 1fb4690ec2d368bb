/**
 * Calendar dates written YYYY-MM-DD, as every rule on both sides reads them: day arithmetic on the date itself
 * (UTC midnight), never on a local clock. What "today" is comes from the caller (India's date on either side).
 */
const DAY_MS = 86_400_000;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const toUtcDate = (date: string) => new Date(`${date}T00:00:00.000Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = toUtcDate(value);
  return !Number.isNaN(date.getTime()) && isoOf(date) === value;
}

/** Whole days from `from` to `to`: 0 on the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / DAY_MS);
}

/** The date some days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return isoOf(new Date(toUtcDate(date).getTime() + days * DAY_MS));
}

/** The same day some months later, clamped to the end of a shorter month (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return isoOf(first);
}

/** A month's short name: 1 → "Jan". */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** A rent period as screens and receipts name it, by the months it starts and ends in: "Oct-Nov". */
export function periodLabel(startDate: string, nextStart: string): string {
  return `${monthName(Number(startDate.slice(5, 7)))}-${monthName(Number(nextStart.slice(5, 7)))}`;
}

/** A date as messages write it: "24 Nov 2021". */
export function readableDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${monthName(month)} ${year}`;
}

/**
 * How long ago an instant was, as a feed says it: "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago"; after
 * a week the day in India ("24 Nov 2021"). An instant ahead of `now` (clocks a little apart) reads "just now".
 */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  // India is UTC+5:30 all year: the day there, without a time-zone database.
  return readableDate(new Date(then.getTime() + 330 * 60_000).toISOString().slice(0, 10));
}
