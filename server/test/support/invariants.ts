import { DataSource } from 'typeorm';
import { LedgerBook } from '../../src/ledger/ledger-book.service';
import type { TestApp } from './test-app';

/**
 * What must hold in every hostel whatever was sent: each room's counters equal its beds, a bed
 * with a resident is occupied and has that resident's current stay, and current stays are exactly
 * the residents' beds. Answers the broken rows, by rule; empty when all hold.
 */
export async function brokenInvariants(t: TestApp): Promise<Record<string, unknown[]>> {
  const db = t.app.get(DataSource);
  const checks: Record<string, string> = {
    'room counters equal its beds': `SELECT r.id FROM rooms r
      WHERE r.total_beds <> (SELECT COUNT(*) FROM beds b WHERE b.room_id = r.id)
         OR r.beds_occupied <> (SELECT COUNT(*) FROM beds b WHERE b.room_id = r.id AND b.is_occupied = true)
         OR r.availability <> CASE WHEN r.beds_occupied <= 0 THEN 'available' WHEN r.beds_occupied >= r.total_beds THEN 'not_available' ELSE 'partially_available' END`,
    'a bed with a resident is occupied':
      'SELECT b.id FROM beds b WHERE b.current_student_id IS NOT NULL AND b.is_occupied = false',
    'a bed with a resident has their current stay': `SELECT b.id FROM beds b WHERE b.current_student_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM stays s WHERE s.end_date IS NULL AND s.bed_id = b.id AND s.student_id = b.current_student_id)`,
    'a current stay is its bed’s resident': `SELECT s.id FROM stays s WHERE s.end_date IS NULL
      AND NOT EXISTS (SELECT 1 FROM beds b WHERE b.id = s.bed_id AND b.current_student_id = s.student_id)`,
    'a bed is in its room’s hostel':
      'SELECT b.id FROM beds b JOIN rooms r ON r.id = b.room_id WHERE b.hostel_id <> r.hostel_id',
  };
  const broken: Record<string, unknown[]> = {};
  for (const [rule, sql] of Object.entries(checks)) {
    const rows = (await db.query(sql)) as unknown[];
    if (rows.length) broken[rule] = rows;
  }
  return broken;
}

/**
 * What must hold for money whatever was sent: each resident's balance as the ledger reads it equals their charges
 * less their complete payments (cash, or verified; not voided), and the month totals the Payment Details tiles read equal the
 * sums of the month's table and of the payments. Answers the broken rows, by rule; empty when all hold.
 */
export async function brokenMoneyInvariants(t: TestApp): Promise<Record<string, unknown[]>> {
  const db = t.app.get(DataSource);
  const numbers = async (sql: string) =>
    ((await db.query(sql)) as Record<string, unknown>[]).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? null : Number(value)])),
    );
  const broken: Record<string, unknown[]> = {};
  const ledger = t.app.get(LedgerBook);
  const sums = await numbers(`SELECT s.id AS student,
      COALESCE((SELECT SUM(c.amount_paise) FROM charges c WHERE c.student_id = s.id), 0) -
      COALESCE((SELECT SUM(p.amount_paise) FROM payments p WHERE p.student_id = s.id
        AND (p.method = 'cash' OR EXISTS (SELECT 1 FROM payment_verifications v WHERE v.payment_id = p.id))
        AND NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = p.id)), 0) AS balance
      FROM students s ORDER BY s.id`);
  const balances: unknown[] = [];
  for (const { student, balance } of sums) {
    const read = (await ledger.state(null, student!)).allocation.balancePaise;
    if (read !== balance) balances.push({ student, ledger: read, rows: balance });
  }
  if (balances.length) broken['balance = charges − complete payments'] = balances;
  const both = await numbers(`SELECT r.payment_id FROM payment_reversals r JOIN payments p ON p.id = r.payment_id
      WHERE p.student_id <> r.student_id OR p.hostel_id <> r.hostel_id`);
  if (both.length) broken['a reversal is of its own resident’s payment'] = both;
  const monthRows = await numbers(`SELECT hostel_id, month, COUNT(*) AS billed,
      SUM(CASE WHEN payment_status = 'paid' THEN 1 ELSE 0 END) AS paid, SUM(charged_paise) AS charged,
      SUM(settled_paise) AS settled FROM rent_months GROUP BY hostel_id, month ORDER BY hostel_id, month`);
  const monthTotals = await numbers(`SELECT hostel_id, month, SUM(billed) AS billed, SUM(paid) AS paid,
      SUM(charged_paise) AS charged, SUM(settled_paise) AS settled FROM rent_month_totals
      GROUP BY hostel_id, month HAVING SUM(billed) <> 0 ORDER BY hostel_id, month`);
  if (JSON.stringify(monthRows) !== JSON.stringify(monthTotals))
    broken['month totals = the month table’s sums'] = [{ table: monthRows, totals: monthTotals }];
  const paid = await numbers(`SELECT * FROM (SELECT p.hostel_id,
      SUM(CASE WHEN p.method = 'cash' OR v.payment_id IS NOT NULL THEN p.amount_paise ELSE 0 END) AS collected,
      SUM(CASE WHEN p.method <> 'cash' AND v.payment_id IS NULL AND r.payment_id IS NULL THEN p.amount_paise ELSE 0 END)
        AS pending
      FROM payments p LEFT JOIN payment_verifications v ON v.payment_id = p.id
        LEFT JOIN payment_reversals r ON r.payment_id = p.id AND r.kind = 'reject'
      GROUP BY p.hostel_id) sums WHERE collected <> 0 OR pending <> 0 ORDER BY hostel_id`);
  const dayTotals = await numbers(`SELECT hostel_id, SUM(collected_paise) AS collected, SUM(pending_paise) AS pending
      FROM payment_day_totals GROUP BY hostel_id HAVING SUM(collected_paise) <> 0 OR SUM(pending_paise) <> 0
      ORDER BY hostel_id`);
  if (JSON.stringify(paid) !== JSON.stringify(dayTotals))
    broken['payment totals = the payments’ sums'] = [{ payments: paid, totals: dayTotals }];
  return broken;
}
