#!/usr/bin/env node
// Daily operations benchmark: 100,000 residents with a year of rent history, requests and activity; the dashboard and
// the request list (search + status filter, page 25), through the real server over HTTP on 127.0.0.1, with the
// documents the web app sends. SQLite always; PostgreSQL too when BENCH_DATABASE_URL is set.
import { existsSync, readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Kind, parse, print, visit } from 'graphql';
import { join } from 'node:path';
import { benchLayout } from './lib/layout.mjs';
import { formatRow, measure } from './lib/measure.mjs';
import { ADMIN_PHONE, CURRENT_RESIDENTS } from './lib/residents.mjs';
import { DAILY_SEQUENCES, DAILY_TABLES, seedDaily } from './lib/seed-daily.mjs';
import { LEDGER_TABLES, seedLedger } from './lib/seed-ledger.mjs';
import { withPostgresLoader } from './lib/seed-ledger-postgres.mjs';
import { withSqliteLoader } from './lib/seed-ledger-sqlite.mjs';
import { forgetLoginCodes, keptPostgresPlace, markKept, postgresPlace, seedPostgres } from './lib/seed-postgres.mjs';
import { recountHostels } from './lib/seed-counts.mjs';
import { forgetLoginCodesSqlite, seedSqlite } from './lib/seed-sqlite.mjs';
import { cpuMs, ensureServerBuilt, graphql, login, ROOT, startServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
/** Current residents (100,000); a smaller number scales rooms, history and all with it, for a quick try. */
const RESIDENTS = Number(process.env.BENCH_RESIDENTS ?? CURRENT_RESIDENTS);

/** The web app's own documents, with the fragment they spread. */
const web = (path) => readFileSync(join(ROOT, 'web/src', path), 'utf8');
const REQUESTS_FRAGMENTS = web('domain/requests/requests.graphql');
/** A page's document with the shared fragments it spreads (GraphQL refuses a document with an unused one). */
function withFragments(source, shared) {
  const document = parse(`${source}\n${shared}`);
  const fragments = new Map(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const used = new Set();
  const spreadsOf = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        if (used.has(spread.name.value)) return;
        used.add(spread.name.value);
        spreadsOf(fragments.get(spread.name.value));
      },
    });
  document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).forEach(spreadsOf);
  const definitions = document.definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION || used.has(d.name.value));
  return print({ ...document, definitions });
}
const DASHBOARD = withFragments(web('features/dashboard/graphql/DashboardPage.graphql'), REQUESTS_FRAGMENTS);
const REQUEST_LIST = withFragments(web('features/requests/graphql/RequestListPage.graphql'), REQUESTS_FRAGMENTS);

/** What staff type in the request list's search: residents' names, words of the text, room numbers; or nothing. */
const SEARCH_TERMS = {
  none: [null],
  name: ['priya', 'Kumar', 'ananya r', 'desh', 'tenzin'],
  text: ['fan', 'leak', 'wi-fi', 'dinner', 'lower bunk'],
  room: ['12045', '1017', '250', '17'],
};
const TERMS = Object.values(SEARCH_TERMS).flat();
const TYPES = ['service', 'food', 'others', 'bed_room'];
const STATUSES = ['pending', 'working', 'complete', null];

/** Request i of the list: every term in turn, each with every status, type, order and page 1 or 2. */
const listed = (terms) => (i) => {
  const combo = Math.floor(i / terms.length);
  return {
    search: terms[i % terms.length],
    status: STATUSES[combo % 4],
    type: TYPES[Math.floor(combo / 4) % 4],
    order: Math.floor(combo / 16) % 2 ? 'ASC' : 'DESC',
    page: 1 + (Math.floor(combo / 32) % 2),
    pageSize: 25,
  };
};

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * BENCH_SCENARIOS=slowest: each list request the search + status scenario sends (every term, status, type, order and
 * page), timed alone three times; the fifteen slowest by their median and the mean of each term, to find what a tail is
 * made of.
 */
async function slowest(kind, request) {
  const combos = TERMS.length * 64;
  const timed = [];
  for (let i = 0; i < combos; i++) {
    const times = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      await request(i);
      times.push(performance.now() - started);
    }
    timed.push({ ms: times.sort((a, b) => a - b)[1], ...listed(TERMS)(i) });
  }
  timed.sort((a, b) => b.ms - a.ms);
  console.log(`[bench] ${kind}: the slowest list requests of ${combos}, median of 3, alone:`);
  for (const { ms, search, status, type, order, page } of timed.slice(0, 15))
    console.log(
      `  ${ms.toFixed(1).padStart(7)} ms  ${String(search)} ${status ?? 'all'} ${type} ${order} page ${page}`,
    );
  const byTerm = TERMS.map((term) => {
    const times = timed.filter((t) => t.search === term).map((t) => t.ms);
    return `${String(term)} ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)}`;
  });
  console.log(`[bench] ${kind}: mean ms by term: ${byTerm.join(', ')}`);
}

/**
 * With BENCH_KEEP=1 a loaded database outlives the run: the SQLite file in `KEPT_SQLITE_DIR`, the PostgreSQL database
 * (or schema) `PG_NAME`, marked as loaded with `KEPT_LABEL` once its load finished. A later run with BENCH_KEEP=1 and
 * the same BENCH_RESIDENTS reuses it: the server's start applies any newer migrations, as it would to a deployed
 * database. Without BENCH_KEEP every run loads afresh and drops what it loaded.
 */
const KEEP = Boolean(process.env.BENCH_KEEP || process.env.BENCH_LOAD_ONLY);
const KEPT_SQLITE_DIR = join(tmpdir(), `hostel-bench-daily-ops-${RESIDENTS}`);
const KEPT_LABEL = `hostel-admin bench daily-ops ${RESIDENTS} residents`;
/** The PostgreSQL database (or schema): one per size, so a quick try at 5,000 leaves a kept 100,000 alone. */
const PG_NAME = RESIDENTS === CURRENT_RESIDENTS ? 'bench_daily_ops' : `bench_daily_ops_${RESIDENTS}`;

async function prepare(kind, layout, month) {
  const kept = KEEP ? await keptPlace(kind) : undefined;
  if (kept) {
    console.log(`[bench] ${kind}: reusing the kept database of ${RESIDENTS} residents (BENCH_KEEP)`);
    return { env: kept.env, cleanup: async () => {} };
  }
  const dataDir =
    KEEP && kind === 'sqlite' ? freshDir(KEPT_SQLITE_DIR) : mkdtempSync(join(tmpdir(), 'hostel-bench-daily-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
  const postgres = kind === 'postgres' ? await postgresPlace(process.env.BENCH_DATABASE_URL, PG_NAME) : undefined;
  if (postgres) Object.assign(env, postgres.env);
  else env.SQLITE_PATH = 'bench.sqlite';
  // The app's own migrations build the schema; then the data goes in directly, in bulk.
  await (await startServer(env)).stop();
  const started = Date.now();
  const file = join(dataDir, 'bench.sqlite');
  const load = (work) =>
    postgres
      ? withPostgresLoader(
          postgres.url,
          postgres.schema,
          { tables: { ...LEDGER_TABLES, ...DAILY_TABLES }, sequences: ['charges', 'payments', ...DAILY_SEQUENCES] },
          work,
        )
      : withSqliteLoader(file, work);
  if (postgres) await seedPostgres(postgres.url, postgres.schema, layout);
  else seedSqlite(file, layout);
  const ledger = await load((db) => seedLedger(db, month));
  const daily = await load((db) => seedDaily(db));
  // The rows went in without the app's writers: the counts they keep are recounted once.
  await load((db) => recountHostels(db, Boolean(postgres)));
  console.log(
    `[bench] ${kind}: loaded ${RESIDENTS} residents, ${ledger.charges} rent charges, ${ledger.payments} payments, ` +
      `${daily.requests} requests (${daily.open} open), ${daily.statusChanges} status changes and ${daily.activities} activity rows in ${seconds(started)} s`,
  );
  if (KEEP) {
    if (postgres) await markKept(postgres, KEPT_LABEL);
    else writeFileSync(join(dataDir, 'loaded'), `${KEPT_LABEL}\n`);
    return { env, cleanup: async () => postgres && rmSync(dataDir, { recursive: true, force: true }) };
  }
  return {
    env,
    cleanup: async () => (rmSync(dataDir, { recursive: true, force: true }), postgres && (await postgres.drop())),
  };
}

/** The kept, fully loaded database of this size, if there is one. */
async function keptPlace(kind) {
  if (kind === 'postgres') {
    const place = await keptPostgresPlace(process.env.BENCH_DATABASE_URL, PG_NAME, KEPT_LABEL);
    if (place) await forgetLoginCodes(place);
    return (
      place && {
        env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'hostel-bench-daily-')), SEED_DEMO_DATA: 'false', ...place.env },
      }
    );
  }
  const marker = join(KEPT_SQLITE_DIR, 'loaded');
  if (!existsSync(marker) || readFileSync(marker, 'utf8').trim() !== KEPT_LABEL) return undefined;
  forgetLoginCodesSqlite(join(KEPT_SQLITE_DIR, 'bench.sqlite'));
  return { env: { DATA_DIR: KEPT_SQLITE_DIR, SEED_DEMO_DATA: 'false', SQLITE_PATH: 'bench.sqlite' } };
}

function freshDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function run(kind, layout, month) {
  const { env, cleanup } = await prepare(kind, layout, month);
  // The hourly jobs (rent billing reads every resident) run once, before the measurements, instead of whenever the
  // hour turns during them: the server's worker is off and the dev endpoint runs what is due.
  const server = await startServer({ ...env, RUN_JOBS: 'false' });
  const rows = [];
  try {
    const jobsStarted = Date.now();
    const { ran } = await (await fetch(`${server.url}/api/dev/run-jobs`, { method: 'POST' })).json();
    console.log(`[bench] ${kind}: ran ${ran} due jobs in ${seconds(jobsStarted)} s before measuring`);
    const token = await login(server.url, ADMIN_PHONE);
    const ask = (document, variables) => graphql(server.url, token, document, variables);
    const { dashboard } = await ask(DASHBOARD, { month });
    console.log(
      `[bench] ${kind}: dashboard: ${dashboard.residents} residents, ${dashboard.openRequests} open requests, ${dashboard.requestsThisMonth} this month`,
    );
    // BENCH_SCENARIOS=dashboard (or `requests`, `by`: a label's start, comma-separated) runs only those; the list's
    // counts and warm-up only when a list scenario runs.
    const list = (terms) => (i) => ask(REQUEST_LIST, listed(terms)(i));
    const wanted = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
    if (!wanted || wanted.some((name) => name !== 'dashboard')) {
      for (const [category, terms] of Object.entries(SEARCH_TERMS)) {
        const counts = await Promise.all(
          terms.map(async (search) => {
            const { requests } = await ask(REQUEST_LIST, { ...listed([search])(0), status: null });
            return `${search ?? '(none)'} ${requests.totalCount}`;
          }),
        );
        console.log(`[bench] ${kind}: service requests by ${category}: ${counts.join(', ')}`);
      }
      await measure({ total: 200, concurrency: 4, request: list(TERMS) });
    }
    const scenarios = [
      ['dashboard', 1, REQUESTS, () => ask(DASHBOARD, { month })],
      ['dashboard', 10, REQUESTS, () => ask(DASHBOARD, { month })],
      ['requests: search + status', 1, REQUESTS, list(TERMS)],
      ['requests: search + status', 10, REQUESTS, list(TERMS)],
      ...Object.entries(SEARCH_TERMS).map(([category, terms]) => [
        `  by ${category === 'none' ? 'status alone' : `${category} only`}`,
        1,
        Math.min(REQUESTS, 400),
        list(terms),
      ]),
    ];
    for (const [label, concurrency, total, request] of scenarios) {
      if (wanted && !wanted.some((name) => label.trim().startsWith(name))) continue;
      const cpuBefore = cpuMs(server.pid);
      const result = await measure({ total, concurrency, request });
      // The server's own CPU time per request: what latency at concurrency 10 is about ten times of, and less
      // disturbed than latency by whatever else the machine runs.
      const serverCpu = cpuBefore === undefined ? undefined : (cpuMs(server.pid) - cpuBefore) / total;
      rows.push({ database: kind, label: label.trim(), ...result, serverCpuMs: serverCpu });
      const cpu = serverCpu === undefined ? '' : `  server CPU ${serverCpu.toFixed(1)} ms/req`;
      console.log(`${kind.padEnd(8)} ${formatRow(label, result)}${cpu}`);
    }
    if (wanted?.includes('slowest')) await slowest(kind, list(TERMS));
  } finally {
    await server.stop();
    await cleanup();
  }
  return rows;
}

ensureServerBuilt();
const layout = benchLayout(RESIDENTS);
const month = thisMonth();
const results = [];
const kinds = process.env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
for (const kind of kinds.filter((k) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === k)) {
  if (process.env.BENCH_LOAD_ONLY) await prepare(kind, layout, month);
  else results.push(...(await run(kind, layout, month)));
}
if (!process.env.BENCH_LOAD_ONLY) {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/daily-ops.json'), `${JSON.stringify(results, null, 2)}\n`);
}
