import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { FakeClock } from './fake-clock';
import { checkAnswersAgainstContract } from './openapi-contract';
import { Booted, bootedState, putBack } from './put-back';

export type TestDatabase = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DATABASES: TestDatabase[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: NestExpressApplication;
  clock: FakeClock;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** Runs work on a connection of its own to TEST_DATABASE_URL (a schema made or dropped outside any app). */
export async function withPg<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Boots the real application through the same createApp()/bootstrap() as main.ts, on a fresh in-memory SQLite
 * database or a fresh PostgreSQL schema, with a fake clock.
 */
async function bootTestApp(
  db: TestDatabase,
  env: Record<string, string>,
  logger: LoggerService | false,
): Promise<TestApp> {
  const schema = db === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await withPg((client) => client.query(`CREATE SCHEMA ${schema}`));
  const clock = new FakeClock();
  const app = await createApp(testConfig(schema, env), { clock, logger });
  checkAnswersAgainstContract(app);
  const server = app.getHttpServer();
  return {
    app,
    clock,
    http: () => request(server),
    close: async () => {
      await app.close();
      if (schema) await withPg((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

/** An app no other file gets: for specs that change the database's shape (a migration's down and up). */
export function startOwnTestApp(db: TestDatabase): Promise<TestApp> {
  return bootTestApp(db, {}, false);
}

interface Pooled {
  key: string;
  t: TestApp;
  booted: Booted;
  /** busy: a file uses it; released: closed by its file, whose spies are not restored yet; idle: free to take. */
  state: 'busy' | 'released' | 'idle';
}

/**
 * Apps a group of test files (test/groups) passes from file to file. A boot builds the whole Nest application and
 * migrates a new database: about 0.8 s on SQLite and 1.5 s on PostgreSQL on two busy cores, 170 boots in the server
 * layer, a third of its time. A file's closed app goes back to the pool; the next file that asks for one with the same
 * database and settings gets it put back as it was just booted (put-back.ts), after the group has restored the first
 * file's spies. Without a group (`npx jest <file>`) every app is booted and closed as before.
 */
const pool: Pooled[] = [];
let reuse = false;

/** Apps closed from now on wait for releaseTestApps() and are then handed to the next file (test/groups). */
export function reuseTestApps(): void {
  reuse = true;
}

/** The apps the file that just ended closed are free for the next file: its spies are restored by now. */
export function releaseTestApps(): void {
  const released = pool.filter((p) => p.state === 'released');
  // Last in the pool, so the next file takes the app used last (its pages and statements are the warmest).
  for (const pooled of released) {
    pool.splice(pool.indexOf(pooled), 1);
    pooled.state = 'idle';
    pool.push(pooled);
  }
}

/** Closes every app of the pool, at the end of a group. */
export async function closeTestApps(): Promise<void> {
  const all = pool.splice(0);
  for (const pooled of all) await pooled.t.close();
}

/**
 * The real application, as it is just after a boot: booted now, or (in a group, for the default logger) an app a file
 * before this one closed, put back. Closing it ends it, or gives it back to the pool.
 */
export async function startTestApp(
  db: TestDatabase = 'sqlite',
  env: Record<string, string> = {},
  logger: LoggerService | false = false,
): Promise<TestApp> {
  // A demo-seeded app has thousands of rows to keep and put back, and no group has two files that want one.
  if (!reuse || logger !== false || env.SEED_DEMO_DATA === 'true') return bootTestApp(db, env, logger);
  const key = JSON.stringify([db, Object.entries(env).sort()]);
  let pooled = [...pool].reverse().find((p) => p.state === 'idle' && p.key === key);
  // A put-back that fails fails the file that asked (booting instead would hide it, and the pool would quietly stop).
  if (pooled) await putBack(pooled.t, pooled.booted);
  else {
    const t = await bootTestApp(db, env, logger);
    pooled = { key, t, booted: await bootedState(t), state: 'busy' };
    pool.push(pooled);
  }
  const taken = pooled;
  taken.state = 'busy';
  return {
    ...taken.t,
    close: async () => {
      taken.state = 'released';
    },
  };
}

/**
 * A second server process on the first one's PostgreSQL schema, with the same clock: two apps on one database, each
 * with its own pool, worker and SMS outbox. Close it before the first.
 */
export async function startSecondApp(first: TestApp): Promise<NestExpressApplication> {
  const schema = (first.app.get(DataSource).options as { schema?: string }).schema;
  if (!schema) throw new Error('A second process shares a PostgreSQL schema');
  const app = await createApp(testConfig(schema, {}), { clock: first.clock, logger: false });
  checkAnswersAgainstContract(app);
  return app;
}

/**
 * TEST_DATABASE_URL with commits that do not wait for the disk (`synchronous_commit=off`): a test database is thrown
 * away, and a commit that waits for its WAL flush costs about 4 ms here against 1 ms. What another session sees,
 * locks and conflicts are the same; only a crash of the database server could lose the last commits.
 */
function testDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set(
    'options',
    [url.searchParams.get('options'), '-c synchronous_commit=off'].filter(Boolean).join(' '),
  );
  return url.toString();
}

function testConfig(schema: string | undefined, env: Record<string, string>) {
  return loadConfig(
    {
      NODE_ENV: 'test',
      SQLITE_PATH: ':memory:',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ...(schema ? { DATABASE_URL: testDatabaseUrl(), DATABASE_SCHEMA: schema } : {}),
      WEB_DIST_DIR: '/nonexistent',
      // Request logs would interleave with jest's output; the tests read what they need through the logger they pass.
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
      // Every test request comes from 127.0.0.1; the specs of the per-address limits turn them on.
      LOGIN_CODES_PER_ADDRESS: '0',
      LOGIN_TRIES_PER_ADDRESS: '0',
      ...env,
    },
    { persistSecret: false },
  );
}
