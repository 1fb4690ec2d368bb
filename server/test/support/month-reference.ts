import type { DataSource } from 'typeorm';

/** The month equation's figures as the ledger rows add up, for one hostel and month. */
export interface ReferenceMonth {
  openingBalancePaise: number;
  rentBilledPaise: number;
  extraBilledPaise: number;
  collectedPaise: number;
  adjustmentsPaise: number;
  closingBalancePaise: number;
  pendingVerificationPaise: number;
  refundsPaidPaise: number;
}

interface Rows {
  charges: { kind: string; reverses: number | null; amount: number; date: string }[];
  payments: {
    amount: number;
    paidOn: string;
    verified: boolean;
    cash: boolean;
    reversal: string | null;
    on: string | null;
  }[];
  refunds: { amount: number; paidOn: string }[];
}

/** Every money row of a hostel, straight from the tables (the source the projection is built from). */
export async function ledgerRowsOf(db: DataSource, hostelId: number): Promise<Rows> {
  // A query runner holds a connection of the pool until released (never released, ten calls empty the pool).
  const runner = db.createQueryRunner();
  const hasReversals = await runner.hasTable('payment_reversals').finally(() => runner.release());
  const reversals = hasReversals
    ? `(SELECT r.kind FROM payment_reversals r WHERE r.payment_id = p.id) AS reversal,
       (SELECT r.reversed_on FROM payment_reversals r WHERE r.payment_id = p.id) AS reversed_on`
    : 'NULL AS reversal, NULL AS reversed_on';
  const charges = (await db.query(
    `SELECT kind, reverses_charge_id, amount_paise, due_date FROM charges WHERE hostel_id = ${hostelId}`,
  )) as Record<string, unknown>[];
  const payments = (await db.query(
    `SELECT p.amount_paise, p.paid_on, p.method,
       (SELECT COUNT(*) FROM payment_verifications v WHERE v.payment_id = p.id) AS verified, ${reversals}
     FROM payments p WHERE p.hostel_id = ${hostelId}`,
  )) as Record<string, unknown>[];
  const refunds = (await db.query(`SELECT amount_paise, paid_on FROM refunds WHERE hostel_id = ${hostelId}`)) as Record<
    string,
    unknown
  >[];
  return {
    charges: charges.map((c) => ({
      kind: String(c.kind),
      reverses: c.reverses_charge_id === null ? null : Number(c.reverses_charge_id),
      amount: Number(c.amount_paise),
      date: String(c.due_date),
    })),
    payments: payments.map((p) => ({
      amount: Number(p.amount_paise),
      paidOn: String(p.paid_on),
      cash: p.method === 'cash',
      verified: Number(p.verified) > 0,
      reversal: p.reversal === null ? null : String(p.reversal),
      on: p.reversed_on === null ? null : String(p.reversed_on),
    })),
    refunds: refunds.map((r) => ({ amount: Number(r.amount_paise), paidOn: String(r.paid_on) })),
  };
}

/**
 * The month's figures worked out from the rows alone, written apart from the app's code: a charge counts on its
 * due date (rent and extra charges as billed, every other row as an adjustment), a payment on the day it was paid
 * (collected when cash or verified, pending otherwise, nowhere when rejected), a void on the day of the void.
 */
export function referenceMonth(rows: Rows, month: string): ReferenceMonth {
  const before = (date: string) => date.slice(0, 7) < month;
  const inMonth = (date: string) => date.slice(0, 7) === month;
  const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);
  const billedKind = (c: Rows['charges'][number], kind: string) => c.kind === kind && c.reverses === null;
  const collected = rows.payments.filter((p) => p.reversal !== 'reject' && (p.cash || p.verified));
  const voids = rows.payments.filter((p) => p.reversal === 'void');
  const opening =
    sum(
      rows.charges.filter((c) => before(c.date)),
      (c) => c.amount,
    ) -
    sum(
      collected.filter((p) => before(p.paidOn)),
      (p) => p.amount,
    ) +
    sum(
      voids.filter((p) => before(p.on!)),
      (p) => p.amount,
    );
  const month_ = rows.charges.filter((c) => inMonth(c.date));
  const rent = sum(
    month_.filter((c) => billedKind(c, 'rent')),
    (c) => c.amount,
  );
  const extra = sum(
    month_.filter((c) => billedKind(c, 'extra')),
    (c) => c.amount,
  );
  const adjustments =
    sum(
      month_.filter((c) => !billedKind(c, 'rent') && !billedKind(c, 'extra')),
      (c) => c.amount,
    ) +
    sum(
      voids.filter((p) => inMonth(p.on!)),
      (p) => p.amount,
    );
  const collectedPaise = sum(
    collected.filter((p) => inMonth(p.paidOn)),
    (p) => p.amount,
  );
  return {
    openingBalancePaise: opening,
    rentBilledPaise: rent,
    extraBilledPaise: extra,
    collectedPaise,
    adjustmentsPaise: adjustments,
    closingBalancePaise: opening + rent + extra - collectedPaise + adjustments,
    pendingVerificationPaise: sum(
      rows.payments.filter((p) => p.reversal !== 'reject' && !p.cash && !p.verified && inMonth(p.paidOn)),
      (p) => p.amount,
    ),
    refundsPaidPaise: sum(
      rows.refunds.filter((r) => inMonth(r.paidOn)),
      (r) => r.amount,
    ),
  };
}

/** Every month a row of the hostel is dated in, oldest first. */
export function monthsOfRows(rows: Rows): string[] {
  const dates = [
    ...rows.charges.map((c) => c.date),
    ...rows.payments.flatMap((p) => [p.paidOn, ...(p.on ? [p.on] : [])]),
    ...rows.refunds.map((r) => r.paidOn),
  ];
  return [...new Set(dates.map((d) => d.slice(0, 7)))].sort();
}
