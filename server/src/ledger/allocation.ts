import { addDays, type RentPeriodStatus as PeriodStatus } from '@hostel-admin/rules';

/** The parts of a charge the arithmetic reads. */
export interface ChargeRow {
  id: number;
  amountPaise: number;
  dueDate: string;
  reversesChargeId: number | null;
}

/** The parts of a payment the arithmetic reads. */
export interface PaymentRow {
  id: number;
  amountPaise: number;
  paidOn: string;
  complete: boolean;
}

/** One open item (a charge that is not itself a reversal) after allocation. */
export interface AllocatedCharge {
  id: number;
  dueDate: string;
  /** The charge less what reversals took back (never below zero). */
  netPaise: number;
  /** Covered by complete payments and credits. */
  settledPaise: number;
  /** Covered by payments waiting for verification, after the complete ones. */
  pendingPaise: number;
}

export interface Allocation {
  charges: AllocatedCharge[];
  /** What was charged, net of reversals and credits. */
  chargedPaise: number;
  /** Complete payments. */
  collectedPaise: number;
  /** Payments waiting for verification. */
  pendingPaise: number;
  /** Charged − collected: above zero the resident owes, below zero it is their credit. */
  balancePaise: number;
}

const byDateThenId =
  <T extends { id: number }>(date: (row: T) => string) =>
  (a: T, b: T) =>
    date(a) < date(b) ? -1 : date(a) > date(b) ? 1 : a.id - b.id;

/**
 * The ledger's arithmetic, derived from its rows every time (nothing stored is a running total): complete
 * payments and credits settle the oldest open charges first (by due date, then by when they were made); what
 * is left over is credit that settles the next charges as they come. Pending payments cover what the complete
 * ones did not, in the same order, so a screen can say "pending verification" against a period.
 */
export function allocate(chargeRows: readonly ChargeRow[], paymentRows: readonly PaymentRow[]): Allocation {
  const reversed = new Map<number, number>();
  const credits: number[] = [];
  for (const charge of chargeRows) {
    if (charge.reversesChargeId !== null)
      reversed.set(charge.reversesChargeId, (reversed.get(charge.reversesChargeId) ?? 0) + charge.amountPaise);
    else if (charge.amountPaise < 0) credits.push(-charge.amountPaise);
  }
  const open = chargeRows
    .filter((c) => c.reversesChargeId === null && c.amountPaise > 0)
    .sort(byDateThenId((c) => c.dueDate));

  const collectedPaise = sum(paymentRows.filter((p) => p.complete).map((p) => p.amountPaise));
  const pendingPaise = sum(paymentRows.filter((p) => !p.complete).map((p) => p.amountPaise));
  let complete = collectedPaise + sum(credits);
  let pending = pendingPaise;
  const charges = open.map((charge) => {
    const netPaise = Math.max(0, charge.amountPaise + (reversed.get(charge.id) ?? 0));
    const settledPaise = Math.min(netPaise, complete);
    complete -= settledPaise;
    const pendingPart = Math.min(netPaise - settledPaise, pending);
    pending -= pendingPart;
    return { id: charge.id, dueDate: charge.dueDate, netPaise, settledPaise, pendingPaise: pendingPart };
  });
  const chargedPaise = sum(charges.map((c) => c.netPaise)) - sum(credits);
  return { charges, chargedPaise, collectedPaise, pendingPaise, balancePaise: chargedPaise - collectedPaise };
}

/**
 * The open charges a new payment lands on, given every earlier payment (complete or not): the stretch of the
 * charges, oldest first, between what earlier payments cover and that plus the new amount. A charge covered
 * only in part is marked so (`whole` false); `cleared` says nothing of it stays open once the amount counts.
 */
export function settledBy(
  chargeRows: readonly ChargeRow[],
  earlierPayments: readonly PaymentRow[],
  amountPaise: number,
): { chargeId: number; paise: number; whole: boolean; cleared: boolean }[] {
  const { charges } = allocate(chargeRows, []);
  const credits = sum(
    chargeRows.filter((c) => c.reversesChargeId === null && c.amountPaise < 0).map((c) => -c.amountPaise),
  );
  let before = sum(earlierPayments.map((p) => p.amountPaise)) + credits;
  let left = amountPaise;
  const covered: { chargeId: number; paise: number; whole: boolean; cleared: boolean }[] = [];
  for (const charge of charges) {
    if (left <= 0) break;
    const skip = Math.min(before, charge.netPaise);
    before -= skip;
    const open = charge.netPaise - skip;
    if (open <= 0) continue;
    const paise = Math.min(open, left);
    left -= paise;
    covered.push({
      chargeId: charge.id,
      paise,
      whole: skip === 0 && paise === charge.netPaise,
      cleared: paise === open,
    });
  }
  return covered;
}

/**
 * A rent period's status on `today`: Paid when settled; Paid, awaiting verification when payments waiting for an
 * admin cover what is left (never Overdue for that); Overdue when something is left more than `graceDays` after it
 * fell due, Partially paid when some of it is settled, Due otherwise; Upcoming before it starts.
 */
export function periodStatus(charge: AllocatedCharge, today: string, graceDays: number): PeriodStatus {
  if (charge.dueDate > today) return 'upcoming';
  if (charge.settledPaise >= charge.netPaise) return 'paid';
  if (charge.settledPaise + charge.pendingPaise >= charge.netPaise) return 'awaiting_verification';
  if (today > addDays(charge.dueDate, graceDays)) return 'overdue';
  return charge.settledPaise > 0 ? 'partially_paid' : 'due';
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
