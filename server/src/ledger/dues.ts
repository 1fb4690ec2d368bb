import type { AllocatedCharge, Allocation } from './allocation';
import { addDays, daysBetween } from '@hostel-admin/rules';

/** Ageing buckets by days past the due date: 0–30, 31–60, 61–90, over 90. */
export const AGEING_LIMITS = [30, 60, 90] as const;

/** What a resident owes, aged: the ledger's allocation (oldest charges settled first) read on a day. */
export interface DuesFigures {
  /** Charges − complete payments (the ledger's balance); below zero it is credit. */
  balancePaise: number;
  /** The part of the balance that payments waiting for verification cover: never aged, never overdue. */
  awaitingVerificationPaise: number;
  /** Unpaid charges whose due date has not come. */
  notDuePaise: number;
  /** Unpaid (and not awaiting verification) by days past due: [0–30, 31–60, 61–90, 90+]. */
  agedPaise: [number, number, number, number];
  /** The oldest charge with something unpaid (not covered by a complete or a waiting payment), or null. */
  oldestUnpaid: AllocatedCharge | null;
  /** Days from the oldest unpaid charge's due date to `today` (0 when none is past due). */
  daysPastDue: number;
  /** Something is unpaid more than the hostel's grace days after it fell due (a period's Overdue). */
  overdue: boolean;
}

/** The bucket (0 to 3) of an amount `days` past due. */
export function ageingBucket(days: number): 0 | 1 | 2 | 3 {
  if (days <= AGEING_LIMITS[0]) return 0;
  if (days <= AGEING_LIMITS[1]) return 1;
  if (days <= AGEING_LIMITS[2]) return 2;
  return 3;
}

/**
 * A resident's dues on `today` from their allocation, nothing recomputed: what each open charge has left once
 * complete payments (settled) and waiting ones (pending) are taken off, aged by its due date. For a resident who
 * owes, balance = not yet due + the four buckets + awaiting verification; with credit all of them are zero.
 */
export function duesOf(allocation: Allocation, today: string, graceDays: number): DuesFigures {
  const agedPaise: DuesFigures['agedPaise'] = [0, 0, 0, 0];
  let notDuePaise = 0;
  let awaitingVerificationPaise = 0;
  let oldestUnpaid: AllocatedCharge | null = null;
  for (const charge of allocation.charges) {
    awaitingVerificationPaise += charge.pendingPaise;
    const unpaid = charge.netPaise - charge.settledPaise - charge.pendingPaise;
    if (unpaid <= 0) continue;
    oldestUnpaid ??= charge;
    if (charge.dueDate > today) notDuePaise += unpaid;
    else agedPaise[ageingBucket(daysBetween(charge.dueDate, today))] += unpaid;
  }
  const daysPastDue = oldestUnpaid ? Math.max(0, daysBetween(oldestUnpaid.dueDate, today)) : 0;
  return {
    balancePaise: allocation.balancePaise,
    awaitingVerificationPaise,
    notDuePaise,
    agedPaise,
    oldestUnpaid,
    daysPastDue,
    overdue: oldestUnpaid !== null && today > addDays(oldestUnpaid.dueDate, graceDays),
  };
}
