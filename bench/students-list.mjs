#!/usr/bin/env node
// Student list benchmark: 100,000 residents in 20,000 rooms, the `students` query with a search and a sort,
// through the real server over HTTP on 127.0.0.1. SQLite always; PostgreSQL too when BENCH_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLayout } from './lib/layout.mjs';
import { formatRow, measure } from './lib/measure.mjs';
import { ADMIN_PHONE, SEARCH_TERMS } from './lib/residents.mjs';
import { createSchema, dropSchema, seedPostgres } from './lib/seed-postgres.mjs';
import { seedSqlite } from './lib/seed-sqlite.mjs';
import { ensureServerBuilt, graphql, login, ROOT, startServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const STUDENTS = `query Bench($search: String, $sort: StudentsOrderBy, $page: Int!) {
  students(search: $search, orderBy: $sort, page: $page, pageSize: 25) { totalCount items { id name email phone moveInDate roomNumber } }
}`;
const TERMS = Object.values(SEARCH_TERMS).flat();
const SORT_FIELDS = ['NAME', 'EMAIL', 'PHONE', 'MOVE_IN_DATE', 'ROOM_NUMBER'];

/** Request i of the main scenario: every term in turn, NAME and ROOM_NUMBER, both directions, pages 1 and 2. */
const searched = (terms) => (i) => ({
  search: terms[i % terms.length],
  sort: { field: i % 2 ? 'ROOM_NUMBER' : 'NAME', direction: Math.floor(i / 2) % 2 ? 'DESC' : 'ASC' },
  page: 1 + (Math.floor(i / 4) % 2),
});
const unsearched = (i) => ({
  sort: { field: SORT_FIELDS[i % 5], direction: Math.floor(i / 5) % 2 ? 'DESC' : 'ASC' },
  page: 1 + (Math.floor(i / 10) % 4),
});

async function prepare(kind, layout) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
  const url = process.env.BENCH_DATABASE_URL;
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  if (schema) {
    await createSchema(url, schema);
    Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  } else {
    env.SQLITE_PATH = 'bench.sqlite';
  }
  // The app's own migrations build the schema; then the data goes in directly, in bulk.
  await (await startServer(env)).stop();
  const started = Date.now();
  if (schema) await seedPostgres(url, schema, layout);
  else seedSqlite(join(dataDir, 'bench.sqlite'), layout);
  console.log(
    `[bench] ${kind}: loaded ${layout.residents.length} residents, ${layout.rooms.length} rooms, ${layout.beds.length} beds in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    env,
    cleanup: async () => (rmSync(dataDir, { recursive: true, force: true }), schema && (await dropSchema(url, schema))),
  };
}

async function run(kind, layout) {
  const { env, cleanup } = await prepare(kind, layout);
  const server = await startServer(env);
  const rows = [];
  try {
    const token = await login(server.url, ADMIN_PHONE);
    const ask = (variables) => graphql(server.url, token, STUDENTS, variables);
    for (const [category, terms] of Object.entries(SEARCH_TERMS)) {
      const counts = await Promise.all(
        terms.map(async (search) => `${search} ${(await ask({ search, page: 1 })).students.totalCount}`),
      );
      console.log(`[bench] ${kind}: matches by ${category}: ${counts.join(', ')}`);
    }
    await measure({ total: 200, concurrency: 4, request: (i) => ask(searched(TERMS)(i)) });
    const scenarios = [
      ['search + sort NAME|ROOM_NUMBER', 1, REQUESTS, searched(TERMS)],
      ['search + sort NAME|ROOM_NUMBER', 10, REQUESTS, searched(TERMS)],
      ...Object.entries(SEARCH_TERMS).map(([category, terms]) => [
        `  search by ${category} only`,
        1,
        400,
        searched(terms),
      ]),
      ['no search, sort on each column', 1, 500, unsearched],
    ];
    for (const [label, concurrency, total, variables] of scenarios) {
      const result = await measure({ total, concurrency, request: (i) => ask(variables(i)) });
      rows.push({ database: kind, label: label.trim(), ...result });
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
const results = [];
for (const kind of process.env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'])
  results.push(...(await run(kind, layout)));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/students-list.json'), `${JSON.stringify(results, null, 2)}\n`);
