import { dateInIndia } from '../common/calendar';
import { periodAt } from '../rent/rent-periods';
import type { RentTerms } from '../rent/rent-terms.entity';
import type { Student } from '../students/student.entity';
import type { Allocation } from './allocation';
import type { Charge } from './charge.entity';
import type { RentChange } from './rent-change.entity';
import { daysBetween, type LastPeriodRule, readableDate } from '@hostel-admin/rules';

/** A resident as the rent schedule sees them. */
export interface RentSchedule {
  studentId: number;
  hostelId: number;
  /** The day billing starts: the terms' "bill rent from", else the move-in date. */
  billFrom: string;
  monthlyRentPaise: number;
  /** YYYY-MM-DD the stay ended (no period starting on or after it is billed); null while they live here. */
  endsOn: string | null;
  /**
   * How the period the stay ends in is billed (the hostel's `last_period_rule`): in full, or for the days stayed
   * (the move-out day not counted). Full when left out.
   */
  lastPeriod?: LastPeriodRule;
}

/** A resident's rent schedule from their terms: billed from "bill rent from" (else move-in) until they leave. */
export function scheduleOf(
  student: Pick<Student, 'id' | 'hostelId' | 'moveInDate' | 'archivedAt'>,
  terms: Pick<RentTerms, 'billFrom' | 'monthlyRentPaise'>,
): RentSchedule {
  return {
    studentId: student.id,
    hostelId: student.hostelId,
    billFrom: terms.billFrom ?? student.moveInDate,
    monthlyRentPaise: terms.monthlyRentPaise,
    endsOn: student.archivedAt ? dateInIndia(student.archivedAt) : null,
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

/** The reason on the rows a changed schedule writes (reversals, and periods billed again). */
export const RESCHEDULED = 'Billing dates changed';

/** What a changed schedule does to a resident's rent, worked out before anything is written. */
export interface ReschedulePlan {
  /**
   * Billed periods the schedule no longer has, taken back (a negative amount: what is left of the charge), and
   * periods taken back earlier that it has again, billed again (positive).
   */
  adjustments: { charge: Charge; amountPaise: number }[];
  /** Started periods never billed, billed now. */
  newPeriods: { period: Period; amountPaise: number }[];
  /** What the change does to the balance: below zero when it takes back more billed rent than it bills. */
  changePaise: number;
}

/**
 * What `RentBilling.reschedule` writes for a resident's rows and a changed schedule (a corrected move-in date
 * or "bill rent from"), as of `today`. Pure: the caller decides whether the change may apply.
 */
export function reschedulePlan(
  rows: { charges: Charge[]; rents: RentChange[]; allocation: Allocation },
  schedule: RentSchedule,
  today: string,
): ReschedulePlan {
  const starts = new Set(periodsStarted(schedule, today).map((p) => p.startDate));
  const net = new Map(rows.allocation.charges.map((c) => [c.id, c.netPaise]));
  // What earlier reschedules took back of each charge (and billed again): only that is billed again. A waiver or
  // the end of a stay took its part back for another reason, which a new schedule does not undo.
  const bySchedule = new Map<number, number>();
  for (const c of rows.charges)
    if (c.reversesChargeId !== null && c.comment === RESCHEDULED)
      bySchedule.set(c.reversesChargeId, (bySchedule.get(c.reversesChargeId) ?? 0) + c.amountPaise);
  const rent = rows.charges.filter((c) => c.kind === 'rent' && c.rentPeriod);
  const adjustments = rent.flatMap((charge) => {
    const now = net.get(charge.id) ?? 0;
    const takenBack = -(bySchedule.get(charge.id) ?? 0);
    if (starts.has(charge.rentPeriod!)) return takenBack > 0 ? [{ charge, amountPaise: takenBack }] : [];
    return now > 0 ? [{ charge, amountPaise: -now }] : [];
  });
  const newPeriods = periodsToBill(schedule, today, new Set(rent.map((c) => c.rentPeriod)), rows.rents);
  const changePaise = [...adjustments, ...newPeriods].reduce((sum, { amountPaise }) => sum + amountPaise, 0);
  return { adjustments, newPeriods, changePaise };
}

/** Rent still owed for periods starting on or after the day a stay ended: each charge with what is left of it. */
export function rentAfterStay(
  state: { charges: Charge[]; allocation: Allocation },
  moveOutDate: string,
): { charge: Charge; netPaise: number }[] {
  const net = new Map(state.allocation.charges.map((c) => [c.id, c.netPaise]));
  return state.charges
    .filter((c) => c.kind === 'rent' && c.rentPeriod !== null && c.rentPeriod >= moveOutDate)
    .map((charge) => ({ charge, netPaise: net.get(charge.id) ?? 0 }))
    .filter(({ netPaise }) => netPaise > 0);
}

/** The comment on the row that takes back the days after the move-out date of a last period billed in full. */
export const DAYS_AFTER_STAY = 'Days after the move-out date';

/**
 * Under the pro-rata rule, the part of the last period's rent charge (the period the stay ends in) for the days
 * after the move-out date that is still billed: what the charge billed beyond the days stayed, less what earlier
 * rows took back for it, at most what is left of it. Null when there is none.
 */
export function lastPeriodExcess(
  state: { charges: Charge[]; rents: RentChange[]; allocation: Allocation },
  schedule: Pick<RentSchedule, 'monthlyRentPaise' | 'endsOn' | 'lastPeriod'>,
): { charge: Charge; amountPaise: number; note: string } | null {
  if (schedule.lastPeriod !== 'pro_rata' || schedule.endsOn === null) return null;
  const endsOn = schedule.endsOn;
  const charge = state.charges.find(
    (c) =>
      c.kind === 'rent' &&
      c.rentPeriod !== null &&
      c.periodEnd !== null &&
      daysStayed({ startDate: c.rentPeriod, endDate: c.periodEnd }, endsOn),
  );
  if (!charge) return null;
  const period = { startDate: charge.rentPeriod!, endDate: charge.periodEnd! };
  const takenBack = -state.charges
    .filter((c) => c.reversesChargeId === charge.id && c.comment?.startsWith(DAYS_AFTER_STAY))
    .reduce((sum, c) => sum + c.amountPaise, 0);
  const net = state.allocation.charges.find((c) => c.id === charge.id)?.netPaise ?? 0;
  const excess = Math.min(net, charge.amountPaise - rentFor(period, schedule, state.rents) - takenBack);
  if (excess <= 0) return null;
  return {
    charge,
    amountPaise: excess,
    note: `${DAYS_AFTER_STAY}, ${readableDate(endsOn)}: ${daysNote(period, schedule)} stayed`,
  };
}

/**
 * What the resident will owe by the day they move out: today's balance plus the rent of periods that start
 * before that day and are not billed yet (the last one by the hostel's rule), less rent billed for periods starting
 * on or after it and, under the pro-rata rule, for the days of the last period after it.
 */
export function duesBy(
  state: { charges: Charge[]; rents: RentChange[]; allocation: Allocation },
  schedule: RentSchedule,
  moveOutDate: string,
): number {
  const until = { ...schedule, endsOn: moveOutDate };
  const afterStay = rentAfterStay(state, moveOutDate).reduce((sum, { netPaise }) => sum + netPaise, 0);
  return (
    state.allocation.balancePaise +
    unbilledBy(state, until).reduce((sum, { amountPaise }) => sum + amountPaise, 0) -
    afterStay -
    (lastPeriodExcess(state, until)?.amountPaise ?? 0)
  );
}

/** Periods starting before the stay's end (`endsOn`) not billed yet, with their rent by the hostel's rule. */
export function unbilledBy(
  state: { charges: Charge[]; rents: RentChange[] },
  until: RentSchedule & { endsOn: string },
): { period: Period; amountPaise: number; note: string | null }[] {
  const billed = new Set(state.charges.filter((c) => c.kind === 'rent').map((c) => c.rentPeriod));
  return periodsStarted(until, until.endsOn)
    .filter((p) => !billed.has(p.startDate))
    .map((period) => ({ period, amountPaise: rentFor(period, until, state.rents), note: daysNote(period, until) }));
}
