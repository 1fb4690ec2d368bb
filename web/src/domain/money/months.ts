import { todayInIndia } from '@/lib/format';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** This month in India, YYYY-MM. */
export function currentMonth(now: Date = new Date()): string {
  return todayInIndia(now).slice(0, 7);
}

/** A month from the URL when it is one (YYYY-MM from 2000 on), else this month. */
export function monthOrCurrent(value: string | null, now: Date = new Date()): string {
  return value && /^20\d\d-(0[1-9]|1[0-2])$/.test(value) ? value : currentMonth(now);
}

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The years a month filter offers: five back to next year. */
export function yearOptions(now: Date = new Date()): number[] {
  const year = Number(currentMonth(now).slice(0, 4));
  return Array.from({ length: 7 }, (_, i) => year + 1 - i);
}

/** "2026-01" moved by `delta` months: ("2026-01", -1) → "2025-12". */
export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
