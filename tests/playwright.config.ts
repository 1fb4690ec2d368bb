import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh database for every run; workers inherit the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hostel-admin-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  // No second tries: a test that passes only on one is a defect to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
  projects: [
    { name: 'setup', testMatch: /support\/auth\.setup\.ts/ },
    { name: 'journeys', testMatch: /journeys\/.*\.spec\.ts/, dependencies: ['setup'] },
    { name: 'a11y', testMatch: /(^|\/)a11y\/[^/]+\.spec\.ts$/, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node server/dist/main.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { NODE_ENV: 'test', PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, SEED_DEMO_DATA: 'true' },
  },
});
