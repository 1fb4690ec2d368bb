#!/usr/bin/env node
// What reaches the browser: the JavaScript bytes a cold load of each route transfers (the compressed bodies, as
// sent; and with each response's headers) and decodes (uncompressed), in Debian's Chromium against the built server (`npm run build` first: this builds nothing)
// on a fresh SQLite database with the demo data, signed in as the demo admin. Fails over budget: the login page
// 150 KB of compressed JavaScript, any other route 300 KB (KB = 1,000 bytes). WEB_BYTES_FILES=1 lists each
// route's scripts.
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  loginResponse,
  requireBuilt,
  SESSION_STORAGE_KEY,
  startDemoServer,
} from './lib/web-session.mjs';

const KB = 1000;
const LOGIN_BUDGET = 150 * KB;
const ROUTE_BUDGET = 300 * KB;

/**
 * [name, path, signed in, ready]: the routes issue 37 measured, and the lists people open most. `ready`: a heading
 * that shows when the page has drawn what loads after its data (the dashboard's chart, with nivo).
 */
const ROUTES = [
  ['login', '/admin/login', false],
  ['dashboard', '/admin/dashboard', true, 'Student Chart'],
  ['student list', '/admin/student-details', true],
  ["a resident's page", '/admin/student-details/1', true],
  ['a room', '/admin/room/1', true],
  ['check-in', '/admin/checkin', true],
  ['Payment Details', '/admin/payment-details', true],
  ['Food Details', '/admin/food-details', true],
  ['Dues', '/admin/dues', true],
  ['Requests', '/admin/request', true],
];

/**
 * Loads `path` in a new context (an empty cache) and sums, per script response, the compressed body (its
 * Content-Length), the bytes on the wire (CDP Network.loadingFinished encodedDataLength: body and headers) and the
 * bytes decoded (dataReceived).
 */
async function measure(browser, url, path, session, ready) {
  const context = await browser.newContext();
  if (session)
    await context.addInitScript(
      ([key, value]) => sessionStorage.setItem(key, value),
      [SESSION_STORAGE_KEY, JSON.stringify(session)],
    );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const header = (name) => Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1];
    scripts.set(requestId, {
      url: response.url,
      encoding: header('content-encoding') ?? '',
      // The compressed body as sent (Content-Length: the server sends every file with one).
      body: Number(header('content-length') ?? NaN),
      wire: 0,
      decoded: 0,
      done: false,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (!script) return;
    // Without a Content-Length (none here), what came over the network, headers included.
    Object.assign(script, { wire: encodedDataLength, done: true });
    if (Number.isNaN(script.body)) script.body = encodedDataLength;
  });
  // networkidle: the route's lazy chunk and what it imports have loaded, and the page's first queries answered.
  await page.goto(url + path, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  if (ready) {
    await page.getByRole('heading', { name: ready }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  const landed = new URL(page.url()).pathname;
  await context.close();
  const all = [...scripts.values()].filter((s) => s.done);
  return {
    landed,
    body: all.reduce((sum, s) => sum + s.body, 0),
    wire: all.reduce((sum, s) => sum + s.wire, 0),
    decoded: all.reduce((sum, s) => sum + s.decoded, 0),
    encodings: [...new Set(all.map((s) => s.encoding || 'none'))].join(','),
    files: all,
  };
}

requireBuilt();
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let over = false;
try {
  const session = await loginResponse(server.url);
  console.log('[bench] web-bytes: JavaScript per cold load (KB = 1,000 bytes)');
  console.log(
    `${'route'.padEnd(18)} ${'path'.padEnd(25)} ${'files'.padStart(5)} ${'JS KB'.padStart(7)} ${'+headers'.padStart(8)} ${'decoded'.padStart(8)} ${'encoding'.padEnd(8)} budget`,
  );
  const kb = (bytes, width) => (bytes / KB).toFixed(1).padStart(width);
  for (const [name, path, signedIn, ready] of ROUTES) {
    const result = await measure(browser, server.url, path, signedIn ? session : null, ready);
    const budget = path === '/admin/login' ? LOGIN_BUDGET : ROUTE_BUDGET;
    // A redirect (to login, or elsewhere) would measure another page than the one named.
    const wrongPage = result.landed !== path;
    const ok = result.body <= budget && !wrongPage;
    over ||= !ok;
    const verdict = ok ? 'ok' : wrongPage ? `FAIL (landed on ${result.landed})` : 'OVER';
    console.log(
      `${name.padEnd(18)} ${path.padEnd(25)} ${String(result.files.length).padStart(5)} ${kb(result.body, 7)} ${kb(result.wire, 8)} ${kb(result.decoded, 8)} ${result.encodings.padEnd(8)} ${budget / KB} ${verdict}`,
    );
    // WEB_BYTES_FILES=1: every script of the route, largest first, to see what to split.
    if (process.env.WEB_BYTES_FILES)
      for (const file of result.files.sort((a, b) => b.body - a.body))
        console.log(`    ${kb(file.body, 7)} ${kb(file.decoded, 8)} ${new URL(file.url).pathname}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) console.error('[bench] web-bytes: over budget');
process.exit(over ? 1 : 0);
