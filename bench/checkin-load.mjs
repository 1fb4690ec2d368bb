#!/usr/bin/env node
// Check-ins under load at 100,000 residents: 100 concurrent check-ins to distinct free beds (each in a room of its
// own; all must succeed), then 50 concurrent check-ins to one free bed (exactly one may succeed, the others are
// CONFLICT naming the bed). SQLite always; PostgreSQL too when BENCH_DATABASE_URL is set. Prints each burst's p50,
// p99 and slowest answer.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLayout } from './lib/layout.mjs';
import { ADMIN_PHONE, CURRENT_RESIDENTS } from './lib/residents.mjs';
import { recountHostels } from './lib/seed-counts.mjs';
import { withSqliteLoader } from './lib/seed-ledger-sqlite.mjs';
import { createSchema, dropSchema, seedPostgres } from './lib/seed-postgres.mjs';
import { seedSqlite } from './lib/seed-sqlite.mjs';
import { ensureServerBuilt, login, startServer } from './lib/server.mjs';

const RESIDENTS = Number(process.env.BENCH_RESIDENTS ?? CURRENT_RESIDENTS);
const DISTINCT = Number(process.env.BENCH_CHECKINS ?? 100);
const ONE_BED = Number(process.env.BENCH_ONE_BED ?? 50);

const CHECK_IN = `mutation CheckIn($input: CheckInInput!) {
  checkIn(input: $input) { student { id roomNumber } beds { id isOccupied } rooms { id bedsOccupied availability } }
}`;
const FREE_ROOMS = `query FreeRooms($page: Int!) {
  rooms(where: { hasFreeBed: true }, page: $page, pageSize: 100) { items { id beds { id isOccupied } } }
}`;

/** As many sockets as requests in flight: every check-in of a burst is sent at once. */
const agent = new Agent({ keepAlive: true, maxSockets: 200 });

function post(url, token, query, variables) {
  const body = JSON.stringify({ query, variables });
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = httpRequest(
      {
        hostname,
        port,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ ms: performance.now() - started, answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function prepare(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', RUN_JOBS: 'false' };
  const url = process.env.BENCH_DATABASE_URL;
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  if (schema) {
    await createSchema(url, schema);
    Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  } else env.SQLITE_PATH = 'bench.sqlite';
  await (await startServer(env)).stop(); // the app's migrations build the schema
  const started = Date.now();
  const layout = benchLayout(RESIDENTS);
  if (schema) await seedPostgres(url, schema, layout);
  else seedSqlite(join(dataDir, 'bench.sqlite'), layout);
  if (!schema) await withSqliteLoader(join(dataDir, 'bench.sqlite'), (db) => recountHostels(db, false));
  console.log(`[bench] ${kind}: loaded ${RESIDENTS} residents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    env,
    cleanup: async () => (rmSync(dataDir, { recursive: true, force: true }), schema && (await dropSchema(url, schema))),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(label, kind, answers) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const ok = answers.filter((a) => a.answer.data?.checkIn).length;
  const codes = {};
  for (const { answer } of answers)
    for (const e of answer.errors ?? []) {
      const code = `${e.extensions?.code} ${JSON.stringify(e.extensions?.fields ?? e.extensions?.field ?? '')}`;
      codes[code] = (codes[code] ?? 0) + 1;
    }
  const f = (v) => `${v.toFixed(0)} ms`;
  console.log(
    `| ${kind} | ${label} | ${ok} of ${answers.length} | ${JSON.stringify(codes)} | ${f(percentile(ms, 50))} | ${f(percentile(ms, 99))} | ${f(ms.at(-1))} |`,
  );
  return { kind, label, ok, total: answers.length, errors: codes, p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

const input = (n, roomId, bedId) => ({
  name: `Load Resident ${n}`,
  email: `load.resident.${n}@example.com`,
  phone: `6${String(n).padStart(9, '0')}`,
  roomId,
  bedId,
  monthlyRentPaise: 650_000,
  depositPaise: 900_000,
  depositMethod: 'cash',
  rentAgreementDays: 330,
  noticePeriodDays: 30,
});

async function run(kind) {
  const { env, cleanup } = await prepare(kind);
  const server = await startServer(env);
  const results = [];
  try {
    const token = await login(server.url, ADMIN_PHONE);
    // A free bed in each of DISTINCT + 1 rooms: the last one is the bed the second burst fights over.
    const beds = [];
    for (let page = 1; beds.length <= DISTINCT; page++) {
      const { answer } = await post(server.url, token, FREE_ROOMS, { page });
      const rooms = answer.data.rooms.items;
      if (!rooms.length) throw new Error('not enough rooms with a free bed');
      for (const room of rooms) beds.push({ roomId: room.id, bedId: room.beds.find((b) => !b.isOccupied).id });
    }
    // One check-in first, alone, so the burst measures check-ins and not the server's first compilation of them.
    const warm = await post(server.url, token, CHECK_IN, { input: input(0, beds[0].roomId, beds[0].bedId) });
    if (!warm.answer.data?.checkIn) throw new Error(`check-in failed: ${JSON.stringify(warm.answer.errors)}`);
    console.log(
      `[bench] ${kind}: load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      '| database | burst | succeeded | errors | p50 | p99 | slowest |\n| --- | --- | --- | --- | --- | --- | --- |',
    );
    const distinct = await Promise.all(
      beds
        .slice(1, DISTINCT + 1)
        .map((b, i) => post(server.url, token, CHECK_IN, { input: input(1 + i, b.roomId, b.bedId) })),
    );
    results.push(summary(`${DISTINCT} check-ins to distinct beds`, kind, distinct));
    const contested = beds.at(-1);
    const oneBed = await Promise.all(
      Array.from({ length: ONE_BED }, (_, i) =>
        post(server.url, token, CHECK_IN, { input: input(1000 + i, contested.roomId, contested.bedId) }),
      ),
    );
    results.push(summary(`${ONE_BED} check-ins to one bed`, kind, oneBed));
  } finally {
    await server.stop();
    await cleanup();
  }
  return results;
}

// BENCH_SERVER_MAIN runs a build of its own (bench/lib/server.mjs): the checkout's is not needed then.
if (!process.env.BENCH_SERVER_MAIN) ensureServerBuilt();
let failed = false;
for (const kind of process.env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']) {
  const [distinct, oneBed] = await run(kind);
  failed ||= distinct.ok !== distinct.total || oneBed.ok !== 1;
}
agent.destroy();
if (failed) console.log('[bench] FAILED: every check-in to a distinct bed must succeed, and one of those to one bed');
process.exit(failed ? 1 : 0);
