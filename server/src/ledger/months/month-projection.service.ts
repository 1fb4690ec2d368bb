import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AllocatedCharge } from '../allocation';
import type { LedgerState } from '../ledger-book.service';
import { InProcess, MonthPaymentStatus } from '../ledger-rules';
import { LedgerMonths } from './ledger-month-projection.service';
import { RentMonth } from './rent-month.entity';

/** What a rebuild did to a resident's months: the rows before and after, month by month. */
export interface MonthsMoved {
  before: RentMonth[];
  after: RentMonth[];
}

type Totals = { billed: number; paid: number; chargedPaise: number; settledPaise: number };

/**
 * The month projection, in one place: every row of `rent_months` (one per resident and month of a rent period),
 * `rent_month_totals` (per hostel, month and due day) is written here, in the transaction of the ledger change that
 * moved it. Totals move by the difference between a resident's months before and after, so a hostel-wide sum is never recounted. Only the ledger's owners call it.
 */
@Injectable()
export class MonthProjection {
  constructor(private readonly ledgerMonths: LedgerMonths) {}

  /** Rebuilds the resident's months from `state` (their rows as they now are) and moves the month totals. */
  async rebuild(manager: EntityManager, studentId: number, hostelId: number, state: LedgerState): Promise<MonthsMoved> {
    const before = await this.months(manager, studentId);
    const after = monthsOf(state, studentId, hostelId);
    await manager.delete(RentMonth, { studentId });
    if (after.length) {
      await manager.insert(RentMonth, after);
      await this.copyResidentKeys(manager, studentId);
    }
    await this.moveMonthTotals(manager, before, after);
    await this.ledgerMonths.rebuild(manager, studentId, hostelId, state);
    return { before, after: await this.months(manager, studentId) };
  }

  /** The resident's months, in the caller's transaction. */
  months(manager: EntityManager, studentId: number): Promise<RentMonth[]> {
    return manager.find(RentMonth, { where: { studentId }, order: { month: 'ASC' } });
  }

  /**
   * The resident's sort key and search text, copied onto their months from `students` (lower() of the database,
   * not of JavaScript): after a rebuild and after the resident's name, e-mail or phone changed.
   */
  async copyResidentKeys(manager: EntityManager, studentId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(RentMonth)
      .set({
        nameKey: () => '(SELECT lower(s.name) FROM students s WHERE s.id = rent_months.student_id)',
        searchText: () => '(SELECT s.search_text FROM students s WHERE s.id = rent_months.student_id)',
      })
      .where('student_id = :studentId', { studentId })
      .execute();
  }

  /** Adds after − before to each (hostel, month, due day) the rows touch, in key order (no deadlock between two). */
  private async moveMonthTotals(manager: EntityManager, before: RentMonth[], after: RentMonth[]): Promise<void> {
    const deltas = new Map<string, { key: Pick<RentMonth, 'hostelId' | 'month' | 'dueDate'>; totals: Totals }>();
    const add = (row: RentMonth, sign: 1 | -1) => {
      const id = `${row.hostelId}|${row.month}|${row.dueDate}`;
      const entry = deltas.get(id) ?? { key: row, totals: { billed: 0, paid: 0, chargedPaise: 0, settledPaise: 0 } };
      entry.totals.billed += sign;
      entry.totals.paid += row.paymentStatus === 'paid' ? sign : 0;
      entry.totals.chargedPaise += sign * row.chargedPaise;
      entry.totals.settledPaise += sign * row.settledPaise;
      deltas.set(id, entry);
    };
    before.forEach((row) => add(row, -1));
    after.forEach((row) => add(row, 1));
    for (const id of [...deltas.keys()].sort()) {
      const { key, totals } = deltas.get(id)!;
      if (Object.values(totals).every((n) => n === 0)) continue;
      await upsert(
        manager,
        `INSERT INTO rent_month_totals (hostel_id, month, due_date, billed, paid, charged_paise, settled_paise)
         VALUES (:hostelId, :month, :dueDate, :billed, :paid, :chargedPaise, :settledPaise)
         ON CONFLICT (hostel_id, month, due_date) DO UPDATE SET
           billed = rent_month_totals.billed + excluded.billed, paid = rent_month_totals.paid + excluded.paid,
           charged_paise = rent_month_totals.charged_paise + excluded.charged_paise,
           settled_paise = rent_month_totals.settled_paise + excluded.settled_paise`,
        { hostelId: key.hostelId, month: key.month, dueDate: key.dueDate, ...totals },
      );
    }
  }
}

async function upsert(manager: EntityManager, sql: string, params: Record<string, unknown>): Promise<void> {
  const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, params);
  await manager.query(text, values);
}

/** One row per month a rent period starts in: its rent after reversals, what complete and pending payments cover. */
function monthsOf(state: LedgerState, studentId: number, hostelId: number): RentMonth[] {
  const byId = new Map<number, AllocatedCharge>(state.allocation.charges.map((c) => [c.id, c]));
  const months = new Map<string, RentMonth>();
  for (const charge of state.charges) {
    const a = byId.get(charge.id);
    if (charge.kind !== 'rent' || !charge.rentPeriod || !a || a.netPaise === 0) continue;
    const month = charge.rentPeriod.slice(0, 7);
    const row =
      months.get(month) ??
      Object.assign(new RentMonth(), {
        studentId,
        month,
        hostelId,
        chargeId: charge.id,
        dueDate: charge.dueDate,
        chargedPaise: 0,
        settledPaise: 0,
        pendingPaise: 0,
        nameKey: null,
        searchText: null,
      });
    row.chargedPaise += a.netPaise;
    row.settledPaise += a.settledPaise;
    row.pendingPaise += a.pendingPaise;
    row.paymentStatus = (row.settledPaise >= row.chargedPaise ? 'paid' : 'due') as MonthPaymentStatus;
    row.inProcess = (row.pendingPaise > 0 ? 'pending' : 'complete') as InProcess;
    months.set(month, row);
  }
  return [...months.values()];
}
