import passport from 'passport';
import { DataSource } from 'typeorm';
import { JwtStrategy } from '../../src/auth/jwt.strategy';
import { AttemptLimiter } from '../../src/common/attempt-limiter';
import { RecurringJobs } from '../../src/jobs/recurring-jobs';
import { ConsoleSmsProvider } from '../../src/sms/console-sms.provider';
import type { TestApp } from './test-app';

/**
 * Putting an app back as it was just booted, in a few milliseconds instead of a boot's second (fresh-app.ts between
 * tests, the app pool of test-app.ts between files):
 * - every table as the boot left it (emptied, the rows migrations or the demo seed inserted put back, ids counting
 *   from 1 again);
 * - what the app keeps in memory: the per-address attempt counts, the dev SMS outbox, the recurring jobs' last slots;
 * - the fake clock at its start;
 * - its bearer-token check as passport's 'jwt' strategy: passport keeps one per name for the whole process, and the
 *   app booted last took it (an app on another database, whose sessions are not this app's).
 */

/** Tables the migrations own and no test changes: the migration history (TypeORM's own). */
const KEPT = new Set(['migrations', 'typeorm_metadata']);

type Row = Record<string, unknown>;
export interface Booted {
  tables: string[];
  rows: Map<string, Row[]>;
  /** PostgreSQL: the tables in an order that deletes every referencing row before the row it references. */
  deleteOrder?: string[];
  /** PostgreSQL: the schema's sequences, each restarted at 1. */
  sequences?: string[];
  /**
   * SQLite: the triggers that refuse a DELETE (the ledger is append-only in the database itself), each with its CREATE
   * statement: dropped for the put-back's deletes and created again, inside its transaction.
   */
  deleteGuards?: { name: string; sql: string }[];
  /** PostgreSQL: the tables with a trigger that refuses a DELETE, their triggers disabled for the put-back's deletes. */
  guardedTables?: string[];
}

async function tablesOf(ds: DataSource): Promise<string[]> {
  if (ds.options.type === 'postgres') {
    const rows: { name: string }[] = await ds.query(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    );
    return rows.map((r) => r.name).filter((name) => !KEPT.has(name));
  }
  const all: { name: string; sql: string | null }[] = await ds.query(
    `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  // A full-text table's own storage (its shadow tables) follows its content table through the app's triggers.
  const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name);
  return all
    .map((t) => t.name)
    .filter((name) => !KEPT.has(name) && !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What putBack restores: the tables' rows as they are now (just after a boot). */
export async function bootedState(t: TestApp): Promise<Booted> {
  const ds = t.app.get(DataSource);
  const tables = await tablesOf(ds);
  const rows = new Map<string, Row[]>();
  for (const table of tables) {
    const found: Row[] = await ds.query(`SELECT * FROM ${quoted(table)}`);
    if (found.length) rows.set(table, found);
  }
  if (ds.options.type !== 'postgres') {
    const triggers: { name: string; sql: string }[] = await ds.query(
      `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`,
    );
    const deleteGuards = triggers.filter((t) => /\bBEFORE\s+DELETE\b/i.test(t.sql) && /\bRAISE\s*\(/i.test(t.sql));
    return { tables, rows, deleteGuards };
  }
  const guarded: { name: string }[] = await ds.query(
    `SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
        AND pg_get_triggerdef(t.oid) ~ 'BEFORE .*DELETE'`,
  );
  const references: { child: string; parent: string }[] = await ds.query(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
      WHERE k.contype = 'f' AND child.relnamespace = current_schema()::regnamespace AND k.conrelid <> k.confrelid`,
  );
  const sequences: { name: string }[] = await ds.query(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = current_schema()::regnamespace`,
  );
  return {
    tables,
    rows,
    deleteOrder: childrenFirst(tables, references),
    sequences: sequences.map((r) => r.name),
    guardedTables: guarded.map((g) => g.name),
  };
}

/** The tables ordered so that each comes before every table it references; undefined when references form a cycle. */
function childrenFirst(tables: string[], references: { child: string; parent: string }[]): string[] | undefined {
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size) {
    // A table no remaining table references can go now.
    const free = [...left].filter((t) => !references.some((r) => r.parent === t && r.child !== t && left.has(r.child)));
    if (!free.length) return undefined;
    for (const table of free) {
      order.push(table);
      left.delete(table);
    }
  }
  return order;
}

function privateField<T>(owner: object, field: string): T {
  const value = (owner as Record<string, unknown>)[field];
  if (value === undefined) throw new Error(`${owner.constructor.name} has no field ${field}: update put-back.ts`);
  return value as T;
}

/** The app as it was just booted: its tables' rows, its sequences, what it keeps in memory and its clock. */
export async function putBack(t: TestApp, booted: Booted) {
  t.clock.reset();
  passport.use('jwt', t.app.get(JwtStrategy));
  privateField<Map<string, number[]>>(t.app.get(AttemptLimiter), 'attempts').clear();
  privateField<unknown[]>(t.app.get(ConsoleSmsProvider), 'messages').length = 0;
  privateField<Map<string, string>>(t.app.get(RecurringJobs), 'scheduled').clear();

  const ds = t.app.get(DataSource);
  const postgres = ds.options.type === 'postgres';
  if (!postgres) await ds.query('PRAGMA foreign_keys = OFF');
  try {
    await ds.transaction(async (manager) => {
      for (const table of booted.guardedTables ?? [])
        await manager.query(`ALTER TABLE ${quoted(table)} DISABLE TRIGGER USER`);
      for (const guard of booted.deleteGuards ?? []) await manager.query(`DROP TRIGGER ${quoted(guard.name)}`);
      // PostgreSQL: DELETE, children first, and the sequences restarted. TRUNCATE gives every table and index a new
      // file, which cost most of a put-back (0.7 to 1 s on a busy machine against about 0.1 s).
      if (postgres && booted.deleteOrder) {
        await manager.query(booted.deleteOrder.map((table) => `DELETE FROM ${quoted(table)};`).join('\n'));
        await manager.query(`SELECT setval(quote_ident(s)::regclass, 1, false) FROM unnest($1::text[]) AS s`, [
          booted.sequences,
        ]);
      } else if (postgres)
        await manager.query(`TRUNCATE ${booted.tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
      else {
        for (const table of booted.tables) await manager.query(`DELETE FROM ${quoted(table)}`);
        await manager.query('DELETE FROM sqlite_sequence');
      }
      for (const table of booted.guardedTables ?? [])
        await manager.query(`ALTER TABLE ${quoted(table)} ENABLE TRIGGER USER`);
      for (const guard of booted.deleteGuards ?? []) await manager.query(guard.sql);
      for (const [table, rows] of booted.rows) {
        for (const row of rows) {
          const columns = Object.keys(row);
          const marks = columns.map((_, i) => (postgres ? `$${i + 1}` : '?'));
          await manager.query(
            `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES (${marks.join(', ')})`,
            columns.map((c) => row[c]),
          );
        }
        if (postgres)
          await manager.query(
            `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT MAX(id) FROM ${quoted(table)}))
             WHERE pg_get_serial_sequence($1, 'id') IS NOT NULL`,
            [table],
          );
      }
    });
  } finally {
    if (!postgres) await ds.query('PRAGMA foreign_keys = ON');
  }
}
