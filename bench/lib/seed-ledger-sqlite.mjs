// Bulk-loads 12 months of rent history into a benchmark SQLite database whose residents are already in:
// a rent charge per resident and month, payments in the app's patterns, and the rent_months projection (whose
// totals tables the database's triggers fill as the rows go in, as for every write of the app).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const Database = require('better-sqlite3');

export const RENT_PAISE = 750_000;
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The 12 months up to and including `lastMonth` (YYYY-MM), oldest first. */
export function monthsUpTo(lastMonth, count = 12) {
  const [year, month] = lastMonth.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Each current resident is billed on the 5th of every month; of every ten, seven paid in cash, one paid half,
 * one paid by UPI still waiting for verification, one paid nothing. Rows go in as the ledger writes them.
 */
export function seedLedgerSqlite(file, lastMonth) {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  const months = monthsUpTo(lastMonth);
  const { hostelId, adminId } = db
    .prepare(
      "SELECT h.id AS hostelId, u.id AS adminId FROM hostels h JOIN users u ON u.hostel_id = h.id WHERE u.role = 'admin'",
    )
    .get();
  const students = db
    .prepare(
      'SELECT id, lower(name) AS nameKey, search_text AS searchText FROM students WHERE archived_at IS NULL ORDER BY id',
    )
    .all();
  const insertCharge = db.prepare(
    "INSERT INTO charges (hostel_id, student_id, kind, rent_period, period_end, label, amount_paise, due_date, created_by) VALUES (?, ?, 'rent', ?, ?, ?, ?, ?, ?)",
  );
  const insertPayment = db.prepare(
    'INSERT INTO payments (hostel_id, student_id, amount_paise, method, reference, paid_on, idempotency_key, receipt_no, settles, recorded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVerification = db.prepare(
    'INSERT INTO payment_verifications (payment_id, hostel_id, verified_by, verified_at) VALUES (?, ?, ?, ?)',
  );
  const insertMonth = db.prepare(
    'INSERT INTO rent_months (student_id, month, hostel_id, charge_id, due_date, charged_paise, settled_paise, pending_paise, payment_status, in_process, name_key, search_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let receipt = 0;
  let rows = 0;
  db.transaction(() => {
    for (const [index, { id: studentId, nameKey, searchText }] of students.entries()) {
      for (const [m, month] of months.entries()) {
        const start = `${month}-05`;
        const next = months[m + 1] ?? monthsUpTo(`${Number(month.slice(0, 4)) + 1}-01`, 1)[0];
        const end = `${next}-04`;
        const label = `${SHORT[Number(month.slice(5)) - 1]}-${SHORT[Number(month.slice(5)) % 12]}`;
        const chargeId = insertCharge.run(
          hostelId,
          studentId,
          start,
          end,
          label,
          RENT_PAISE,
          start,
          adminId,
        ).lastInsertRowid;
        const pattern = (index + m) % 10;
        const paidOn = `${month}-${String(5 + (index % 5)).padStart(2, '0')}`;
        let settled = 0;
        let pending = 0;
        if (pattern <= 7) {
          const amount = pattern === 7 ? RENT_PAISE / 2 : RENT_PAISE;
          receipt += 1;
          insertPayment.run(
            hostelId,
            studentId,
            amount,
            'cash',
            null,
            paidOn,
            `bench-${receipt}`,
            receipt,
            label,
            adminId,
          );
          settled = amount;
        } else if (pattern === 8) {
          receipt += 1;
          const paymentId = insertPayment.run(
            hostelId,
            studentId,
            RENT_PAISE,
            'upi',
            `4${String(receipt).padStart(11, '0')}`,
            paidOn,
            `bench-${receipt}`,
            receipt,
            label,
            adminId,
          ).lastInsertRowid;
          // Older UPI payments were verified; the last month's still wait.
          if (m < months.length - 1) {
            insertVerification.run(paymentId, hostelId, adminId, `${paidOn} 12:00:00`);
            settled = RENT_PAISE;
          } else pending = RENT_PAISE;
        }
        insertMonth.run(
          studentId,
          month,
          hostelId,
          chargeId,
          start,
          RENT_PAISE,
          settled,
          pending,
          settled >= RENT_PAISE ? 'paid' : 'due',
          pending > 0 ? 'pending' : 'complete',
          nameKey,
          searchText,
        );
        rows += 1;
      }
    }
    db.prepare('INSERT INTO receipt_counters (hostel_id, last_number) VALUES (?, ?)').run(hostelId, receipt);
  })();
  db.exec('ANALYZE');
  db.close();
  return { charges: rows, payments: receipt, months: rows };
}
