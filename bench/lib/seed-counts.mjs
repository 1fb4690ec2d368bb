// The counts the app keeps beside the rows (migrations 1735800000000, 1735810000000 and 1737300000000:
// resident_counts, request_counts, request_month_counts, bed_counts, move_in_counts, room_counts), recounted after a
// bulk load that wrote the rows without the app's writers.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const { raisedMonthSql } = require(join(ROOT, 'server/dist/database/migrations/1735800000000-hostel-counts.js'));
const { moveInMonthSql } = require(join(ROOT, 'server/dist/database/migrations/1735810000000-dashboard-counts.js'));

/** Through `db` (the loaders' interface: exec), PostgreSQL's or SQLite's. */
export async function recountHostels(db, postgres) {
  const month = raisedMonthSql(postgres);
  const moveInMonth = moveInMonthSql(postgres);
  await db.exec('BEGIN');
  const tables = [
    'resident_counts',
    'request_counts',
    'request_month_counts',
    'bed_counts',
    'move_in_counts',
    'room_counts',
  ];
  for (const table of tables) await db.exec(`DELETE FROM ${table}`);
  await db.exec(`INSERT INTO resident_counts (hostel_id, current_residents)
    SELECT hostel_id, COUNT(*) FROM students WHERE archived_at IS NULL GROUP BY hostel_id`);
  await db.exec(`INSERT INTO request_counts (hostel_id, type, status, requests)
    SELECT hostel_id, type, status, COUNT(*) FROM requests GROUP BY hostel_id, type, status`);
  await db.exec(`INSERT INTO request_month_counts (hostel_id, month, requests)
    SELECT hostel_id, ${month}, COUNT(*) FROM requests GROUP BY hostel_id, ${month}`);
  await db.exec('INSERT INTO bed_counts (hostel_id, beds) SELECT hostel_id, COUNT(*) FROM beds GROUP BY hostel_id');
  await db.exec('INSERT INTO room_counts (hostel_id, rooms) SELECT hostel_id, COUNT(*) FROM rooms GROUP BY hostel_id');
  await db.exec(`INSERT INTO move_in_counts (hostel_id, month, residents)
    SELECT hostel_id, ${moveInMonth}, COUNT(*) FROM students GROUP BY hostel_id, ${moveInMonth}`);
  await db.exec('COMMIT');
}
