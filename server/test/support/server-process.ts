import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { FakeClock } from './fake-clock';
import { type TestApp, type TestDatabase, withPg } from './test-app';

const SERVER_DIR = resolve(__dirname, '..', '..');

/**
 * The server in a process of its own, from the sources as the tests run them (swc, with jest's options; the shared
 * rules package from its source): the app main.ts builds, on the fake clock's fixed day, listening on a free port of
 * 127.0.0.1, which it prints once it answers. A process can be killed (SIGKILL) in the middle of a write, which an app in
 * the test's own process cannot.
 */
const SERVER_SCRIPT = `
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');
const rules = path.resolve('../packages/rules/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@hostel-admin/rules' ? rules : request, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const { createApp } = require('./src/bootstrap');
const { loadConfig } = require('./src/config/app-config');
const { FakeClock } = require('./test/support/fake-clock');
createApp(loadConfig(), { clock: new FakeClock(), logger: false }).then(async (app) => {
  await app.listen(0, '127.0.0.1');
  console.log('listening ' + app.getHttpServer().address().port);
});
`;

/** Where a server keeps its data: a new SQLite file in a new folder, or a new PostgreSQL schema. */
export interface ServerData {
  env: Record<string, string>;
  sqlitePath?: string;
  drop: () => Promise<void>;
}

export async function newServerData(db: TestDatabase): Promise<ServerData> {
  const dir = mkdtempSync(join(tmpdir(), 'hostel-admin-server-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO_DATA: 'false',
    RUN_JOBS: 'false',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    LOGIN_CODES_PER_ADDRESS: '0',
    LOGIN_TRIES_PER_ADDRESS: '0',
  };
  if (db === 'sqlite') {
    const sqlitePath = join(dir, 'hostel-admin.sqlite');
    return { env: { ...env, SQLITE_PATH: sqlitePath }, sqlitePath, drop: async () => undefined };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withPg((client) => client.query(`CREATE SCHEMA ${schema}`));
  return {
    env: { ...env, DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema },
    drop: () => withPg((client) => client.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => undefined),
  };
}

/** The real app in this process on that data (a boot, or the restart after a crash), as the API tests use one. */
export async function appOn(env: Record<string, string>): Promise<TestApp> {
  const clock = new FakeClock();
  const app = await createApp(loadConfig(env, { persistSecret: false }), { clock, logger: false });
  return { app, clock, http: () => request(app.getHttpServer()), close: () => app.close() };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Its exit: the code, or the signal that ended it. */
  exited: Promise<number | string | null>;
}

/** Starts the server on that data and waits (at most two minutes on a busy machine) until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['-e', SERVER_SCRIPT], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  let output = '';
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        done(Number(found[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before it listened:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, exited };
}
