import { addDays, addMonths, periodLabel, type RentPeriodStatus } from '@hostel-admin/rules';

export interface RentPeriod {
  /** The month it starts in and the month the next one starts in: "Nov-Dec". */
  label: string;
  startDate: string;
  endDate: string;
  amountPaise: number;
  status: RentPeriodStatus;
}

/** Period k (0 = the first) of a monthly schedule starting on `from`: its label and first and last day. */
export function periodAt(from: string, k: number): { label: string; startDate: string; endDate: string } {
  const startDate = addMonths(from, k);
  const nextStart = addMonths(from, k + 1);
  return { label: periodLabel(startDate, nextStart), startDate, endDate: addDays(nextStart, -1) };
}

/** Index of the first period that starts after today: the number of periods already started. */
function firstUpcoming(moveInDate: string, today: string): number {
  const [y1, m1] = moveInDate.split('-').map(Number);
  const [y2, m2] = today.split('-').map(Number);
  let k = Math.max(0, (y2 - y1) * 12 + (m2 - m1) - 1);
  while (addMonths(moveInDate, k) <= today) k++;
  return k;
}

/**
 * Rent periods of one month each from the move-in date: period k runs from move-in + k months to
 * the day before move-in + k+1 months (a 31st falls back to a shorter month's last day). Answers
 * the next period that has not started (upcoming) and the most recent started ones (due), newest
 * first, `count` in all. Whether a period is paid comes from payments, not from here.
 */
export function rentPeriods(moveInDate: string, monthlyRentPaise: number, today: string, count: number): RentPeriod[] {
  const periods: RentPeriod[] = [];
  const upcoming = firstUpcoming(moveInDate, today);
  for (let k = upcoming; k >= 0 && periods.length < count; k--) {
    const startDate = addMonths(moveInDate, k);
    const nextStart = addMonths(moveInDate, k + 1);
    periods.push({
      label: periodLabel(startDate, nextStart),
      startDate,
      endDate: addDays(nextStart, -1),
      amountPaise: monthlyRentPaise,
      status: startDate > today ? 'upcoming' : 'due',
    });
  }
  return periods;
}
