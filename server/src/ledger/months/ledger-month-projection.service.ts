import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LedgerState } from '../ledger-book.service';
import { LedgerMonth } from './ledger-month.entity';
import { LEDGER_MONTH_PARTS, LedgerMonthFigures, ledgerMonthsOf } from './ledger-months';

/** The columns of the parts, in LEDGER_MONTH_PARTS order. */
const COLUMNS = ['rent_paise', 'extra_paise', 'adjustment_paise', 'collected_paise', 'pending_paise', 'voided_paise'];

/**
 * The month equation's projection: `ledger_months` (a resident's rows of a month by part) and `ledger_month_totals`
 * (the hostel's sums). Rebuilt for a resident from their rows in the transaction of each ledger change (called by
 * MonthProjection.rebuild); the hostel's totals move by the difference, so nothing hostel-wide is recounted.
 */
@Injectable()
export class LedgerMonths {
  async rebuild(manager: EntityManager, studentId: number, hostelId: number, state: LedgerState): Promise<void> {
    const before = await manager.find(LedgerMonth, { where: { studentId } });
    const after = ledgerMonthsOf(state);
    const deltas = new Map<string, number[]>();
    const move = (row: LedgerMonthFigures, sign: 1 | -1) => {
      const delta = deltas.get(row.month) ?? LEDGER_MONTH_PARTS.map(() => 0);
      LEDGER_MONTH_PARTS.forEach((part, i) => (delta[i] += sign * row[part]));
      deltas.set(row.month, delta);
    };
    before.forEach((row) => move(row, -1));
    after.forEach((row) => move(row, 1));
    const changed = [...deltas.entries()].filter(([, delta]) => delta.some((n) => n !== 0));
    if (!changed.length && before.length === after.length) return;
    await manager.delete(LedgerMonth, { studentId });
    if (after.length)
      await manager.insert(
        LedgerMonth,
        after.map((row) => ({ ...row, studentId, hostelId })),
      );
    // In month order: two changes of one hostel touch its rows in the same order (no deadlock between them).
    for (const [month, delta] of changed.sort(([a], [b]) => (a < b ? -1 : 1))) {
      const values = Object.fromEntries(COLUMNS.map((column, i) => [column, delta[i]]));
      const [text, params] = manager.connection.driver.escapeQueryWithParameters(
        `INSERT INTO ledger_month_totals (hostel_id, month, ${COLUMNS.join(', ')})
         VALUES (:hostelId, :month, ${COLUMNS.map((c) => `:${c}`).join(', ')})
         ON CONFLICT (hostel_id, month) DO UPDATE SET
           ${COLUMNS.map((c) => `${c} = ledger_month_totals.${c} + excluded.${c}`).join(', ')}`,
        { hostelId, month, ...values },
      );
      await manager.query(text, params);
    }
  }
}
