// The counts the app keeps beside the rows (migration 1735800000000: resident_counts, request_counts,
// request_month_counts), recounted after a bulk load that wrote the rows without the app's writers.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const { raisedMonthSql } = require(join(ROOT, 'server/dist/database/migrations/1735800000000-hostel-counts.js'));

/** Through `db` (the loaders' interface: exec), PostgreSQL's or SQLite's. */
export async function recountHostels(db, postgres) {
  const month = raisedMonthSql(postgres);
  await db.exec('BEGIN');
  for (const table of ['resident_counts', 'request_counts', 'request_month_counts'])
    await db.exec(`DELETE FROM ${table}`);
  await db.exec(`INSERT INTO resident_counts (hostel_id, current_residents)
    SELECT hostel_id, COUNT(*) FROM students WHERE archived_at IS NULL GROUP BY hostel_id`);
  await db.exec(`INSERT INTO request_counts (hostel_id, type, status, requests)
    SELECT hostel_id, type, status, COUNT(*) FROM requests GROUP BY hostel_id, type, status`);
  await db.exec(`INSERT INTO request_month_counts (hostel_id, month, requests)
    SELECT hostel_id, ${month}, COUNT(*) FROM requests GROUP BY hostel_id, ${month}`);
  await db.exec('COMMIT');
}
