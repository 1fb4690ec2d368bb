import { DataSource } from 'typeorm';
import { AttemptLimiter } from '../../src/common/attempt-limiter';
import { RecurringJobs } from '../../src/jobs/recurring-jobs';
import { ConsoleSmsProvider } from '../../src/sms/console-sms.provider';
import { startTestApp, TestApp, TestDatabase } from './test-app';

/** Tables the migrations own and no test changes: the migration history (TypeORM's own). */
const KEPT = new Set(['migrations', 'typeorm_metadata']);

type Row = Record<string, unknown>;
interface Booted {
  tables: string[];
  rows: Map<string, Row[]>;
  /** PostgreSQL: the tables in an order that deletes every referencing row before the row it references. */
  deleteOrder?: string[];
  /** PostgreSQL: the schema's sequences, each restarted at 1. */
  sequences?: string[];
}

/**
 * For files whose every test wants the app as it was just booted (register, auth, sessions, passwords, the GraphQL
 * base): one app per describe block, put back before each test instead of booted again. A boot builds the whole
 * Nest application and migrates a new database (0.35 s on SQLite, 0.6 s on PostgreSQL, hundreds of times in these
 * files); putting it back takes a few milliseconds:
 * - every table as the migrations left it (emptied, the rows migrations insert put back, ids counting from 1 again);
 * - what the app keeps in memory: the per-address attempt counts, the dev SMS outbox, the recurring jobs' last slots;
 * - the fake clock at its start, and every jest spy restored.
 * A test that needs other settings (an env) starts its own app with startTestApp, as before.
 */
export function freshAppForEachTest(db: TestDatabase): () => Promise<TestApp> {
  let app: TestApp | undefined;
  let booted: Booted | undefined;
  afterAll(async () => {
    await app?.close();
    app = undefined;
  });
  return async () => {
    if (!app) {
      app = await startTestApp(db);
      booted = await bootedState(app);
    } else {
      await putBack(app, booted!);
    }
    return app;
  };
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

async function bootedState(t: TestApp): Promise<Booted> {
  const ds = t.app.get(DataSource);
  const tables = await tablesOf(ds);
  const rows = new Map<string, Row[]>();
  for (const table of tables) {
    const found: Row[] = await ds.query(`SELECT * FROM ${quoted(table)}`);
    if (found.length) rows.set(table, found);
  }
  if (ds.options.type !== 'postgres') return { tables, rows };
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
  return { tables, rows, deleteOrder: childrenFirst(tables, references), sequences: sequences.map((r) => r.name) };
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
  if (value === undefined) throw new Error(`${owner.constructor.name} has no field ${field}: update fresh-app.ts`);
  return value as T;
}

async function putBack(t: TestApp, booted: Booted) {
  jest.restoreAllMocks();
  t.clock.reset();
  privateField<Map<string, number[]>>(t.app.get(AttemptLimiter), 'attempts').clear();
  privateField<unknown[]>(t.app.get(ConsoleSmsProvider), 'messages').length = 0;
  privateField<Map<string, string>>(t.app.get(RecurringJobs), 'scheduled').clear();

  const ds = t.app.get(DataSource);
  const postgres = ds.options.type === 'postgres';
  if (!postgres) await ds.query('PRAGMA foreign_keys = OFF');
  try {
    await ds.transaction(async (manager) => {
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
