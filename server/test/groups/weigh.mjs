#!/usr/bin/env node
/* global process, console */
// Refreshes weights.json (groups.ts balances the groups by it) from the jest JSON of a whole server layer run:
//   node scripts/test.mjs server        # writes /tmp/hostel-admin-tests-*/server.json (its path is printed)
//   node server/test/groups/weigh.mjs /tmp/hostel-admin-tests-XXXXXX/server.json
// A file's weight is the sum of its tests' durations in seconds (each group runs a file's tests in a describe block
// named by its path: ancestorTitles[0]), on both databases. A file of the tree that the report does not name keeps its
// old weight; a weight whose file is gone is dropped.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const server = join(here, '..', '..');
const report = process.argv[2];
if (!report) {
  console.error('usage: node server/test/groups/weigh.mjs <jest JSON of a whole server layer run>');
  process.exit(2);
}

/** The spec files groups.ts splits (its allSpecFiles), relative to server/. */
function specFiles(dir, pattern) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : specFiles(path, pattern);
    return pattern.test(entry.name) ? [relative(server, path)] : [];
  });
}
const files = [...specFiles(join(server, 'src'), /\.spec\.ts$/), ...specFiles(join(server, 'test'), /\.e2e-spec\.ts$/)];

const measured = {};
for (const suite of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
  for (const test of suite.assertionResults ?? []) {
    const file = test.ancestorTitles?.[0];
    if (file) measured[file] = (measured[file] ?? 0) + (test.duration ?? 0) / 1000;
  }
}
if (!Object.keys(measured).length) {
  console.error(`${report} has no grouped tests (run the whole layer: node scripts/test.mjs server)`);
  process.exit(1);
}

const path = join(here, 'weights.json');
const old = JSON.parse(readFileSync(path, 'utf8'));
const weights = {};
const kept = [];
for (const file of files.sort()) {
  if (file in measured) weights[file] = Math.max(0.1, Math.round(measured[file] * 10) / 10);
  else if (file in old) {
    weights[file] = old[file];
    kept.push(file);
  }
}
writeFileSync(path, `${JSON.stringify(weights, null, 2)}\n`);
const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
console.log(`weights.json: ${Object.keys(weights).length} files, ${Math.round(total)} s in all`);
if (kept.length) console.log(`not in the report, old weight kept: ${kept.join(', ')}`);
