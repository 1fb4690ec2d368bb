// Bulk-loads the benchmark hostel into a migrated SQLite database: one transaction, prepared statements.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './server.mjs';
import { bedLabel } from './layout.mjs';
import { ADMIN_PHONE } from './residents.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const Database = require('better-sqlite3');

/** Inserts straight into the tables; what the database derives from them (search index, triggers) it derives itself. */
/** `forgetLoginCodes` of seed-postgres.mjs, for a kept SQLite file. */
export function forgetLoginCodesSqlite(file) {
  const db = new Database(file);
  try {
    db.prepare('DELETE FROM otp_challenges').run();
  } finally {
    db.close();
  }
}

export function seedSqlite(file, { rooms, beds, residents }) {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  const archivedAt = new Date().toISOString().replace('T', ' ').replace('Z', '');
  db.transaction(() => {
    const hostelId = db
      .prepare("INSERT INTO hostels (name, hostel_type) VALUES ('Benchmark Residency', 'co_ed')")
      .run().lastInsertRowid;
    db.prepare(
      "INSERT INTO users (hostel_id, full_name, phone_number, email, role) VALUES (?, 'Bench Admin', ?, 'bench@example.com', 'admin')",
    ).run(hostelId, ADMIN_PHONE);

    const insertStudent = db.prepare(
      'INSERT INTO students (hostel_id, name, email, phone, move_in_date, archived_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const studentIds = residents.map(
      (r) =>
        insertStudent.run(hostelId, r.name, r.email, r.phone, r.moveInDate, r.archived ? archivedAt : null)
          .lastInsertRowid,
    );

    const insertRoom = db.prepare(
      'INSERT INTO rooms (hostel_id, room_number, floor, room_type, is_ac, total_beds, beds_occupied, availability) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const roomIds = rooms.map(
      (r) =>
        insertRoom.run(
          hostelId,
          r.roomNumber,
          r.floor,
          r.roomType,
          r.isAc ? 1 : 0,
          r.totalBeds,
          r.bedsOccupied,
          r.availability,
        ).lastInsertRowid,
    );

    const insertBed = db.prepare(
      "INSERT INTO beds (hostel_id, room_id, bed_number, price_per_month_paise, is_occupied, current_student_id, food_plan) VALUES (?, ?, ?, 750000, ?, ?, 'veg')",
    );
    // A seated resident's current stay starts on their move-in date, as check-in writes it.
    const insertStay = db.prepare(
      'INSERT INTO stays (hostel_id, student_id, bed_id, room_number, bed_label, start_date) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const bed of beds) {
      const studentId = bed.resident === null ? null : studentIds[bed.resident];
      const bedId = insertBed.run(
        hostelId,
        roomIds[bed.roomIndex],
        bed.bedNumber,
        studentId === null ? 0 : 1,
        studentId,
      ).lastInsertRowid;
      const roomNumber = rooms[bed.roomIndex].roomNumber;
      if (studentId !== null)
        insertStay.run(
          hostelId,
          studentId,
          bedId,
          roomNumber,
          bedLabel(roomNumber, bed.bedNumber),
          residents[bed.resident].moveInDate,
        );
    }
  })();
  db.close();
}
