// Bulk-loads the benchmark hostel into a migrated PostgreSQL schema: one transaction, one INSERT … SELECT unnest() per table.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './server.mjs';
import { bedLabel } from './layout.mjs';
import { ADMIN_PHONE } from './residents.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const { Client } = require('pg');

async function withSchema(url, schema, work) {
  const client = new Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createSchema = (url, schema) => withSchema(url, 'public', (c) => c.query(`CREATE SCHEMA ${schema}`));
export const dropSchema = (url, schema) =>
  withSchema(url, 'public', (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

/**
 * A database `name` of its own on the server of `url`, made afresh (a previous run's is dropped first): its URL.
 * Its load, its VACUUM and its dead rows stay out of the database `url` names.
 */
export async function createDatabase(url, name) {
  await dropDatabase(url, name);
  await withSchema(url, 'public', (c) => c.query(`CREATE DATABASE ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}
export const dropDatabase = (url, name) =>
  withSchema(url, 'public', (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

/**
 * The benchmark's own PostgreSQL database `name` on the server of `url`, or its own schema `name` in the URL's
 * database where the role may not create databases: the server's environment, the loaders' URL and schema, and how
 * to drop it.
 */
export async function postgresPlace(url, name) {
  try {
    const own = await createDatabase(url, name);
    return { env: { DATABASE_URL: own }, url: own, schema: 'public', drop: () => dropDatabase(url, name) };
  } catch (error) {
    if (error.code !== '42501') throw error; // insufficient_privilege
    await dropSchema(url, name);
    await createSchema(url, name);
    return { env: { DATABASE_URL: url, DATABASE_SCHEMA: name }, url, schema: name, drop: () => dropSchema(url, name) };
  }
}

/**
 * A kept benchmark database (`BENCH_KEEP`): the place `postgresPlace` made for `name`, if it exists and a finished
 * load marked it with `label` (`markKept`), else undefined. Its `drop` keeps it.
 */
export async function keptPostgresPlace(url, name, label) {
  const own = new URL(url);
  own.pathname = `/${name}`;
  const kept = async (target, schema, env) =>
    withSchema(target, 'public', async (c) => {
      const sql =
        schema === 'public'
          ? "SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()"
          : "SELECT obj_description(oid, 'pg_namespace') AS mark FROM pg_namespace WHERE nspname = $1";
      const { rows } = await c.query(sql, schema === 'public' ? [] : [schema]);
      return rows[0]?.mark === label ? { env, url: target, schema, drop: async () => {} } : undefined;
    });
  try {
    return await kept(own.toString(), 'public', { DATABASE_URL: own.toString() });
  } catch (error) {
    if (error.code !== '3D000') throw error; // invalid_catalog_name: no such database
  }
  return kept(url, name, { DATABASE_URL: url, DATABASE_SCHEMA: name });
}

/**
 * Forgets the sign-in codes earlier runs asked for on a kept place: each counts towards the hourly limit of codes per
 * phone, so the fifth run within an hour would be refused its sign-in.
 */
export const forgetLoginCodes = ({ url, schema }) =>
  withSchema(url, schema, (c) => c.query('DELETE FROM otp_challenges'));

/** Marks a finished load with `label`, for `keptPostgresPlace`. */
export const markKept = ({ url, schema }, label) =>
  withSchema(url, 'public', (c) =>
    schema === 'public'
      ? c.query(`COMMENT ON DATABASE ${new URL(url).pathname.slice(1)} IS '${label}'`)
      : c.query(`COMMENT ON SCHEMA ${schema} IS '${label}'`),
  );

/** Inserts straight into the tables; what the database derives from them (search indexes) it derives itself. */
export function seedPostgres(url, schema, { rooms, beds, residents }) {
  return withSchema(url, schema, async (db) => {
    await db.query('BEGIN');
    const {
      rows: [hostel],
    } = await db.query("INSERT INTO hostels (name, hostel_type) VALUES ('Benchmark Residency', 'co_ed') RETURNING id");
    await db.query(
      "INSERT INTO users (hostel_id, full_name, phone_number, email, role) VALUES ($1, 'Bench Admin', $2, 'bench@example.com', 'admin')",
      [hostel.id, ADMIN_PHONE],
    );

    const { rows: students } = await db.query(
      `INSERT INTO students (hostel_id, name, email, phone, move_in_date, archived_at)
       SELECT $1, u.name, u.email, u.phone, u.move_in_date, u.archived_at
       FROM unnest($2::text[], $3::text[], $4::text[], $5::date[], $6::timestamptz[]) WITH ORDINALITY AS u(name, email, phone, move_in_date, archived_at, n)
       ORDER BY u.n RETURNING id`,
      [
        hostel.id,
        ...['name', 'email', 'phone', 'moveInDate'].map((k) => residents.map((r) => r[k])),
        residents.map((r) => (r.archived ? new Date() : null)),
      ],
    );
    const { rows: roomRows } = await db.query(
      `INSERT INTO rooms (hostel_id, room_number, floor, room_type, is_ac, total_beds, beds_occupied, availability)
       SELECT $1, u.a, u.b, u.c, u.d, u.e, u.f, u.g FROM unnest($2::int[], $3::int[], $4::text[], $5::bool[], $6::int[], $7::int[], $8::text[]) WITH ORDINALITY AS u(a, b, c, d, e, f, g, n)
       ORDER BY u.n RETURNING id`,
      [
        hostel.id,
        ...['roomNumber', 'floor', 'roomType', 'isAc', 'totalBeds', 'bedsOccupied', 'availability'].map((k) =>
          rooms.map((r) => r[k]),
        ),
      ],
    );
    const studentIdOf = (bed) => (bed.resident === null ? null : students[bed.resident].id);
    const { rows: bedRows } = await db.query(
      `INSERT INTO beds (hostel_id, room_id, bed_number, price_per_month_paise, is_occupied, current_student_id, food_plan)
       SELECT $1, u.room_id, u.bed_number, 750000, u.student_id IS NOT NULL, u.student_id, 'veg'
       FROM unnest($2::int[], $3::int[], $4::int[]) WITH ORDINALITY AS u(room_id, bed_number, student_id, n) ORDER BY u.n RETURNING id`,
      [hostel.id, beds.map((b) => roomRows[b.roomIndex].id), beds.map((b) => b.bedNumber), beds.map(studentIdOf)],
    );
    // A seated resident's current stay starts on their move-in date, as check-in writes it.
    const seated = beds.map((bed, i) => ({ bed, id: bedRows[i].id })).filter(({ bed }) => bed.resident !== null);
    const roomNumberOf = (bed) => rooms[bed.roomIndex].roomNumber;
    await db.query(
      `INSERT INTO stays (hostel_id, student_id, bed_id, room_number, bed_label, start_date)
       SELECT $1, u.* FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::date[]) AS u`,
      [
        hostel.id,
        seated.map(({ bed }) => studentIdOf(bed)),
        seated.map(({ id }) => id),
        seated.map(({ bed }) => roomNumberOf(bed)),
        seated.map(({ bed }) => bedLabel(roomNumberOf(bed), bed.bedNumber)),
        seated.map(({ bed }) => residents[bed.resident].moveInDate),
      ],
    );
    await db.query('COMMIT');
    // What autovacuum does soon after a bulk load: statistics for the planner, visibility for index-only scans.
    await db.query('VACUUM ANALYZE');
  });
}
