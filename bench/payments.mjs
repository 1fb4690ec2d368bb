#!/usr/bin/env node
// Payments benchmark: 100,000 residents with 12 months of rent history (1.2 million charges, about a million
// payments), the month's payment summary and the student payment table (search + sort, page 25), through the
// real server over HTTP on 127.0.0.1. SQLite always; PostgreSQL too when BENCH_DATABASE_URL is set.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLayout } from './lib/layout.mjs';
import { formatRow, measure } from './lib/measure.mjs';
import { ADMIN_PHONE, ARCHIVED, SEARCH_TERMS } from './lib/residents.mjs';
import { seedLedgerPostgres } from './lib/seed-ledger-postgres.mjs';
import { seedLedgerSqlite } from './lib/seed-ledger-sqlite.mjs';
import { postgresPlace, seedPostgres } from './lib/seed-postgres.mjs';
import { seedSqlite } from './lib/seed-sqlite.mjs';
import { ensureServerBuilt, graphql, login, ROOT, startServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const SUMMARY = `query Summary($month: String!) {
  paymentSummary(month: $month) { id residentsBilled residentsPaid openingBalancePaise billedPaise collectedPaise adjustmentsPaise closingBalancePaise pendingVerificationPaise refundsPaidPaise }
}`;
const TABLE = `query Table($month: String!, $search: String, $sort: StudentPaymentsOrderBy, $page: Int!) {
  studentPayments(month: $month, search: $search, orderBy: $sort, page: $page, pageSize: 25) {
    totalCount
    items { id paymentStatus inProcess periodStatus rentAmountPaise settledPaise pendingPaise student { id name } }
  }
}`;
// The table searches name, e-mail and phone (not the room).
const TERMS = [...SEARCH_TERMS.name, ...SEARCH_TERMS.phone, ...SEARCH_TERMS.email];
const SORTS = ['NAME', 'PAYMENT_STATUS', 'IN_PROCESS'];

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

async function prepare(kind, layout, month) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-pay-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
  const postgres =
    kind === 'postgres' ? await postgresPlace(process.env.BENCH_DATABASE_URL, 'bench_payments') : undefined;
  if (postgres) Object.assign(env, postgres.env);
  else env.SQLITE_PATH = 'bench.sqlite';
  // The app's own migrations build the schema; then the data goes in directly, in bulk.
  await (await startServer(env)).stop();
  const started = Date.now();
  const file = join(dataDir, 'bench.sqlite');
  let ledger;
  if (postgres) {
    await seedPostgres(postgres.url, postgres.schema, layout);
    ledger = await seedLedgerPostgres(postgres.url, postgres.schema, month);
  } else {
    seedSqlite(file, layout);
    ledger = await seedLedgerSqlite(file, month);
  }
  console.log(
    `[bench] ${kind}: loaded ${layout.residents.length - ARCHIVED} residents, ${ledger.charges} rent charges, ${ledger.payments} payments and ${ledger.months} month rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    env,
    cleanup: async () => (rmSync(dataDir, { recursive: true, force: true }), postgres && (await postgres.drop())),
  };
}

async function run(kind, layout, month) {
  const { env, cleanup } = await prepare(kind, layout, month);
  const server = await startServer(env);
  const rows = [];
  try {
    const token = await login(server.url, ADMIN_PHONE);
    const summary = (await graphql(server.url, token, SUMMARY, { month })).paymentSummary;
    console.log(`[bench] ${kind} ${month}: ${summary.residentsPaid} of ${summary.residentsBilled} residents paid`);
    const table = (variables) => graphql(server.url, token, TABLE, { month, ...variables });
    const searched = (i) => ({
      search: TERMS[i % TERMS.length],
      sort: { field: SORTS[i % 3], direction: Math.floor(i / 3) % 2 ? 'DESC' : 'ASC' },
      page: 1 + (Math.floor(i / 6) % 2),
    });
    const unsearched = (i) => ({
      sort: { field: SORTS[i % 3], direction: Math.floor(i / 3) % 2 ? 'DESC' : 'ASC' },
      page: 1 + (Math.floor(i / 6) % 4),
    });
    await measure({ total: 100, concurrency: 4, request: (i) => table(searched(i)) });
    const scenarios = [
      ['month summary', 1, REQUESTS, () => graphql(server.url, token, SUMMARY, { month })],
      ['table: search + sort', 1, REQUESTS, (i) => table(searched(i))],
      ['table: search + sort', 10, REQUESTS, (i) => table(searched(i))],
      ['table: no search, each sort', 1, REQUESTS, (i) => table(unsearched(i))],
    ];
    for (const [label, concurrency, total, request] of scenarios) {
      const result = await measure({ total, concurrency, request });
      rows.push({ database: kind, label, ...result });
      console.log(`${kind.padEnd(8)} ${formatRow(label, result)}`);
    }
  } finally {
    await server.stop();
    await cleanup();
  }
  return rows;
}

ensureServerBuilt();
const layout = benchLayout();
const month = thisMonth();
const results = [];
for (const kind of process.env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'])
  results.push(...(await run(kind, layout, month)));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/payments.json'), `${JSON.stringify(results, null, 2)}\n`);
