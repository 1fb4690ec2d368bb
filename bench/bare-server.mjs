#!/usr/bin/env node
// The bare reference of api-cost.mjs: node:http and better-sqlite3, no framework. It answers the same four requests
// as the real server (`{ me { id } }`, the rooms page of 25, the students page of 25 by name, the students search
// "sharma") with the same JSON, running the same SQL statements the real server runs for them (read from a trace of
// its better-sqlite3 statements) and the same token check: the JWT verified by jsonwebtoken, HS256, with a key object
// made once, then the session and its user, kept while the database's token (total_changes, data_version) is unchanged
// as the server's ReadCache keeps them. What is left between the two is the stack: Express, Nest, Apollo, graphql-js,
// TypeORM, logging.
//
//   SQLITE_FILE=… JWT_SECRET_FILE=… [PORT=0] node bench/bare-server.mjs   → prints `listening <port>` on stdout
import { createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'server/package.json'));
const Database = require('better-sqlite3');
const jwt = require('jsonwebtoken');

const db = new Database(process.env.SQLITE_FILE);
// The server's pragmas (server/src/database/data-source-options.ts), WAL included.
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -32768');
db.pragma('mmap_size = 268435456');

const key = createSecretKey(Buffer.from(readFileSync(process.env.JWT_SECRET_FILE, 'utf8').trim()));

const statement = (sql) => db.prepare(sql);
const TOKEN = statement(
  'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
).raw(true);
const SESSION = statement(`SELECT s.user_id, s.revoked_at, s.expires_at,
    u.hostel_id, u.role, u.is_active, u.token_version, u.student_id
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`);
const USER = statement(
  'SELECT id, hostel_id, full_name, phone_number, email, role, aadhar_or_pan, position, pincode, city, state, district, other_address, student_id, is_active, password_changed_at, token_version, created_at, updated_at FROM users WHERE id = ? LIMIT 1',
);
const ROOMS_PAGE = statement(
  'SELECT id, hostel_id, room_number, floor, room_type, is_ac, total_beds, beds_occupied, availability, created_at, updated_at FROM rooms WHERE hostel_id = ? ORDER BY room_number ASC, id ASC LIMIT ? OFFSET ?',
);
// The server's total of a page without a search or a filter: the kept count (housing/rooms/rooms.service.ts;
// BARE_RECOUNT=1 counts the rows, as the server did before).
const ROOMS_COUNT = statement(
  process.env.BARE_RECOUNT === '1'
    ? 'SELECT COUNT(1) AS n FROM rooms WHERE hostel_id = ?'
    : 'SELECT COALESCE(SUM(rooms), 0) AS n FROM room_counts WHERE hostel_id = ?',
).pluck();
const STUDENTS_PAGE = statement(
  'SELECT s.id AS id FROM students s WHERE s.archived_at IS NULL AND s.hostel_id = ? ORDER BY lower(s.name) ASC, s.id ASC LIMIT ? OFFSET ?',
).pluck();
// The server's count of a page without a search: the kept count (students/student-list.sql.ts; BARE_RECOUNT=1 counts
// the rows, as the server did before).
const STUDENTS_COUNT = statement(
  process.env.BARE_RECOUNT === '1'
    ? 'SELECT COUNT(*) AS n FROM students s WHERE s.archived_at IS NULL AND s.hostel_id = ?'
    : 'SELECT COALESCE(SUM(current_residents), 0) AS n FROM resident_counts WHERE hostel_id = ?',
).pluck();
// A search of 3 characters or more, sorted by name: the server's one read of the full-text table for the page and both
// counts (students/student-list.sql.ts, narrowInOne), or for the counts alone when the page is empty.
const MATCHES = `WITH m AS MATERIALIZED (SELECT rowid AS id FROM students_search WHERE students_search MATCH ? LIMIT 4000),
  candidates AS MATERIALIZED (SELECT s.id AS id, lower(s.name) AS sort_key FROM m CROSS JOIN students s ON s.id = m.id
    WHERE s.archived_at IS NULL AND s.hostel_id = ?)`;
const COUNTS = '(SELECT COUNT(*) FROM m) AS matched, (SELECT COUNT(*) FROM candidates) AS total';
const SEARCH_PAGE = statement(
  `${MATCHES} SELECT id, ${COUNTS} FROM candidates ORDER BY sort_key ASC, id ASC LIMIT ? OFFSET ?`,
);
const SEARCH_COUNTS = statement(`${MATCHES} SELECT ${COUNTS}`);
/** Statements over a list of ids, `IN (?, …)` as TypeORM writes them, one prepared statement per length. */
function byIds(sql) {
  const prepared = new Map();
  return (ids) => {
    if (!prepared.has(ids.length))
      prepared.set(ids.length, statement(sql.replace('(:ids)', `(${ids.map(() => '?').join(', ')})`)));
    return prepared.get(ids.length).all(...ids);
  };
}
const studentsById = byIds(
  'SELECT id, hostel_id, name, email, phone, move_in_date, archived_at, created_at, updated_at FROM students WHERE id IN (:ids)',
);
const roomNumbers = byIds(
  'SELECT b.current_student_id AS studentId, r.room_number AS roomNumber FROM beds b INNER JOIN rooms r ON r.id = b.room_id WHERE b.current_student_id IN (:ids)',
);

function databaseToken() {
  if (db.inTransaction) return null;
  const [changes, version] = TOKEN.get();
  return `${version}:${changes}`;
}

/** The server's ReadCache, reduced: a read kept while the database's token is the same before and after it. */
function keptRead(read) {
  const entries = new Map();
  return (requestToken, key) => {
    const entry = entries.get(key);
    if (requestToken !== null && entry?.token === requestToken) return entry.value;
    const value = read(key);
    const after = requestToken === null ? null : databaseToken();
    if (after !== null && after === requestToken) entries.set(key, { token: after, value });
    return value;
  };
}
const sessionCheck = keptRead((sid) => SESSION.get(sid) ?? null);
const signedInUser = keptRead((id) => USER.get(id) ?? null);

class Refused extends Error {}

/** The server's token check: signature and expiry (jsonwebtoken, HS256), then the session open and its user unchanged. */
function caller(request, requestToken) {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) throw new Refused();
  let payload;
  try {
    payload = jwt.verify(bearer, key, { algorithms: ['HS256'] });
  } catch {
    throw new Refused();
  }
  const row = typeof payload.sid === 'string' ? sessionCheck(requestToken, payload.sid) : null;
  const expiresAt = row && new Date(`${row.expires_at.replace(' ', 'T')}Z`);
  if (!row || row.revoked_at !== null || !(expiresAt > new Date())) throw new Refused();
  if (
    Number(row.user_id) !== payload.sub ||
    !row.is_active ||
    Number(row.token_version) !== payload.ver ||
    row.role !== payload.role ||
    Number(row.hostel_id) !== payload.hid
  )
    throw new Refused();
  return { userId: Number(row.user_id), hostelId: Number(row.hostel_id) };
}

/** The residents of a page in its order, each with the number of the room of their bed (null without one). */
function studentsOf(ids) {
  if (!ids.length) return [];
  const byId = new Map(studentsById(ids).map((s) => [s.id, s]));
  const rooms = new Map(roomNumbers(ids).map((r) => [r.studentId, r.roomNumber]));
  return ids
    .map((id) => byId.get(id))
    .filter(Boolean)
    .map((s) => ({
      id: String(s.id),
      name: s.name,
      email: s.email,
      phone: s.phone,
      moveInDate: s.move_in_date,
      roomNumber: rooms.get(s.id) ?? null,
    }));
}

const offsetOf = (page, pageSize) => (page - 1) * pageSize;

function answer(body, who, requestToken) {
  const { query, variables = {} } = body;
  if (/^\s*\{\s*me\s*\{\s*id\s*\}\s*\}\s*$/.test(query)) {
    const user = signedInUser(requestToken, who.userId);
    return { me: { id: String(user.id) } };
  }
  const pageSize = variables.pageSize ?? 25;
  const offset = offsetOf(variables.page ?? 1, pageSize);
  if (/\brooms\s*\(/.test(query)) {
    const items = ROOMS_PAGE.all(who.hostelId, pageSize, offset).map((r) => ({
      id: String(r.id),
      roomNumber: r.room_number,
      floor: r.floor,
      isAc: r.is_ac === 1,
      roomType: r.room_type,
      availability: r.availability,
      bedsOccupied: r.beds_occupied,
      totalBeds: r.total_beds,
    }));
    return { rooms: { totalCount: ROOMS_COUNT.get(who.hostelId), items } };
  }
  if (/\bstudents\s*\(/.test(query)) {
    const search = variables.search?.trim().toLowerCase();
    if (!search) {
      const ids = STUDENTS_PAGE.all(who.hostelId, pageSize, offset);
      return { students: { totalCount: STUDENTS_COUNT.get(who.hostelId), items: studentsOf(ids) } };
    }
    const phrase = `"${search.replace(/"/g, '""')}"`;
    const rows = SEARCH_PAGE.all(phrase, who.hostelId, pageSize, offset);
    const counts = rows[0] ?? SEARCH_COUNTS.get(phrase, who.hostelId);
    // The server's narrow path (fewer than 4,000 matches): the only one the benchmark's "sharma" takes.
    if (counts.matched >= 4000) throw new Error('a broad search: not in the bare reference');
    return { students: { totalCount: counts.total, items: studentsOf(rows.map((row) => row.id)) } };
  }
  throw new Error('not a request the bare reference answers');
}

function send(response, status, value) {
  const text = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/graphql') return send(response, 404, { error: 'not found' });
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      // One token a request, as the server's read-only requests take it once for all their kept reads.
      const requestToken = databaseToken();
      send(response, 200, { data: answer(body, caller(request, requestToken), requestToken) });
    } catch (error) {
      if (error instanceof Refused) send(response, 401, { errors: [{ message: 'Unauthorized' }] });
      else send(response, 400, { errors: [{ message: String(error.message) }] });
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => (db.close(), process.exit(0))));
