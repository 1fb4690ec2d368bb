import { dateInIndia } from '../../common/calendar';
import { periodAt } from '../../rent/rent-periods';
import type { RentTerms } from '../../rent/rent-terms.entity';
import type { Student } from '../../students/student.entity';
import type { Allocation } from '../allocation';
import type { Charge } from '../charges/charge.entity';
import type { RentChange } from '../rent-changes/rent-change.entity';
import { addDays, daysBetween, type LastPeriodRule, readableDate } from '@hostel-admin/rules';

/**
 * A resident's stay as the rent schedule sees it: which rent periods it owes. Every reader and writer of rent asks
 * `scheduleOf` (billing, the hourly job, payments, the settlement, the resident's page, the month's rows), so the
 * stay's end is decided here only: the earlier of the notice's move-out date and the day the resident was archived.
 */
export interface RentSchedule {
  studentId: number;
  hostelId: number;
  /** The day billing starts: the terms' "bill rent from", else the move-in date. */
  billFrom: string;
  monthlyRentPaise: number;
  /** YYYY-MM-DD the stay ends (no period starting on or after it is owed); null while no end is known. */
  endsOn: string | null;
  /**
   * How the period the stay ends in is billed (the hostel's `last_period_rule`): in full, or for the days stayed
   * (the move-out day not counted). Full when left out.
   */
  lastPeriod?: LastPeriodRule;
}

/** Where a stay ends, besides an archive: the move-out date of the resident's notice, and the hostel's rule. */
export interface StayEnd {
  /** The move-out date of the resident's latest checkout (their notice), or null without one. */
  moveOutDate: string | null;
  lastPeriod: LastPeriodRule;
}

/** The one rent schedule of a stay: billed from "bill rent from" (else move-in) until the stay ends. */
export function scheduleOf(
  student: Pick<Student, 'id' | 'hostelId' | 'moveInDate' | 'archivedAt'>,
  terms: Pick<RentTerms, 'billFrom' | 'monthlyRentPaise'>,
  end: StayEnd,
): RentSchedule {
  const ends = [student.archivedAt ? dateInIndia(student.archivedAt) : null, end.moveOutDate].filter(
    (date): date is string => date !== null,
  );
  return {
    studentId: student.id,
    hostelId: student.hostelId,
    billFrom: terms.billFrom ?? student.moveInDate,
    monthlyRentPaise: terms.monthlyRentPaise,
    endsOn: ends.sort()[0] ?? null,
    lastPeriod: end.lastPeriod,
  };
}

type Period = ReturnType<typeof periodAt>;

/** The rent periods of a schedule that have started by `today` (and before the stay ended). */
export function periodsStarted(schedule: Pick<RentSchedule, 'billFrom' | 'endsOn'>, today: string): Period[] {
  const periods: Period[] = [];
  for (let k = 0; ; k++) {
    const period = periodAt(schedule.billFrom, k);
    if (period.startDate > today || (schedule.endsOn !== null && period.startDate >= schedule.endsOn)) break;
    periods.push(period);
  }
  return periods;
}

/** The monthly rent on `date`: the latest applied new rent dated on or before it, else the terms' rent. */
export function rentOn(date: string, schedule: Pick<RentSchedule, 'monthlyRentPaise'>, rents: RentChange[]): number {
  let rent = schedule.monthlyRentPaise;
  for (const change of rents)
    if (change.effectiveDate <= date && change.amountPaise !== null) rent = change.amountPaise;
  return rent;
}

/** The days of a period the stay covers when it ends inside it (the move-out day not counted), else null. */
export function daysStayed(period: Pick<Period, 'startDate' | 'endDate'>, endsOn: string | null) {
  if (endsOn === null || endsOn <= period.startDate || endsOn > period.endDate) return null;
  return { stayed: daysBetween(period.startDate, endsOn), of: daysBetween(period.startDate, period.endDate) + 1 };
}

/**
 * A period's rent: the rent on its first day; for the period the stay ends in, under the pro-rata rule, that rent for
 * the days stayed (rounded to the paisa).
 */
export function rentFor(
  period: Pick<Period, 'startDate' | 'endDate'>,
  schedule: Pick<RentSchedule, 'monthlyRentPaise' | 'endsOn' | 'lastPeriod'>,
  rents: RentChange[],
): number {
  const full = rentOn(period.startDate, schedule, rents);
  const days = schedule.lastPeriod === 'pro_rata' ? daysStayed(period, schedule.endsOn) : null;
  return days ? Math.round((full * days.stayed) / days.of) : full;
}

/** "20 of 31 days" for a period billed for the days stayed, else null. */
export function daysNote(
  period: Pick<Period, 'startDate' | 'endDate'>,
  schedule: Pick<RentSchedule, 'endsOn' | 'lastPeriod'>,
) {
  const days = schedule.lastPeriod === 'pro_rata' ? daysStayed(period, schedule.endsOn) : null;
  return days ? `${days.stayed} of ${days.of} days` : null;
}

/**
 * The started periods no rent charge exists for yet, with their rent. A rent-free period (Rent 0) is left out:
 * nothing is billed for it, and no row says Rs. 0 is owed.
 */
export function periodsToBill(
  schedule: RentSchedule,
  today: string,
  billed: ReadonlySet<string | null>,
  rents: RentChange[],
): { period: Period; amountPaise: number }[] {
  return periodsStarted(schedule, today)
    .filter((period) => !billed.has(period.startDate))
    .map((period) => ({ period, amountPaise: rentFor(period, schedule, rents) }))
    .filter(({ amountPaise }) => amountPaise > 0);
}

/** The reason on the rows a corrected move-in date or "bill rent from" writes (reversals, periods billed again). */
export const RESCHEDULED = 'Billing dates changed';
/** The comment on the row that takes back the days after the move-out date of a last period billed in full. */
export const DAYS_AFTER_STAY = 'Days after the move-out date';
/** The reason on the rows a notice (or a move-out date passed) writes: "Moves out on 31 Oct 2026". */
export const movesOutOn = (date: string) => `Moves out on ${readableDate(date)}`;
/** The reason on the rows an extended stay writes: "Stay extended to 31 Jan 2027". */
export const stayExtendedTo = (date: string) => `Stay extended to ${readableDate(date)}`;
/**
 * Rows a changed schedule wrote, by their reason: only these are undone when the schedule has the period again. A
 * waiver or a write-off took its part back for another reason, which no schedule undoes. ("The stay ended on" is the
 * reason payouts wrote before notices took the rent back themselves.)
 */
const SCHEDULE_REASONS = [RESCHEDULED, DAYS_AFTER_STAY, 'Moves out on ', 'Stay extended to ', 'The stay ended on '];
/** The label of a last period billed for the days stayed ends "(20 of 31 days)" (`RentBilling`). */
const PARTIAL = /\(\d+ of \d+ days\)$/;
const bySchedule = (c: Charge) =>
  c.reversesChargeId !== null && SCHEDULE_REASONS.some((reason) => c.comment?.startsWith(reason));

/** What bringing a resident's rent in line with their schedule writes, worked out before anything is written. */
export interface RentPlan {
  /**
   * Rows against billed rent charges: a negative amount takes back what the schedule no longer owes (a period
   * starting on or after the stay's end, the days after it of a last period under the pro-rata rule); a positive
   * one bills again what an earlier schedule took back. `note` says why a last period keeps only part.
   */
  adjustments: { charge: Charge; amountPaise: number; note: string | null }[];
  /** Periods owed by `through` and never billed, with their rent (the last one by the hostel's rule). */
  newPeriods: { period: Period; amountPaise: number; note: string | null }[];
  /** What the plan does to the balance: below zero when it takes back more billed rent than it bills. */
  changePaise: number;
}

/**
 * The one reconciliation of billed rent with a schedule, by `through` (the last day whose started periods count).
 * Each billed period owes its billed amount while the schedule has it (the last period under the pro-rata rule only
 * its days stayed), else nothing; a row moves it from what the schedule rows left it at to that. Pure and
 * idempotent: on its own result it plans nothing.
 */
export function rentPlan(
  rows: { charges: Charge[]; rents: RentChange[]; allocation: Allocation },
  schedule: RentSchedule,
  through: string,
): RentPlan {
  const owed = new Map(periodsStarted(schedule, through).map((p) => [p.startDate, p]));
  const net = new Map(rows.allocation.charges.map((c) => [c.id, c.netPaise]));
  const moved = new Map<number, number>();
  for (const c of rows.charges)
    if (bySchedule(c)) moved.set(c.reversesChargeId!, (moved.get(c.reversesChargeId!) ?? 0) + c.amountPaise);
  const rent = rows.charges.filter((c) => c.kind === 'rent' && c.rentPeriod);
  const adjustments = rent.flatMap((charge) => {
    const period = owed.get(charge.rentPeriod!);
    const days = period ? daysNote(period, schedule) : null;
    // A period billed for its days stayed (a stay extended since) owes its full rent again.
    const full = PARTIAL.test(charge.label) ? rentOn(charge.rentPeriod!, schedule, rows.rents) : charge.amountPaise;
    const target = !period ? 0 : days ? Math.min(full, rentFor(period, schedule, rows.rents)) : full;
    const delta = target - (charge.amountPaise + (moved.get(charge.id) ?? 0));
    const amountPaise = delta < 0 ? -Math.min(-delta, Math.max(0, net.get(charge.id) ?? 0)) : delta;
    if (amountPaise === 0) return [];
    const note = days && target > 0 ? `${DAYS_AFTER_STAY}, ${readableDate(schedule.endsOn!)}: ${days} stayed` : null;
    return [{ charge, amountPaise, note }];
  });
  const billed = new Set(rent.map((c) => c.rentPeriod));
  const newPeriods = periodsToBill(schedule, through, billed, rows.rents).map((p) => ({
    ...p,
    note: daysNote(p.period, schedule),
  }));
  const changePaise = [...adjustments, ...newPeriods].reduce((sum, { amountPaise }) => sum + amountPaise, 0);
  return { adjustments, newPeriods, changePaise };
}

/**
 * What the resident will owe by the day the stay ends: today's balance, with every period that starts before that day
 * billed (the last one by the hostel's rule) and the rent the schedule no longer owes taken back.
 */
export function duesBy(
  state: { charges: Charge[]; rents: RentChange[]; allocation: Allocation },
  schedule: RentSchedule & { endsOn: string },
): number {
  return state.allocation.balancePaise + rentPlan(state, schedule, addDays(schedule.endsOn, -1)).changePaise;
}
