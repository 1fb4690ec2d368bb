import type { Charge } from '../charges/charge.entity';
import type { LedgerState } from '../ledger-book.service';

/**
 * The month equation's parts, one resident and one month (pure): what each ledger row adds to the month it is dated
 * in. Opening balance + rent + extra charges + adjustments − collected + voided = closing balance, month after
 * month, because every row of the ledger lands in exactly one part of one month.
 */
export interface LedgerMonthFigures {
  /** YYYY-MM. */
  month: string;
  /** Rent billed (rent charges that are not reversals), by due date. */
  rentPaise: number;
  /** Extra charges billed (electric, water, maintenance, other), by the day they were added. */
  extraPaise: number;
  /**
   * Every other charge row as it moves the balance (signed): discounts, waivers and write-offs take off (negative);
   * surcharges, deductions and refunded credit add; reversals of rent or extra charges take off.
   */
  adjustmentPaise: number;
  /** Payments that counted as collected (complete, or later voided), by the day they were paid. */
  collectedPaise: number;
  /** Payments waiting for verification, by the day they were paid: apart, not in the balance. */
  pendingPaise: number;
  /** Voided payments, by the day they were voided: the money goes back onto the balance. */
  voidedPaise: number;
}

export const LEDGER_MONTH_PARTS = [
  'rentPaise',
  'extraPaise',
  'adjustmentPaise',
  'collectedPaise',
  'pendingPaise',
  'voidedPaise',
] as const;
export type LedgerMonthPart = (typeof LEDGER_MONTH_PARTS)[number];

/** Which part of the equation a charge row is. */
export function chargePart(charge: Pick<Charge, 'kind' | 'reversesChargeId'>): LedgerMonthPart {
  if (charge.reversesChargeId === null && charge.kind === 'rent') return 'rentPaise';
  if (charge.reversesChargeId === null && charge.kind === 'extra') return 'extraPaise';
  return 'adjustmentPaise';
}

/** The resident's months, oldest first; months where nothing happened are left out. */
export function ledgerMonthsOf(state: Pick<LedgerState, 'charges' | 'payments'>): LedgerMonthFigures[] {
  const months = new Map<string, LedgerMonthFigures>();
  const add = (date: string, part: LedgerMonthPart, paise: number) => {
    const month = date.slice(0, 7);
    const row = months.get(month) ?? {
      month,
      rentPaise: 0,
      extraPaise: 0,
      adjustmentPaise: 0,
      collectedPaise: 0,
      pendingPaise: 0,
      voidedPaise: 0,
    };
    row[part] += paise;
    months.set(month, row);
  };
  for (const charge of state.charges) add(charge.dueDate, chargePart(charge), charge.amountPaise);
  for (const payment of state.payments) {
    const status = payment.status;
    if (status === 'pending') add(payment.paidOn, 'pendingPaise', payment.amountPaise);
    else if (status === 'complete') add(payment.paidOn, 'collectedPaise', payment.amountPaise);
    else if (status === 'voided') {
      add(payment.paidOn, 'collectedPaise', payment.amountPaise);
      if (payment.reversal) add(payment.reversal.reversedOn, 'voidedPaise', payment.amountPaise);
    }
    // A rejected payment was never collected: it is in no part.
  }
  return [...months.values()]
    .filter((row) => LEDGER_MONTH_PARTS.some((part) => row[part] !== 0))
    .sort((a, b) => (a.month < b.month ? -1 : 1));
}

/** What a month moves the balance by: billed and adjustments add, collected takes off, a void puts back. */
export const balanceMove = (row: Omit<LedgerMonthFigures, 'month'>) =>
  row.rentPaise + row.extraPaise + row.adjustmentPaise - row.collectedPaise + row.voidedPaise;
