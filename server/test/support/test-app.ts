import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { FakeClock } from './fake-clock';

export type TestDatabase = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DATABASES: TestDatabase[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: NestExpressApplication;
  clock: FakeClock;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

async function withPg<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts the real application through the same createApp()/bootstrap() as main.ts, on a fresh
 * in-memory SQLite database or a fresh PostgreSQL schema, with a fake clock.
 */
export async function startTestApp(
  db: TestDatabase = 'sqlite',
  env: Record<string, string> = {},
  logger: LoggerService | false = false,
): Promise<TestApp> {
  const schema = db === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await withPg((client) => client.query(`CREATE SCHEMA ${schema}`));
  const clock = new FakeClock();
  const app = await createApp(testConfig(schema, env), { clock, logger });
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

/**
 * A second server process on the first one's PostgreSQL schema, with the same clock: two apps on one database, each
 * with its own pool, worker and SMS outbox. Close it before the first.
 */
export async function startSecondApp(first: TestApp): Promise<NestExpressApplication> {
  const schema = (first.app.get(DataSource).options as { schema?: string }).schema;
  if (!schema) throw new Error('A second process shares a PostgreSQL schema');
  return createApp(testConfig(schema, {}), { clock: first.clock, logger: false });
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
