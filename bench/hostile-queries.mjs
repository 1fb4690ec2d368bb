#!/usr/bin/env node
// Hostile GraphQL documents against the real server on SQLite, without a token: how long each takes to answer and
// how many bytes it answers. The limits must refuse the expensive ones quickly and keep the allowed ones small.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, startServer } from './lib/server.mjs';

const TIMES = Number(process.env.BENCH_REPEAT ?? 20);
const introspection =
  '__schema { types { name kind fields { name args { name type { name ofType { name } } } type { name ofType { name } } } } }';
const fragmentChain = (n) =>
  `{ __typename ...F0 }\n${Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join('\n')}\nfragment F${n} on Query { __typename }`;

const DOCUMENTS = {
  'introspection, once': `{ ${introspection} }`,
  'introspection, 15 aliased copies (the alias limit)': `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: ${introspection}`).join(' ')} }`,
  'introspection, 16 aliased copies (refused)': `{ ${Array.from({ length: 16 }, (_, i) => `s${i}: ${introspection}`).join(' ')} }`,
  'introspection, 1,000 aliased copies (refused)': `{ ${Array.from({ length: 1000 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }`,
  'a chain of 30 fragments, each spread twice (2^30 spreads, refused)': fragmentChain(30),
  'a list literal 20,000 levels deep (refused)': `{ rooms(search: ${'['.repeat(20000)}1${']'.repeat(20000)}) { totalCount } }`,
  "1,000 repeats of one field (refused by Apollo's selection limit)": `{ ${'__typename '.repeat(1000)} }`,
};

async function time(url, query) {
  const started = process.hrtime.bigint();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await res.text();
  return {
    ms: Number(process.hrtime.bigint() - started) / 1e6,
    status: res.status,
    bytes: Buffer.byteLength(body),
    first: JSON.parse(body).errors?.[0]?.message,
  };
}

ensureServerBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-'));
const server = await startServer({ DATA_DIR: dataDir, SQLITE_PATH: 'bench.sqlite', SEED_DEMO_DATA: 'false' });
try {
  console.log(`[bench] each document ${TIMES} times; median and worst time, answer size`);
  for (const [name, query] of Object.entries(DOCUMENTS)) {
    const runs = [];
    for (let i = 0; i < TIMES; i++) runs.push(await time(server.url, query));
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const { status, bytes, first } = runs[0];
    console.log(
      `${name.padEnd(68)} ${String(status).padStart(3)}  median ${ms[Math.floor(ms.length / 2)].toFixed(1).padStart(7)} ms  worst ${ms.at(-1).toFixed(1).padStart(7)} ms  ${(bytes / 1024).toFixed(1).padStart(8)} KB${first ? `  ${first.slice(0, 70)}` : ''}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
