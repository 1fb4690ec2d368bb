#!/usr/bin/env node
// Webhook latency: how long from a change's commit to its signed delivery at a receiver on this machine. Starts the
// real server (RUN_JOBS on, as `npm start` runs it) on a fresh SQLite database, or a fresh schema of
// BENCH_DATABASE_URL too, registers an endpoint pointing at a local HTTP receiver, records BENCH_WEBHOOKS (default
// 200) payments one by one at random intervals, and for each measures receipt − the event's `createdAt` (the server
// stamps it in the payment's transaction, just before the commit; both clocks are this machine's).
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresPlace } from './lib/seed-postgres.mjs';
import { ensureServerBuilt, graphql, login, ROOT, startServer } from './lib/server.mjs';

const N = Number(process.env.BENCH_WEBHOOKS ?? 200);
/** Mean pause between two payments (uniform from 0 to twice this), so changes fall anywhere in the worker's round. */
const GAP_MS = Number(process.env.BENCH_WEBHOOK_GAP_MS ?? 300);
const ADMIN = '+919999900001';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function receiver() {
  const arrivals = new Map();
  let secret = '';
  let badSignatures = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const [t, v1] = String(req.headers['hostel-admin-signature'])
        .split(',')
        .map((p) => p.split('=')[1]);
      if (createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') !== v1) badSignatures++;
      const event = JSON.parse(body);
      if (!arrivals.has(event.id)) arrivals.set(event.id, { at, createdAt: Date.parse(event.createdAt), event });
      res.statusCode = 204;
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/hooks`,
        arrivals,
        setSecret: (s) => (secret = s),
        badSignatures: () => badSignatures,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

async function setUp(url) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Bench Admin',
      phone_number: ADMIN,
      email: 'bench@example.com',
      role: 'superadmin',
      hostel_name: 'Bench Hostel',
      hostel_address: '1 Bench Road, Pune',
      hostel_type: 'boys',
      subscription_plan: 'premium_plan',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const token = await login(url, ADMIN);
  const room = (
    await graphql(
      url,
      token,
      `
        mutation ($input: CreateRoomInput!) {
          createRoom(input: $input) {
            id
            beds {
              id
            }
          }
        }
      `,
      {
        input: { roomNumber: 101, floor: 1, roomType: 'normal', totalBeds: 1, pricePerMonthPaise: 650_000 },
      },
    )
  ).createRoom;
  const student = (
    await graphql(
      url,
      token,
      `
        mutation ($input: CheckInInput!) {
          checkIn(input: $input) {
            student {
              id
            }
          }
        }
      `,
      {
        input: {
          name: 'Bench Resident',
          email: 'resident@example.com',
          phone: '9812345670',
          roomId: room.id,
          bedId: room.beds[0].id,
          monthlyRentPaise: 650_000,
          depositPaise: 900_000,
          depositMethod: 'cash',
          rentAgreementDays: 330,
          noticePeriodDays: 30,
        },
      },
    )
  ).checkIn.student;
  return { token, studentId: student.id };
}

async function run(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-webhooks-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', RUN_JOBS: 'true', LOG_LEVEL: 'warn' };
  const postgres =
    kind === 'postgres' ? await postgresPlace(process.env.BENCH_DATABASE_URL, 'bench_webhooks') : undefined;
  if (postgres) Object.assign(env, postgres.env);
  else env.SQLITE_PATH = 'bench.sqlite';
  const hooks = await receiver();
  const server = await startServer(env);
  try {
    const { token, studentId } = await setUp(server.url);
    const created = await graphql(
      server.url,
      token,
      `
        mutation ($input: CreateWebhookEndpointInput!) {
          createWebhookEndpoint(input: $input) {
            secret
            endpoint {
              id
            }
          }
        }
      `,
      { input: { url: hooks.url, events: ['payment_recorded'], idempotencyKey: `bench-${Date.now()}` } },
    );
    hooks.setSecret(created.createWebhookEndpoint.secret);
    await sleep(1000);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const answered = [];
    for (let i = 0; i < N; i++) {
      await graphql(
        server.url,
        token,
        `
          mutation ($input: RecordPaymentInput!) {
            recordPayment(input: $input) {
              payment {
                id
              }
            }
          }
        `,
        {
          input: {
            studentId,
            amountPaise: 100 + i,
            method: 'cash',
            paidOn: today,
            idempotencyKey: `bench-pay-${i}-${Date.now()}`,
          },
        },
      );
      answered.push(Date.now());
      await sleep(Math.random() * 2 * GAP_MS);
    }
    for (let waited = 0; hooks.arrivals.size < N && waited < 30_000; waited += 100) await sleep(100);
    const latencies = [...hooks.arrivals.values()].map((a) => a.at - a.createdAt).sort((a, b) => a - b);
    const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
    const result = {
      kind,
      deliveries: latencies.length,
      expected: N,
      badSignatures: hooks.badSignatures(),
      p50: at(50),
      p95: at(95),
      p99: at(99),
      max: latencies.at(-1),
    };
    console.log(
      `[bench] ${kind}: ${result.deliveries} of ${N} payments received, ${result.badSignatures} bad signatures; commit → receipt p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms`,
    );
    return result;
  } finally {
    await server.stop();
    await hooks.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (postgres) await postgres.drop();
  }
}

ensureServerBuilt();
const results = [await run('sqlite')];
if (process.env.BENCH_DATABASE_URL) results.push(await run('postgres'));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/webhook-latency.json'), JSON.stringify(results, null, 2));
if (results.some((r) => r.deliveries !== r.expected || r.badSignatures)) process.exit(1);
