#!/usr/bin/env node
// `npm run bench`: every benchmark in bench/, one after another (not part of `npm test`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BENCHMARKS = [
  'students-list.mjs',
  'hostile-queries.mjs',
  'payments.mjs',
  'daily-ops.mjs',
  'webhook-latency.mjs',
  'api-cost.mjs',
  'checkin-load.mjs',
  'web-bytes.mjs',
  'lighthouse.mjs',
];

let failed = false;
for (const file of BENCHMARKS) {
  console.log(`\n[bench] ── ${file} ──`);
  failed ||= spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' }).status !== 0;
}
process.exit(failed ? 1 : 0);
