#!/usr/bin/env node
// What the stack costs per request: the real server against a bare node:http + better-sqlite3 server
// (bare-server.mjs) that runs the same SQL statements and the same token check, on the same SQLite file of 100,000
// residents, under autocannon at 1, 10 and 50 connections. Each figure is also given as a ratio to the bare server's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchLayout } from './lib/layout.mjs';
import { ADMIN_PHONE, CURRENT_RESIDENTS } from './lib/residents.mjs';
import { recountHostels } from './lib/seed-counts.mjs';
import { withSqliteLoader } from './lib/seed-ledger-sqlite.mjs';
import { forgetLoginCodesSqlite, seedSqlite } from './lib/seed-sqlite.mjs';
import { cpuMs, ensureServerBuilt, login, ROOT, startServer } from './lib/server.mjs';

const RESIDENTS = Number(process.env.BENCH_RESIDENTS ?? CURRENT_RESIDENTS);
/** Seconds of each measurement (one server, one request, one number of connections). */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
/** BENCH_KEEP=1 keeps the loaded file in $TMPDIR/hostel-bench-api-cost-<residents>/ and reuses it on the next run. */
const KEEP = process.env.BENCH_KEEP === '1';

const ROOMS_PAGE = `query RoomListPage($where: RoomsWhere, $page: Int!, $pageSize: Int!) {
  rooms(where: $where, page: $page, pageSize: $pageSize) { totalCount items { id roomNumber floor isAc roomType availability bedsOccupied totalBeds } }
}`;
const STUDENTS_PAGE = `query Students($search: String, $page: Int!) {
  students(search: $search, orderBy: { field: NAME, direction: ASC }, page: $page, pageSize: 25) {
    totalCount items { id name email phone moveInDate roomNumber }
  }
}`;
const ALL_SCENARIOS = [
  ['me { id }', { query: '{ me { id } }' }],
  ['rooms page of 25', { query: ROOMS_PAGE, variables: { page: 1, pageSize: 25 } }],
  ['students page of 25 by name', { query: STUDENTS_PAGE, variables: { page: 1 } }],
  ['students search "sharma"', { query: STUDENTS_PAGE, variables: { page: 1, search: 'sharma' } }],
];
/** BENCH_SCENARIOS=me,rooms: only the scenarios whose label starts with one of these. */
const SCENARIOS = process.env.BENCH_SCENARIOS
  ? ALL_SCENARIOS.filter(([label]) => process.env.BENCH_SCENARIOS.split(',').some((s) => label.startsWith(s)))
  : ALL_SCENARIOS;

async function prepare() {
  const dataDir = KEEP
    ? join(tmpdir(), `hostel-bench-api-cost-${RESIDENTS}`)
    : mkdtempSync(join(tmpdir(), 'hostel-bench-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', SQLITE_PATH: 'bench.sqlite', RUN_JOBS: 'false' };
  const file = join(dataDir, 'bench.sqlite');
  if (KEEP && existsSync(join(dataDir, 'loaded'))) {
    console.log(`[bench] reusing ${dataDir}`);
    // Each run's sign-in code counts towards the hourly limit of codes per phone: forget the earlier runs'.
    forgetLoginCodesSqlite(file);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    await (await startServer(env)).stop(); // the app's migrations build the schema
    const started = Date.now();
    seedSqlite(file, benchLayout(RESIDENTS));
    await withSqliteLoader(file, (db) => recountHostels(db, false));
    console.log(`[bench] loaded ${RESIDENTS} residents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (KEEP) writeFileSync(join(dataDir, 'loaded'), new Date().toISOString());
  }
  return { env, file, dataDir, cleanup: () => KEEP || rmSync(dataDir, { recursive: true, force: true }) };
}

/** Starts bare-server.mjs on the file and the server's own JWT secret; answers its url and how to stop it. */
function startBare(file, dataDir) {
  // BENCH_BARE_SERVER: another bare server (an older version's statements), as BENCH_SERVER_MAIN is another server.
  const child = spawn(process.execPath, [process.env.BENCH_BARE_SERVER ?? join(ROOT, 'bench/bare-server.mjs')], {
    env: { ...process.env, SQLITE_FILE: file, JWT_SECRET_FILE: join(dataDir, 'jwt-secret') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare-server.mjs exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const port = /listening (\d+)/.exec(String(chunk))?.[1];
      if (port)
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) });
    });
  });
}

async function post(url, token, body) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * The process's resident memory now (MB), from /proc: all of it, and the file-backed part (RssFile: the node binary
 * and its libraries, and the database file's pages read through SQLite's memory map, which the kernel may drop and
 * read again: page cache counted in the process).
 */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]);
    return { total: kb('VmRSS') / 1024, file: kb('RssFile') / 1024 };
  } catch {
    return { total: 0, file: 0 };
  }
}

/** autocannon for DURATION seconds; req/s, latency, the server's CPU per request and its peak RSS meanwhile. */
async function load(target, token, body, connections, duration = DURATION) {
  let peak = { total: 0, file: 0 };
  const sampler = setInterval(() => {
    const now = rssMb(target.pid);
    if (now.total > peak.total) peak = now;
  }, 200);
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({
    url: `${target.url}/graphql`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  clearInterval(sampler);
  // A refused or failed answer is a bug of either server; a request over autocannon's 10 s is counted and shown.
  if (result.non2xx) throw new Error(`${target.url}: ${result.non2xx} answers not 200 of ${result.requests.total}`);
  return {
    timeouts: result.timeouts,
    reqPerSec: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerReq: (cpuMs(target.pid) - cpuBefore) / result.requests.total,
    rssMb: peak,
  };
}

const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const row = (cells) => `| ${cells.join(' | ')} |`;

// BENCH_SERVER_MAIN runs a build of its own (bench/lib/server.mjs): the checkout's is not needed then.
if (!process.env.BENCH_SERVER_MAIN) ensureServerBuilt();
const { env, file, dataDir, cleanup } = await prepare();
const real = await startServer(env);
const bare = await startBare(file, dataDir);
const results = [];
try {
  const token = await login(real.url, ADMIN_PHONE);
  for (const [label, body] of SCENARIOS) {
    const [mine, theirs] = await Promise.all([post(real.url, token, body), post(bare.url, token, body)]);
    if (mine.status !== 200 || JSON.stringify(JSON.parse(mine.text)) !== JSON.stringify(JSON.parse(theirs.text)))
      throw new Error(
        `${label}: the bare server answers otherwise:\n${mine.text.slice(0, 400)}\n${theirs.text.slice(0, 400)}`,
      );
  }
  console.log(
    `[bench] both servers answer the same JSON; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    row([
      'request',
      'connections',
      'server req/s',
      'p50',
      'p99',
      'CPU/req',
      'bare req/s',
      'p50',
      'p99',
      'CPU/req',
      'ratio',
      'CPU ratio',
      'server RSS',
      '',
    ]),
  );
  console.log(row(Array(14).fill('---')));
  for (const [label, body] of SCENARIOS) {
    // Warm both (V8's compiler, SQLite's page cache) before measuring.
    for (const target of [real, bare]) await load(target, token, body, 10, 2);
    for (const connections of CONNECTIONS) {
      const server = await load(real, token, body, connections);
      const reference = await load(bare, token, body, connections);
      const ratio = server.reqPerSec / reference.reqPerSec;
      results.push({ label, connections, server, bare: reference, ratio, loadavg: loadavg() });
      console.log(
        row([
          label,
          connections,
          server.reqPerSec.toFixed(0),
          ms(server.p50),
          ms(server.p99),
          `${server.cpuPerReq.toFixed(2)} ms`,
          reference.reqPerSec.toFixed(0),
          ms(reference.p50),
          ms(reference.p99),
          `${reference.cpuPerReq.toFixed(2)} ms`,
          ratio.toFixed(2),
          (reference.cpuPerReq / server.cpuPerReq).toFixed(2),
          `${server.rssMb.total.toFixed(0)} MB (file ${server.rssMb.file.toFixed(0)})`,
          server.timeouts + reference.timeouts ? `timeouts: ${server.timeouts} and ${reference.timeouts}` : '',
        ]),
      );
    }
  }
  const at10 = results.filter((r) => r.connections === 10);
  if (at10.length) {
    const peak = (side) => {
      const top = at10.map((r) => r[side].rssMb).sort((a, b) => b.total - a.total)[0];
      return `${top.total.toFixed(0)} MB (${top.file.toFixed(0)} MB of it file-backed)`;
    };
    console.log(`[bench] peak RSS at 10 connections: server ${peak('server')}, bare ${peak('bare')}`);
  }
  console.log(
    `[bench] load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await Promise.all([real.stop(), bare.stop()]);
  cleanup();
}
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/api-cost.json'), `${JSON.stringify(results, null, 2)}\n`);
