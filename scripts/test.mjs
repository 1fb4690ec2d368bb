#!/usr/bin/env node
// `npm test`: every test layer in turn (server jest, web vitest, Playwright end to end), then one total.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'hostel-admin-tests-'));
const only = process.argv[2];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** jest and vitest write the same JSON summary shape. */
function jestCounts(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0, failures: [`no report at ${file}`] };
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(
        `${suite.name.replace(root + '/', '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    if (!failed.length && suite.status === 'failed')
      failures.push(`${suite.name.replace(root + '/', '')}: ${firstLine(suite.message)}`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    failures,
  };
}

// eslint-disable-next-line no-control-regex
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text) =>
  plain(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function playwrightFailures(suites, trail = []) {
  const failures = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    failures.push(...playwrightFailures(suite.suites, path));
  }
  return failures;
}

function playwrightCounts(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0, failures: [`no report at ${file}`] };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failures = [
    ...playwrightFailures(report.suites),
    ...(report.errors ?? []).map((error) => firstLine(error.message)),
  ];
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped, failures };
}

const layers = {
  server() {
    if (!process.env.TEST_DATABASE_URL) {
      console.log(
        '\n[test] PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run the API tests on PostgreSQL too); running on SQLite.',
      );
    } else {
      console.log('\n[test] API tests run on SQLite and on PostgreSQL (TEST_DATABASE_URL).');
    }
    const file = join(reports, 'server.json');
    run('npx', ['jest', '--runInBand', '--json', `--outputFile=${file}`], { cwd: join(root, 'server') });
    return jestCounts(file);
  },
  web() {
    const file = join(reports, 'web.json');
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
      cwd: join(root, 'web'),
    });
    return jestCounts(file);
  },
  e2e() {
    if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
      console.error(
        "\n[test] Chromium is missing: install it with `apt-get install -y chromium` (the end-to-end tests use Debian's Chromium).",
      );
      return { passed: 0, failed: 1, skipped: 0, failures: ['Chromium is missing'] };
    }
    if (!run('npm', ['run', 'build'])) return { passed: 0, failed: 1, skipped: 0, failures: ['npm run build failed'] };
    const file = join(reports, 'e2e.json');
    run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
    return playwrightCounts(file);
  },
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failures = [];
for (const [name, layer] of Object.entries(layers)) {
  if (only && only !== name) continue;
  console.log(`\n[test] ── ${name} ──`);
  const counts = layer();
  lines.push(`  ${name.padEnd(7)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  failures.push(...(counts.failures ?? []).map((failure) => `  ${name}: ${failure}`));
}
if (failures.length) console.log(`\n[test] failed\n${failures.join('\n')}`);
console.log(`\n[test] summary\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
