import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
// A folder for this run that every worker shares (the runner sets it before the workers start; they inherit it).
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'hostel-admin-e2e-run-'));

export default defineConfig({
  testDir: '.',
  outputDir: join(root, 'test-results'),
  // Each worker starts its own server with its own demo database (support/fixtures.ts, `server`), on E2E_PORT + its
  // index: workers never share data, so files run side by side; tests of one file run in order, in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No second tries: a test that passes only on one is a defect to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // A failed test keeps a screenshot of the moment it failed, and Playwright writes the page as its accessibility
    // tree (error-context.md) beside the error. No trace is recorded: a trace snapshots the page's DOM before and after
    // every action of every test, to keep only the failed ones' (journeys on one worker: about 9 % of the machine's CPU).
    // `npx playwright test --trace on` records one when a failure needs it.
    trace: 'off',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // One project, so the two workers (and their two servers, each seeding the demo data) serve every file: a second
  // project had workers of its own, two more servers. Files run in path order: the accessibility walks (tests/a11y),
  // the longest, first; the journeys fill the workers around them. `npx playwright test tests/a11y` runs the walks.
  testMatch: /(^|\/)(a11y|journeys)\/[^/]+\.spec\.ts$/,
});
