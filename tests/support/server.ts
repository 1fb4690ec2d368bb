import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
/** How long a server may take to migrate, seed the demo data and answer /api/health. */
const START_MS = 120_000;

export interface TestServer {
  url: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * The built server (server/dist/main.js, after `npm run build`) on its own port, with its own embedded database
 * seeded with the demo data: one per Playwright worker, so workers never see each other's changes. Its stderr goes
 * to the runner's, so a server that fails to start says why.
 */
export async function startServer(port: number): Promise<TestServer> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} already has a server: set E2E_PORT to a free range`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-admin-e2e-'));
  // graphql-js as a production deployment loads it, as the benchmarks' servers and the API tests run it: outside
  // NODE_ENV=production it checks every instanceof on its types for a second copy of itself, a fifth of a request.
  const preload = ['--import', join(root, 'bench/lib/graphql-production.mjs')];
  const child: ChildProcess = spawn(process.execPath, [...preload, 'server/dist/main.js'], {
    cwd: root,
    // The job queue runs as in production (events reach the bell, notifications are delivered, scheduled ones go).
    env: {
      ...process.env,
      NODE_ENV: 'test',
      RUN_JOBS: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server on port ${port} exited with code ${child.exitCode} before it answered`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${port} did not answer /api/health within ${START_MS / 1000} s`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, stop };
}
