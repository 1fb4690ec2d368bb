// 12 months of rent history for a benchmark database whose residents are already in, the same rows on SQLite and
// PostgreSQL: a rent charge per resident and month, payments in the app's patterns, the rent_months projection and
// its totals tables (rent_month_totals, ledger_months, ledger_month_totals), as the ledger's
// MonthProjection would have written them. The database-specific part is a thin adapter: lib/seed-ledger-sqlite.mjs, lib/seed-ledger-postgres.mjs.

export const RENT_PAISE = 750_000;
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Residents per transaction (and per PostgreSQL statement: 60,000 rows of each table at most). */
const BATCH = 5_000;

/** The columns each table gets, with their PostgreSQL types (SQLite takes the values as they are). */
export const LEDGER_TABLES = {
  charges: {
    id: 'integer',
    hostel_id: 'integer',
    student_id: 'integer',
    kind: 'varchar',
    rent_period: 'varchar',
    period_end: 'varchar',
    label: 'varchar',
    amount_paise: 'integer',
    due_date: 'varchar',
    created_by: 'integer',
  },
  payments: {
    id: 'integer',
    hostel_id: 'integer',
    student_id: 'integer',
    amount_paise: 'integer',
    method: 'varchar',
    reference: 'varchar',
    paid_on: 'varchar',
    idempotency_key: 'varchar',
    receipt_no: 'integer',
    settles: 'varchar',
    recorded_by: 'integer',
  },
  payment_verifications: {
    payment_id: 'integer',
    hostel_id: 'integer',
    verified_by: 'integer',
    verified_at: 'timestamptz',
  },
  rent_months: {
    student_id: 'integer',
    month: 'varchar',
    hostel_id: 'integer',
    charge_id: 'integer',
    due_date: 'varchar',
    charged_paise: 'integer',
    settled_paise: 'integer',
    pending_paise: 'integer',
    payment_status: 'varchar',
    in_process: 'varchar',
    name_key: 'varchar',
    search_text: 'text',
  },
  rent_month_totals: {
    hostel_id: 'integer',
    month: 'varchar',
    due_date: 'varchar',
    billed: 'bigint',
    paid: 'bigint',
    charged_paise: 'bigint',
    settled_paise: 'bigint',
  },
  ledger_months: {
    student_id: 'integer',
    month: 'varchar',
    hostel_id: 'integer',
    rent_paise: 'bigint',
    extra_paise: 'bigint',
    adjustment_paise: 'bigint',
    collected_paise: 'bigint',
    pending_paise: 'bigint',
    voided_paise: 'bigint',
  },
  ledger_month_totals: {
    hostel_id: 'integer',
    month: 'varchar',
    rent_paise: 'bigint',
    extra_paise: 'bigint',
    adjustment_paise: 'bigint',
    collected_paise: 'bigint',
    pending_paise: 'bigint',
    voided_paise: 'bigint',
  },
  receipt_counters: { hostel_id: 'integer', last_number: 'integer' },
};

/** Adds `values` to the sums kept under `key` (an array of numbers, one per sum). */
function addTo(sums, key, values) {
  const sum = sums.get(key) ?? values.map(() => 0);
  values.forEach((value, i) => (sum[i] += value));
  sums.set(key, sum);
}

/** The 12 months up to and including `lastMonth` (YYYY-MM), oldest first. */
export function monthsUpTo(lastMonth, count = 12) {
  const [year, month] = lastMonth.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The rows of `students` (in id order), `BATCH` residents at a time, one array per table in the column order of
 * LEDGER_TABLES. Ids are given (the ledger tables start empty), so no row waits for another's generated id.
 * Each current resident is billed on the 5th of every month; of every ten, seven paid in cash, one paid half,
 * one paid by UPI (verified, except the last month's, which wait), one paid nothing.
 */
function* ledgerBatches(students, months, { hostelId, adminId }) {
  let chargeId = 0;
  let receipt = 0;
  const monthTotals = new Map(); // due date → billed, paid, charged, settled
  const equationTotals = new Map(); // month → the month equation's parts (ledger_month_totals)
  for (let first = 0; first < students.length; first += BATCH) {
    const rows = { charges: [], payments: [], payment_verifications: [], rent_months: [], ledger_months: [] };
    for (let index = first; index < Math.min(first + BATCH, students.length); index++) {
      const { id: studentId, name_key: nameKey, search_text: searchText } = students[index];
      for (const [m, month] of months.entries()) {
        const start = `${month}-05`;
        const next = months[m + 1] ?? monthsUpTo(`${Number(month.slice(0, 4)) + 1}-01`, 1)[0];
        const label = `${SHORT[Number(month.slice(5)) - 1]}-${SHORT[Number(month.slice(5)) % 12]}`;
        chargeId += 1;
        rows.charges.push([
          chargeId,
          hostelId,
          studentId,
          'rent',
          start,
          `${next}-04`,
          label,
          RENT_PAISE,
          start,
          adminId,
        ]);
        const pattern = (index + m) % 10;
        const paidOn = `${month}-${String(5 + (index % 5)).padStart(2, '0')}`;
        let settled = 0;
        let pending = 0;
        let paid = 0;
        if (pattern <= 8) {
          const upi = pattern === 8;
          const amount = pattern === 7 ? RENT_PAISE / 2 : RENT_PAISE;
          receipt += 1;
          const reference = upi ? `4${String(receipt).padStart(11, '0')}` : null;
          const method = upi ? 'upi' : 'cash';
          rows.payments.push([
            receipt,
            hostelId,
            studentId,
            amount,
            method,
            reference,
            paidOn,
            `bench-${receipt}`,
            receipt,
            label,
            adminId,
          ]);
          // Older UPI payments were verified; the last month's still wait.
          if (!upi || m < months.length - 1) settled = amount;
          else pending = amount;
          if (upi && settled) rows.payment_verifications.push([receipt, hostelId, adminId, `${paidOn} 12:00:00`]);
          paid = amount;
        }
        addTo(monthTotals, start, [1, settled >= RENT_PAISE ? 1 : 0, RENT_PAISE, settled]);
        // The rent and its payment fall in one month: rent billed, collected (or pending), no adjustments.
        const parts = [RENT_PAISE, 0, 0, paid - pending, pending, 0];
        rows.ledger_months.push([studentId, month, hostelId, ...parts]);
        addTo(equationTotals, month, parts);
        rows.rent_months.push([
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
        ]);
      }
    }
    yield rows;
  }
  yield {
    rent_month_totals: [...monthTotals].map(([due, sums]) => [hostelId, due.slice(0, 7), due, ...sums]),
    ledger_month_totals: [...equationTotals].map(([month, sums]) => [hostelId, month, ...sums]),
    receipt_counters: [[hostelId, receipt]],
  };
}

/**
 * Loads the history through `db`: `all(sql)` answers rows as objects, `exec(sql)` runs a statement, `insert(table,
 * columns, rows)` writes rows (arrays in the order of `columns`), `finish()` does what the database needs after a
 * bulk load. Answers how many charges, payments and month rows went in.
 */
export async function seedLedger(db, lastMonth) {
  const months = monthsUpTo(lastMonth);
  const [context] = await db.all(
    "SELECT h.id AS hostel_id, u.id AS admin_id FROM hostels h JOIN users u ON u.hostel_id = h.id WHERE u.role = 'admin'",
  );
  const students = await db.all(
    'SELECT id, lower(name) AS name_key, search_text FROM students WHERE archived_at IS NULL ORDER BY id',
  );
  const counts = { charges: 0, payments: 0, months: 0 };
  const ids = { hostelId: context.hostel_id, adminId: context.admin_id };
  for (const rows of ledgerBatches(students, months, ids)) {
    await db.exec('BEGIN');
    for (const [table, tableRows] of Object.entries(rows))
      if (tableRows.length) await db.insert(table, Object.keys(LEDGER_TABLES[table]), tableRows);
    await db.exec('COMMIT');
    counts.charges += rows.charges?.length ?? 0;
    counts.payments += rows.payments?.length ?? 0;
    counts.months += rows.rent_months?.length ?? 0;
  }
  await db.finish();
  return counts;
}
