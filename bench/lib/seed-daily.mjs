// A year of daily operations for a benchmark database whose residents are already in, the same rows on SQLite and
// PostgreSQL: residents' requests (about two per resident and year) with their status history, and the activity log
// the events of a year write (requests raised and moved, payments recorded and verified, visitors in and out).
// Loaded through the adapters of lib/seed-ledger-sqlite.mjs and lib/seed-ledger-postgres.mjs.
import { pick, seededRandom } from './residents.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Residents per transaction. */
const BATCH = 5_000;

/** The columns each table gets, with their PostgreSQL types (SQLite takes the values as they are). */
export const DAILY_TABLES = {
  requests: {
    id: 'integer',
    hostel_id: 'integer',
    type: 'varchar',
    text: 'varchar',
    student_id: 'integer',
    room_number: 'integer',
    status: 'varchar',
    raised_at: 'timestamptz',
    raised_by: 'integer',
    status_changed_at: 'timestamptz',
  },
  request_status_changes: {
    id: 'integer',
    hostel_id: 'integer',
    request_id: 'integer',
    from_status: 'varchar',
    to_status: 'varchar',
    changed_by: 'integer',
    changed_at: 'timestamptz',
    note: 'varchar',
  },
  activities: {
    id: 'integer',
    hostel_id: 'integer',
    actor_user_id: 'integer',
    action: 'varchar',
    subject_type: 'varchar',
    subject_id: 'integer',
    subject_label: 'varchar',
    detail: 'varchar',
    created_at: 'timestamptz',
  },
};
export const DAILY_SEQUENCES = Object.keys(DAILY_TABLES);

/** What residents ask for, per type; the words are what the search looks for ("fan", "leak", "wi-fi", "dinner"). */
const TEXTS = {
  service: [
    'The ceiling fan in my room makes a loud rattling noise.',
    'Bathroom tap has been leaking since yesterday morning.',
    'Room not cleaned for two days, please send housekeeping.',
    'Tube light near the study table is flickering.',
    'Drain blocked in the shared bathroom.',
    'Mosquito net on the window is torn.',
    'Geyser not heating water in the morning.',
    'Cupboard door hinge is broken.',
    'Power socket near the bed does not work.',
    'Wi-Fi is very slow in the evenings.',
    'Water leak from the ceiling after the rain.',
    'Please clean the balcony, there is a lot of dust.',
  ],
  bed_room: [
    'Would like a lower bunk because of a knee injury.',
    'Request to shift to an AC room from next month.',
    'Please move me to a room nearer to the lift.',
    'My roommate and I would like to swap beds.',
    'Need a quieter room for exam preparation.',
    'Please move me to a room with a window.',
  ],
  food: [
    'Please add more vegetarian options at dinner.',
    'Jain food needed on Fridays (no onion or garlic).',
    'Breakfast was served cold yesterday.',
    'Too much oil in the lunch curries.',
    'Please switch my plan from non-veg to veg.',
    'Dinner finishes too early for those who come late from work.',
  ],
  others: [
    'Need a spare key for my cupboard.',
    'Was a parcel for me kept at the security gate?',
    'Please issue a residence certificate for my bank.',
    'The laundry machine on my floor is out of order.',
    'Parking space needed for my scooter.',
    'Lost my ID card, please issue a new one.',
  ],
};
const TYPE_LABELS = { service: 'Service', bed_room: 'Room/Bed Change', food: 'Food Change', others: 'Others' };
const STATUS_LABELS = { pending: 'Pending', working: 'Working', complete: 'Complete' };

/** Half service, then food and others, then room/bed changes. */
function typeOf(u) {
  return u < 0.5 ? 'service' : u < 0.7 ? 'food' : u < 0.85 ? 'others' : 'bed_room';
}

/**
 * Where a request raised `age` ms ago stands now, with the changes that took it there (each [from, to, ms after
 * raising]): of the last two days' requests, 40 % still pending and 20 % being worked on; of older ones, one in
 * a thousand pending and one in a thousand working (overdue); every other one complete.
 */
function historyOf(random, age) {
  const u = random();
  const recent = age < 2 * DAY;
  const status = recent
    ? u < 0.4
      ? 'pending'
      : u < 0.6
        ? 'working'
        : 'complete'
    : u < 0.001
      ? 'pending'
      : u < 0.002
        ? 'working'
        : 'complete';
  const took = Math.min(age * 0.9, (1 + random() * 71) * HOUR);
  if (status === 'pending') return { status, changes: [] };
  if (status === 'working') return { status, changes: [['pending', 'working', took * 0.3]] };
  if (random() < 0.4) return { status, changes: [['pending', 'complete', took]] };
  return {
    status,
    changes: [
      ['pending', 'working', took * 0.3],
      ['working', 'complete', took],
    ],
  };
}

/**
 * The rows of `students` (in id order), BATCH residents at a time, one array per table in the column order of
 * DAILY_TABLES; ids are given (the tables start empty). Each resident raises 0 to 4 requests over the year before
 * `now` (two on average), and every month has their payment recorded (nine in ten) or verified (one in ten) and,
 * for every other resident, a visitor signed in and out.
 */
function* dailyBatches(students, now, { hostelId, adminId }) {
  const random = seededRandom(20261126);
  const ids = { requests: 0, request_status_changes: 0, activities: 0, visitors: 0 };
  const yearAgo = now.getTime() - 365 * DAY;
  for (let first = 0; first < students.length; first += BATCH) {
    const rows = { requests: [], request_status_changes: [], activities: [] };
    const activity = (action, subjectType, subjectId, label, detail, at) =>
      rows.activities.push([++ids.activities, hostelId, adminId, action, subjectType, subjectId, label, detail, at]);
    for (let index = first; index < Math.min(first + BATCH, students.length); index++) {
      const { id: studentId, name, room_number: roomNumber } = students[index];
      const count = Math.floor(random() * 5);
      for (let k = 0; k < count; k++) {
        const raisedAt = new Date(yearAgo + Math.floor(random() * (365 * DAY - 60_000)));
        const type = typeOf(random());
        const text = pick(random, TEXTS[type]);
        const { status, changes } = historyOf(random, now.getTime() - raisedAt.getTime());
        const requestId = ++ids.requests;
        const lastChange = changes.length ? new Date(raisedAt.getTime() + changes.at(-1)[2]) : null;
        rows.requests.push([
          requestId,
          hostelId,
          type,
          text,
          studentId,
          roomNumber ?? null,
          status,
          raisedAt,
          adminId,
          lastChange,
        ]);
        activity('request.raised', 'student', studentId, name, `${TYPE_LABELS[type]}: ${text}`, raisedAt);
        for (const [from, to, after] of changes) {
          const at = new Date(raisedAt.getTime() + after);
          const note = to === 'complete' && random() < 0.3 ? 'Done' : null;
          rows.request_status_changes.push([
            ++ids.request_status_changes,
            hostelId,
            requestId,
            from,
            to,
            adminId,
            at,
            note,
          ]);
          const change = `${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}${note ? ` (${note})` : ''}`;
          activity('request.status_changed', 'student', studentId, name, `${TYPE_LABELS[type]}: ${change}`, at);
        }
      }
      for (let month = 0; month < 12; month++) {
        const at = new Date(yearAgo + month * 30 * DAY + Math.floor(random() * 28 * DAY));
        activity(random() < 0.9 ? 'payment.recorded' : 'payment.verified', 'student', studentId, name, null, at);
        if ((index + month) % 2 === 0) {
          const visitor = ++ids.visitors;
          const label = `Visitor of ${name}`;
          activity('visitor.signed_in', 'visitor', visitor, label, null, new Date(at.getTime() + 2 * HOUR));
          activity('visitor.signed_out', 'visitor', visitor, label, null, new Date(at.getTime() + 4 * HOUR));
        }
      }
    }
    yield rows;
  }
}

/**
 * Loads the year through `db` (the interface of lib/seed-ledger.mjs: all, exec, insert, finish). Answers how many
 * requests, status changes and activity rows went in, and how many requests are open.
 */
export async function seedDaily(db, now = new Date()) {
  const [context] = await db.all(
    "SELECT h.id AS hostel_id, u.id AS admin_id FROM hostels h JOIN users u ON u.hostel_id = h.id WHERE u.role = 'admin'",
  );
  const students = await db.all(
    `SELECT s.id, s.name, r.room_number FROM students s
     LEFT JOIN beds b ON b.current_student_id = s.id LEFT JOIN rooms r ON r.id = b.room_id
     WHERE s.archived_at IS NULL ORDER BY s.id`,
  );
  const counts = { requests: 0, statusChanges: 0, activities: 0, open: 0 };
  for (const rows of dailyBatches(students, now, { hostelId: context.hostel_id, adminId: context.admin_id })) {
    await db.exec('BEGIN');
    for (const [table, tableRows] of Object.entries(rows))
      if (tableRows.length) await db.insert(table, Object.keys(DAILY_TABLES[table]), tableRows);
    await db.exec('COMMIT');
    counts.requests += rows.requests.length;
    counts.statusChanges += rows.request_status_changes.length;
    counts.activities += rows.activities.length;
    counts.open += rows.requests.filter((row) => row[6] !== 'complete').length;
  }
  await db.finish();
  return counts;
}
