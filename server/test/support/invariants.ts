import { DataSource } from 'typeorm';
import { raisedMonthSql } from '../../src/database/migrations/1735800000000-hostel-counts';
import { moveInMonthSql } from '../../src/database/migrations/1735810000000-dashboard-counts';
import { Clock } from '../../src/common/clock';
import { todayIn } from '../../src/common/calendar';
import { LedgerBook } from '../../src/ledger/ledger-book.service';
import { DatabaseState } from '../../src/common/database-state';
import { DashboardQuery } from '../../src/workflows/dashboard/dashboard.query';
import { ledgerRowsOf, monthsOfRows, referenceMonth } from './month-reference';
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
  const broken: Record<string, unknown[]> = await brokenCounts(t);
  for (const [rule, sql] of Object.entries(checks)) {
    const rows = (await db.query(sql)) as unknown[];
    if (rows.length) broken[rule] = rows;
  }
  return broken;
}

/**
 * The counts kept beside the rows (migrations 1735800000000, 1735810000000, 1737300000000) against a recount of the
 * rows: each hostel's current residents, beds, rooms, residents per month moved in, requests per type and status, and
 * per month raised in India. Answers the hostels, types, statuses or months whose kept count differs, by rule; empty
 * when all agree.
 */
export async function brokenCounts(t: TestApp): Promise<Record<string, unknown[]>> {
  const db = t.app.get(DataSource);
  const postgres = db.options.type === 'postgres';
  const month = raisedMonthSql(postgres);
  const moveInMonth = moveInMonthSql(postgres).replace(/move_in_date/g, 's.move_in_date');
  const checks: Record<string, string> = {
    'resident counts equal the current residents': `SELECT h.id FROM hostels h
      WHERE COALESCE((SELECT c.current_residents FROM resident_counts c WHERE c.hostel_id = h.id), 0)
         <> (SELECT COUNT(*) FROM students s WHERE s.hostel_id = h.id AND s.archived_at IS NULL)`,
    'bed counts equal the beds': `SELECT h.id FROM hostels h
      WHERE COALESCE((SELECT c.beds FROM bed_counts c WHERE c.hostel_id = h.id), 0)
         <> (SELECT COUNT(*) FROM beds b WHERE b.hostel_id = h.id)`,
    'room counts equal the rooms': `SELECT h.id FROM hostels h
      WHERE COALESCE((SELECT c.rooms FROM room_counts c WHERE c.hostel_id = h.id), 0)
         <> (SELECT COUNT(*) FROM rooms r WHERE r.hostel_id = h.id)`,
    'move-in counts equal the residents who moved in each month': `SELECT c.hostel_id, c.month FROM move_in_counts c
      WHERE c.residents <> (SELECT COUNT(*) FROM students s WHERE s.hostel_id = c.hostel_id AND ${moveInMonth} = c.month)
      UNION ALL SELECT s.hostel_id, ${moveInMonth} FROM students s WHERE NOT EXISTS
        (SELECT 1 FROM move_in_counts c WHERE c.hostel_id = s.hostel_id AND c.month = ${moveInMonth})`,
    'request counts equal the requests of each type and status': `SELECT c.hostel_id, c.type, c.status FROM request_counts c
      WHERE c.requests <> (SELECT COUNT(*) FROM requests r WHERE r.hostel_id = c.hostel_id AND r.type = c.type AND r.status = c.status)
      UNION ALL SELECT r.hostel_id, r.type, r.status FROM requests r WHERE NOT EXISTS
        (SELECT 1 FROM request_counts c WHERE c.hostel_id = r.hostel_id AND c.type = r.type AND c.status = r.status)`,
    'request month counts equal the requests raised each month': `SELECT c.hostel_id, c.month FROM request_month_counts c
      WHERE c.requests <> (SELECT COUNT(*) FROM requests r WHERE r.hostel_id = c.hostel_id AND ${month.replace(/raised_at/g, 'r.raised_at')} = c.month)
      UNION ALL SELECT r.hostel_id, ${month.replace(/raised_at/g, 'r.raised_at')} FROM requests r WHERE NOT EXISTS
        (SELECT 1 FROM request_month_counts c WHERE c.hostel_id = r.hostel_id AND c.month = ${month.replace(/raised_at/g, 'r.raised_at')})`,
  };
  const broken: Record<string, unknown[]> = {};
  for (const [rule, sql] of Object.entries(checks)) {
    const rows = (await db.query(sql)) as unknown[];
    if (rows.length) broken[rule] = rows;
  }
  const stale = await staleReads(t);
  if (stale.length) broken['reads kept in memory equal a fresh read'] = stale;
  return broken;
}

/**
 * The reads kept in memory (`ReadCache`) that would answer now, against a fresh read of each: the arguments of those
 * that differ, by cache. Each cache then reads its arguments again, and the dashboard of every hostel is read, so that
 * the next check holds what was kept before the next test's writes against what they wrote: each write must have moved
 * the database's state token (`DatabaseState`).
 */
async function staleReads(t: TestApp): Promise<unknown[]> {
  const stale: unknown[] = [];
  for (const cache of t.app.get(DatabaseState).caches) stale.push(...(await cache.stale()));
  const today = todayIn(t.app.get(Clock));
  for (const { id } of (await t.app.get(DataSource).query('SELECT id FROM hostels')) as { id: unknown }[])
    await t.app.get(DashboardQuery).figures(Number(id), today, null);
  return stale;
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
  // The ledger's batch read (the balance DataLoader's), 500 residents at a time: a spec with a thousand residents
  // checks them in a few queries rather than five per resident.
  for (let first = 0; first < sums.length; first += 500) {
    const chunk = sums.slice(first, first + 500);
    const read = await ledger.balances(chunk.map((row) => row.student!));
    chunk.forEach(({ student, balance }, i) => {
      if (read[i].balancePaise !== balance) balances.push({ student, ledger: read[i].balancePaise, rows: balance });
    });
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
  const equation = await brokenMonthEquation(db);
  if (equation.length) broken['month equation = the rows’ sums'] = equation;
  return broken;
}

/**
 * The month equation's projection (ledger_months, ledger_month_totals) against the rows: each hostel's month, part by
 * part, as support/month-reference.ts works it out from the tables; the totals equal the residents' months summed.
 */
async function brokenMonthEquation(db: DataSource): Promise<unknown[]> {
  const broken: unknown[] = [];
  const PARTS = 'rent_paise, extra_paise, adjustment_paise, collected_paise, pending_paise, voided_paise';
  const sums = PARTS.split(', ')
    .map((c) => `SUM(${c}) AS ${c}`)
    .join(', ');
  const keyed = async (table: string) => {
    const rows = (await db.query(`SELECT hostel_id, month, ${sums} FROM ${table} GROUP BY hostel_id, month`)) as Record<
      string,
      unknown
    >[];
    return Object.fromEntries(
      rows
        .map((row) => [`${row.hostel_id}|${row.month}`, PARTS.split(', ').map((c) => Number(row[c]))] as const)
        .filter(([, values]) => values.some((n) => n !== 0))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  };
  const [months, totals] = [await keyed('ledger_months'), await keyed('ledger_month_totals')];
  if (JSON.stringify(months) !== JSON.stringify(totals)) broken.push({ months, totals });
  const hostels = (await db.query('SELECT DISTINCT hostel_id FROM students')) as { hostel_id: number }[];
  for (const { hostel_id } of hostels) {
    const rows = await ledgerRowsOf(db, Number(hostel_id));
    const projected = (await db.query(
      `SELECT month, ${sums} FROM ledger_months WHERE hostel_id = ${Number(hostel_id)} GROUP BY month`,
    )) as Record<string, unknown>[];
    const byMonth = new Map(projected.map((row) => [String(row.month), row]));
    for (const month of monthsOfRows(rows)) {
      const expected = referenceMonth(rows, month);
      const row = byMonth.get(month);
      const got = {
        rent: Number(row?.rent_paise ?? 0),
        extra: Number(row?.extra_paise ?? 0),
        adjustments: Number(row?.adjustment_paise ?? 0) + Number(row?.voided_paise ?? 0),
        collected: Number(row?.collected_paise ?? 0),
        pending: Number(row?.pending_paise ?? 0),
      };
      const want = {
        rent: expected.rentBilledPaise,
        extra: expected.extraBilledPaise,
        adjustments: expected.adjustmentsPaise,
        collected: expected.collectedPaise,
        pending: expected.pendingVerificationPaise,
      };
      if (JSON.stringify(got) !== JSON.stringify(want))
        broken.push({ hostel: hostel_id, month, projected: got, rows: want });
    }
  }
  return broken;
}
