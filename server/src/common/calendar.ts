import type { Clock } from './clock';

/**
 * India's "today" on the server. Date arithmetic on YYYY-MM-DD (addDays, addMonths, daysBetween, readableDate,
 * isIsoDate) is in @hostel-admin/rules, which the web's rules use too.
 */

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar date in India (Asia/Kolkata) of an instant, YYYY-MM-DD. */
export function dateInIndia(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in India starting `date` (YYYY-MM-DD): when a job due "on" that day runs. */
export function startOfIndiaDay(date: string): Date {
  return new Date(`${date}T00:00:00.000+05:30`);
}

/** Today's calendar date in India: the date every "today" rule uses. */
export function todayIn(clock: Clock): string {
  return dateInIndia(clock.now());
}
