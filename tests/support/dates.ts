import { addDays } from '@hostel-admin/rules';
import { formatOrdinalDate, todayInIndia } from '../../web/src/lib/format';

/**
 * Dates a journey types, relative to the day it runs (India's date), so no journey depends on that day: a run under
 * `faketime '+400 days'` types and expects the dates of its own today.
 */
export function daysAgo(days: number, now: Date = new Date()): string {
  return addDays(todayInIndia(now), -days);
}

/** A date as the screens write it: "5th Mar, 2024". */
export const shownDate = formatOrdinalDate;
