#!/usr/bin/env node
// Payments benchmark: 100,000 residents with 12 months of rent history (1.2 million charges, about a million
// payments), the month's payment summary and the student payment table (search + sort, page 25), through the
// real server over HTTP on 127.0.0.1, on SQLite.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLayout } from './lib/layout.mjs';
import { formatRow, measure } from './lib/measure.mjs';
import { ADMIN_PHONE, SEARCH_TERMS } from './lib/residents.mjs';
import { seedLedgerSqlite } from './lib/seed-ledger-sqlite.mjs';
import { seedSqlite } from './lib/seed-sqlite.mjs';
import { ensureServerBuilt, graphql, login, ROOT, startServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const SUMMARY = `query Summary($month: String!) {
  paymentSummary(month: $month) { id residentsBilled residentsPaid billedPaise collectedPaise pendingVerificationPaise duePaise overduePaise }
}`;
const TABLE = `query Table($month: String!, $search: String, $sort: StudentPaymentSort, $page: Int!) {
  studentPayments(month: $month, search: $search, sort: $sort, page: $page, pageSize: 25) {
    totalCount
    items { id paymentStatus inProcess periodStatus rentAmountPaise settledPaise pendingPaise student { id name } }
  }
}`;
// The table searches name, e-mail and phone (not the room).
const TERMS = [...SEARCH_TERMS.name, ...SEARCH_TERMS.phone, ...SEARCH_TERMS.email];
const SORTS = ['NAME', 'PAYMENT_STATUS', 'IN_PROCESS'];

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

async function main() {
  ensureServerBuilt();
  const month = thisMonth();
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-pay-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', SQLITE_PATH: 'bench.sqlite' };
  await (await startServer(env)).stop();
  const started = Date.now();
  const file = join(dataDir, 'bench.sqlite');
  seedSqlite(file, benchLayout());
  const ledger = seedLedgerSqlite(file, month);
  console.log(
    `[bench] sqlite: loaded 100,000 residents, ${ledger.charges} rent charges, ${ledger.payments} payments and ${ledger.months} month rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer(env);
  const rows = [];
  try {
    const token = await login(server.url, ADMIN_PHONE);
    const summary = (await graphql(server.url, token, SUMMARY, { month })).paymentSummary;
    console.log(`[bench] ${month}: ${summary.residentsPaid} of ${summary.residentsBilled} residents paid`);
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
      rows.push({ database: 'sqlite', label, ...result });
      console.log(`sqlite   ${formatRow(label, result)}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/payments.json'), `${JSON.stringify(rows, null, 2)}\n`);
}

await main();
