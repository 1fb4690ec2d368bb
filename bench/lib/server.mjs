// Builds and runs the real server for a benchmark: a free port on 127.0.0.1, a temporary data folder, one admin login.
import { spawn, spawnSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** BENCH_SERVER_MAIN runs another build of the server (an older commit's, to compare) on the same data. */
const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ?? join(ROOT, 'server/dist/main.js');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Runs `npm run build -w server` when server/dist is missing or older than server/src or the rules package. */
export function ensureServerBuilt() {
  const builtAt = existsSync(SERVER_MAIN) ? statSync(SERVER_MAIN).mtimeMs : 0;
  const sources = ['server/src', 'packages/rules/src'].map((dir) => newestMtime(join(ROOT, dir)));
  if (builtAt && Math.max(...sources) <= builtAt) return;
  console.log('[bench] building the server…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts server/dist/main.js with the given environment and waits (at most 60 s) until /api/health answers. The
 * server runs in development (the dev SMS outbox signs the benchmark in) but as production serves: graphql-js
 * without its development checks (graphql-production.mjs) and JSON log lines.
 */
export async function startServer(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: more Node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', join(ROOT, 'bench/lib/graphql-production.mjs'), SERVER_MAIN],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SMS_PROVIDER: 'console',
        LOG_FORMAT: 'json',
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return {
          url,
          pid: child.pid,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer /api/health within 60 s:\n${stderr}`);
}

async function post(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in through the public flow: asks for a code, reads it from the dev outbox, logs in. Answers the token. */
export async function login(url, phone) {
  // A kept database remembers the code sent by the run before: within its resend delay (a minute), wait and ask again.
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: phone }),
    });
    if (res.ok) break;
    if (res.status !== 429 || attempt === 15)
      throw new Error(`POST ${url}/api/auth/login: ${res.status} ${await res.text()}`);
    await sleep(5_000);
  }
  const outbox = await (await fetch(`${url}/api/dev/outbox`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === phone)?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code for ${phone} in the dev outbox`);
  return (await post(`${url}/api/auth/login`, { identifier: phone, otp_code: code })).access_token;
}

/**
 * The benchmarks' connections to the server: kept alive, and at most as many as the highest concurrency measured (10),
 * so "10 connections" is ten TCP connections, each sending its next request when its answer is read.
 */
const connections = new Agent({ keepAlive: true, maxSockets: 10 });

/**
 * Sends one GraphQL operation over `connections` and fails on any error in the answer. Node's own HTTP client rather
 * than `fetch`: on the 2-core machine the load generator shares the server's cores, and `fetch` took about 0.9 ms of
 * CPU a request (as much as half the server's own) where this takes about 0.3 (bench/README.md, daily-ops).
 */
export function graphql(url, token, query, variables) {
  const body = JSON.stringify({ query, variables });
  const { hostname, port } = new URL(url);
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    authorization: `Bearer ${token}`,
  };
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { hostname, port, path: '/graphql', method: 'POST', agent: connections, headers },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) return reject(new Error(`POST ${url}/graphql: ${res.statusCode} ${text}`));
          const answer = JSON.parse(text);
          if (answer.errors) return reject(new Error(`GraphQL error: ${JSON.stringify(answer.errors)}`));
          resolve(answer.data);
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** CPU time (user + system, ms) the process `pid` has used so far, from /proc; undefined where there is none. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}
