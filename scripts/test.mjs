#!/usr/bin/env node
// `npm test`: every test layer in turn (the runner's own test, server jest, web vitest, Playwright end to end),
// then a summary that names each layer with its counts, the databases the API tests ran on and its time.
//
// A layer fails when anything in it fails: a test, a file that does not load, a hook, an uncaught error, a
// missing report, a runner's non-zero exit. `node scripts/test.mjs <layer> [files…]` runs one layer, on those
// files only (scripts/test-runner.test.mjs uses it to prove the rules above).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'hostel-admin-tests-'));
const [only, ...files] = process.argv.slice(2);
const inCi = process.env.CI === 'true' || process.env.CI === '1';

/** Runs a test runner with the terminal as its output; answers its exit code (1 when it could not start). */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) console.error(`[test] ${command} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

// eslint-disable-next-line no-control-regex
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text) =>
  plain(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';
const relative = (path) => String(path).replace(root + '/', '');

/** Counts in one group of tests (a database, or a whole layer). */
const zero = () => ({ passed: 0, failed: 0, skipped: 0 });

/** A layer that could not run at all. */
const broken = (why) => ({ groups: { '': { ...zero(), failed: 1 } }, failures: [why], notRun: why });

/**
 * jest and vitest write the same JSON shape. Every failed test counts, and so does every file that failed
 * without a failed test (it did not load, or a hook threw). `groupOf` sorts a test into a group by its titles.
 */
function jsonCounts(file, exitCode, runner, groupOf = () => '') {
  const report = readJson(file);
  if (!report) return broken(`${runner} wrote no report (exit code ${exitCode}): see its output above`);
  const groups = {};
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const tests = suite.assertionResults ?? [];
    for (const test of tests) {
      const group = (groups[groupOf(test)] ??= zero());
      if (test.status === 'passed') group.passed += 1;
      else if (test.status === 'failed') {
        group.failed += 1;
        failures.push(`${relative(suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      } else group.skipped += 1;
    }
    if (suite.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      const group = (groups[tests[0] ? groupOf(tests[0]) : ''] ??= zero());
      group.failed += 1;
      failures.push(`${relative(suite.name)}: the file failed outside its tests: ${firstLine(suite.message)}`);
    }
  }
  const counted = Object.values(groups).reduce((sum, group) => sum + group.failed, 0);
  if ((exitCode !== 0 || report.success === false) && counted === 0) {
    (groups[''] ??= zero()).failed += 1;
    failures.push(`${runner} exited ${exitCode} with no failed test counted: an error outside any test (see above)`);
  }
  return { groups, failures };
}

function playwrightFailures(suites, trail = []) {
  const failures = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(`${[...path, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`);
      }
    }
    failures.push(...playwrightFailures(suite.suites, path));
  }
  return failures;
}

/** Playwright's JSON: a flaky test (passed on a second try) counts as failed; there are no retries anyway. */
function playwrightCounts(file, exitCode) {
  const report = readJson(file);
  if (!report) return broken(`Playwright wrote no report (exit code ${exitCode}): see its output above`);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failures = [
    ...playwrightFailures(report.suites),
    ...(report.errors ?? []).map((error) => `an error outside any test: ${firstLine(error.message)}`),
  ];
  const failed = unexpected + flaky + (report.errors?.length ?? 0);
  const group = { passed: expected, failed, skipped };
  if (exitCode !== 0 && failed === 0) {
    group.failed = 1;
    failures.push(`Playwright exited ${exitCode} with no failed test counted (see above)`);
  }
  return { groups: { SQLite: group }, failures };
}

/** node --test's TAP summary. */
function tapCounts(output, exitCode) {
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
  const failures = [...output.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1]);
  const group = { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skip') };
  if (exitCode !== 0 && group.failed === 0) {
    group.failed = 1;
    failures.push(`node --test exited ${exitCode} with no failed test counted (see above)`);
  }
  return { groups: { '': group }, failures };
}

/** Whether PostgreSQL answers at TEST_DATABASE_URL (pg comes with the server's dependencies). */
function postgresProblem(url) {
  const require = createRequire(join(root, 'server/package.json'));
  const script = `const { Client } = require(${JSON.stringify(require.resolve('pg'))});
    const c = new Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
    c.connect().then(() => c.query('SELECT 1')).then(() => c.end()).then(
      () => process.exit(0), (e) => { console.error(e.message); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, TEST_DATABASE_URL: url },
    encoding: 'utf8',
  });
  return result.status === 0 ? null : firstLine(result.stderr) || `exit code ${result.status}`;
}

/** What the server's build reads: a change to any of these makes server/dist stale. */
const SERVER_SOURCES = [
  'server/src',
  'server/package.json',
  'server/tsconfig.json',
  'server/tsconfig.build.json',
  'nest-cli.json',
  'packages/rules/src',
  'packages/rules/package.json',
  'packages/rules/tsconfig.json',
  'packages/rules/tsconfig.build.json',
  'package-lock.json',
];

/** The oldest and newest modification times (ms) of the files under these paths. */
function changeTimes(paths) {
  const times = { oldest: Infinity, newest: 0 };
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else {
      times.oldest = Math.min(times.oldest, stat.mtimeMs);
      times.newest = Math.max(times.newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return times;
}

/**
 * The web client's build for the end-to-end layer, started when the whole run begins (`npm test` without a layer) at
 * the lowest CPU priority: it uses what the server layer leaves idle (a group's last minutes on one worker, waits on
 * PostgreSQL) instead of running alone before Playwright (about 25 s of CPU with its brotli copies). Its output goes
 * to a file the e2e layer prints. Nothing the layers before it run reads web/dist (their tests serve temporary ones).
 */
function startWebBuild() {
  const log = join(reports, 'web-build.log');
  const fd = openSync(log, 'w');
  const child = spawn('nice', ['-n', '19', 'npm', 'run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const done = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: 1, error: error.message }));
    child.once('exit', (code, signal) => resolve({ code: code ?? 1, error: signal ? `killed by ${signal}` : '' }));
  });
  return { log, done, child };
}
const earlyWebBuild = !only ? startWebBuild() : undefined;

/** The web build: the one started early, or one now. Answers whether it succeeded. */
async function buildWeb() {
  if (!earlyWebBuild) return run('npm', ['run', 'build', '-w', 'web']) === 0;
  const waited = Date.now();
  const { code, error } = await earlyWebBuild.done;
  console.log(
    `[test] the web build started with the run (waited ${Math.round((Date.now() - waited) / 1000)} s for it); its output:`,
  );
  process.stdout.write(readFileSync(earlyWebBuild.log, 'utf8'));
  if (error) console.error(`[test] the web build: ${error}`);
  return code === 0;
}

const DATABASES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
/** An API test's database, from its describe title ("… on sqlite", "… on postgres"); '' for a unit test. */
function databaseOf(test) {
  const titles = [...(test.ancestorTitles ?? []), test.title ?? ''].join(' › ');
  const match = / on (sqlite|postgres)\b/.exec(titles);
  return match ? DATABASES[match[1]] : '';
}

const layers = {
  runner() {
    const result = spawnSync(
      process.execPath,
      [
        '--test',
        '--test-reporter=tap',
        join(root, 'scripts/test-runner.test.mjs'),
        join(root, 'scripts/schema-check.test.mjs'),
      ],
      { cwd: root, encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 },
    );
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    return tapCounts(result.stdout ?? '', result.status ?? 1);
  },
  server() {
    const url = process.env.TEST_DATABASE_URL;
    if (!url && inCi)
      return broken('CI needs PostgreSQL: TEST_DATABASE_URL is not set (.ci/run sets it and starts PostgreSQL).');
    if (url) {
      const problem = postgresProblem(url);
      if (problem) return broken(`PostgreSQL at ${url} does not answer: ${problem}`);
      console.log(`\n[test] API tests run on SQLite and on PostgreSQL (${url}).`);
    } else {
      console.log(
        '\n[test] PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run the API tests on PostgreSQL too); API tests run on SQLite only.',
      );
    }
    const file = join(reports, 'server.json');
    // Two workers on the two cores (about 40 % faster than in band): each test file has its own in-memory SQLite
    // and its own PostgreSQL schema. Advisory locks are shared across schemas, so files only wait on each other.
    // The whole layer runs its files in groups (server/test/groups/groups.ts: each loads the application once for
    // its files); named files run one by one, as `npx jest <file>` does.
    const config = files.length ? 'jest.config.js' : 'jest.groups.config.js';
    const code = run('npx', ['jest', '-c', config, '--maxWorkers=2', '--json', `--outputFile=${file}`, ...files], {
      cwd: join(root, 'server'),
    });
    const counts = jsonCounts(file, code, 'jest', databaseOf);
    // server/test/groups/weigh.mjs balances the groups by this report's times.
    console.log(`[test] jest's report: ${file}`);
    if (url && !files.length && !(counts.groups.PostgreSQL?.passed > 0)) {
      (counts.groups.PostgreSQL ??= zero()).failed += 1;
      counts.failures.push('no API test passed on PostgreSQL although TEST_DATABASE_URL is set');
    }
    return counts;
  },
  web() {
    const file = join(reports, 'web.json');
    const code = run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...files],
      { cwd: join(root, 'web') },
    );
    return jsonCounts(file, code, 'vitest');
  },
  async e2e() {
    if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))
      return broken(
        "Chromium is missing: install it with `apt-get install -y chromium` (the end-to-end tests use Debian's Chromium)",
      );
    // The server's build is skipped when server/dist is newer than everything it is built from (CI's codegen check
    // has just built it); the web is always built (in a whole run, beside the layers before this one: startWebBuild).
    const built = changeTimes(['server/dist', 'packages/rules/dist']);
    const serverBuilt =
      existsSync(join(root, 'server/dist/main.js')) &&
      existsSync(join(root, 'packages/rules/dist/index.js')) &&
      built.oldest > changeTimes(SERVER_SOURCES).newest;
    if (serverBuilt) console.log('[test] server/dist is newer than its sources: the server is not built again');
    else if (run('npm', ['run', 'build', '-w', 'server']) !== 0) return broken('the server build failed');
    if (!(await buildWeb())) return broken('the web build failed');
    const file = join(reports, 'e2e.json');
    const code = run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...files], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
    return playwrightCounts(file, code);
  },
};

if (only && !layers[only]) {
  console.error(`[test] no layer "${only}": choose one of ${Object.keys(layers).join(', ')}`);
  process.exit(2);
}

const number = (n) => n.toLocaleString('en-IN');
const describe = (counts) =>
  `${number(counts.passed)} passed, ${number(counts.failed)} failed${counts.skipped ? `, ${number(counts.skipped)} skipped` : ''}`;

const totals = zero();
const lines = [];
const failures = [];
for (const [name, layer] of Object.entries(layers)) {
  if (only && only !== name) continue;
  console.log(`\n[test] ── ${name} ──`);
  const started = Date.now();
  const { groups, failures: found, notRun } = await layer();
  const seconds = Math.round((Date.now() - started) / 1000);
  const parts = Object.entries(groups)
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : b.localeCompare(a)))
    .map(([group, counts]) => `${group ? `${group} ` : name === 'server' ? 'no database ' : ''}${describe(counts)}`);
  lines.push(`  ${name}: ${notRun ? `did not run: ${notRun}` : parts.join('; ')} (${seconds} s)`);
  for (const counts of Object.values(groups)) for (const key of Object.keys(totals)) totals[key] += counts[key];
  failures.push(...found.map((failure) => `  ${name}: ${failure}`));
  console.log(`[test] ${name} took ${seconds} s`);
}
if (failures.length) console.log(`\n[test] failed\n${failures.join('\n')}`);
console.log(`\n[test] summary\n${lines.join('\n')}`);
console.log(`  total: ${describe(totals)}`);
// A build the e2e layer did not wait for (it stopped before, as when Chromium is missing) is not left running.
if (earlyWebBuild?.child.exitCode === null) earlyWebBuild.child.kill();
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
