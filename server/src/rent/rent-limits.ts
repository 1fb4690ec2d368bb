import { readableDate } from '../common/calendar';

/** Bounds of the rent terms taken at check-in. */
export const RENT_AGREEMENT_DAYS_MAX = 3650;
export const NOTICE_PERIOD_DAYS_MAX = 365;
/** Most rent periods one request may ask for. */
export const RENT_PERIODS_MAX = 24;

/**
 * The problem with a "Bill rent from" date, or null: not before the move-in date (nothing is billed before the
 * resident lived here) and not later than the latest move-in date allowed (`latest`).
 */
export function billFromProblem(billFrom: string, moveInDate: string, latest: string): string | null {
  if (billFrom < moveInDate) return 'Bill rent from must be on or after the Move-in Date.';
  if (billFrom > latest) return `Bill rent from must be on or before ${readableDate(latest)}.`;
  return null;
}
