// The test command's own test: a failure of any kind in a layer makes `npm test` (scripts/test.mjs) exit non-zero
// and name it, and a clean file passes (so these checks can fail). Each case writes a throwaway test file into
// the layer's source tree, runs that layer of the real command on that file only, and removes it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = `__runner_check_${process.pid}__`;
const made = [];

/** Runs `node scripts/test.mjs <layer> <file>` on a file with `source`; answers the exit code and the output. */
async function runLayer(layer, name, source, env = {}) {
  const workspace = layer === 'web' ? 'web' : 'server';
  const dir = join(root, workspace, 'src', folder);
  mkdirSync(dir, { recursive: true });
  made.push(dir);
  const file = join(dir, name);
  writeFileSync(file, source);
  try {
    // Outside CI: the server case is a unit test and needs no PostgreSQL.
    const child = spawn(process.execPath, [join(root, 'scripts/test.mjs'), layer, `src/${folder}/${name}`], {
      cwd: root,
      env: { ...process.env, CI: '', TEST_DATABASE_URL: '', FORCE_COLOR: '0', ...env },
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    const code = await new Promise((done, fail) => {
      child.once('error', fail);
      child.once('close', done);
    });
    return { code, output: `${Buffer.concat(out)}\n${Buffer.concat(err)}` };
  } finally {
    rmSync(file, { force: true });
  }
}

/** The summary line of one layer, e.g. "  web: 1 passed, 0 failed (3 s)". */
const summaryOf = (output, layer) =>
  new RegExp(`^  ${layer}: (.*)$`, 'm').exec(output.split('[test] summary')[1] ?? '')?.[1] ?? '';

after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// Three cases at a time, each its own file and runner process: the layers start in about 1.5 s each, one core's work.
const together = { concurrency: 3 };

describe('npm test on the web layer', together, () => {
  it('passes a clean test file and counts it', async () => {
    const { code, output } = await runLayer('web', 'clean.test.ts', "it('adds', () => { expect(1 + 1).toBe(2); });\n");
    assert.equal(code, 0, output);
    assert.match(summaryOf(output, 'web'), /^1 passed, 0 failed/);
  });

  it('fails when a test fails', async () => {
    const { code, output } = await runLayer(
      'web',
      'failing.test.ts',
      "it('adds', () => { expect(1 + 1).toBe(3); });\n",
    );
    assert.equal(code, 1, output);
    assert.match(summaryOf(output, 'web'), /0 passed, 1 failed/);
    assert.match(output, /failing\.test\.ts › adds/);
  });

  it('fails when a test file does not load (its import throws)', async () => {
    const { code, output } = await runLayer(
      'web',
      'import.test.ts',
      "import './no-such-module';\nit('never runs', () => undefined);\n",
    );
    assert.equal(code, 1, output);
    assert.match(summaryOf(output, 'web'), /1 failed/);
    assert.match(output, /import\.test\.ts: the file failed outside its tests/);
  });

  it('fails when a beforeAll hook throws', async () => {
    const { code, output } = await runLayer(
      'web',
      'hook.test.ts',
      "beforeAll(() => { throw new Error('hook broke'); });\nit('would pass', () => undefined);\n",
    );
    assert.equal(code, 1, output);
    assert.match(summaryOf(output, 'web'), /1 failed/);
    assert.match(output, /hook broke/);
  });

  it('fails on an uncaught error after the tests passed', async () => {
    const { code, output } = await runLayer(
      'web',
      'uncaught.test.ts',
      "it('leaves an error behind', () => { setTimeout(() => { throw new Error('late'); }, 0); });\n" +
        "it('waits for it', async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });\n",
    );
    assert.equal(code, 1, output);
    assert.match(summaryOf(output, 'web'), /^2 passed, 1 failed/);
    assert.match(output, /vitest exited 1 with no failed test counted/);
  });
});

describe('npm test on the server layer', together, () => {
  it('fails when a spec file does not load, and says PostgreSQL was skipped', async () => {
    const { code, output } = await runLayer(
      'server',
      'import.spec.ts',
      "import './no-such-module';\nit('never runs', () => undefined);\n",
    );
    assert.equal(code, 1, output);
    assert.match(summaryOf(output, 'server'), /1 failed/);
    assert.match(output, /PostgreSQL: skipped/);
  });

  it('counts tests by the database they ran on', async () => {
    const source =
      "describe.each(['sqlite', 'postgres'])('sums on %s', () => { it('adds', () => expect(1 + 1).toBe(2)); });\n" +
      "it('has no database', () => expect(true).toBe(true));\n";
    const { code, output } = await runLayer('server', 'databases.spec.ts', source);
    assert.equal(code, 0, output);
    assert.match(
      summaryOf(output, 'server'),
      /^SQLite 1 passed, 0 failed; PostgreSQL 1 passed, 0 failed; no database 1 passed, 0 failed/,
    );
  });
});

describe('npm test under CI', together, () => {
  const source = "it('adds', () => expect(1 + 1).toBe(2));\n";

  it('fails the server layer without PostgreSQL, in words', async () => {
    const { code, output } = await runLayer('server', 'ci.spec.ts', source, { CI: 'true' });
    assert.equal(code, 1, output);
    assert.match(summaryOf(output, 'server'), /^did not run: CI needs PostgreSQL: TEST_DATABASE_URL is not set/);
  });

  it('fails the server layer when PostgreSQL does not answer', async () => {
    const { code, output } = await runLayer('server', 'ci.spec.ts', source, {
      CI: 'true',
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test',
    });
    assert.equal(code, 1, output);
    assert.match(
      summaryOf(output, 'server'),
      /^did not run: PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/test does not answer/,
    );
  });
});
