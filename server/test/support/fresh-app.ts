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
  return { tables, rows };
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
      if (postgres) await manager.query(`TRUNCATE ${booted.tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
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
