#!/usr/bin/env node
// Lighthouse (12.2.3, a root devDependency) in Debian's Chromium on the login page, the dashboard and the student
// list, against the built server (`npm run build` first: this builds nothing) on a fresh SQLite database with the
// demo data. Fails under performance 95 or accessibility 100 on any page.
//
// Lighthouse's own settings: a phone's screen, a slow 4G network and a 4x slower CPU, simulated ("mobile", its
// default), or LIGHTHOUSE_PRESET=desktop. Each page loads in a new browser, with an empty cache. Signed-in pages get
// the demo admin's session as the app keeps it (sessionStorage, web/src/lib/session.ts), written before the app's
// scripts run on every new document of the page.
//
// LIGHTHOUSE_PAGES=login (or "login,dashboard", by the names below) runs only those pages; LIGHTHOUSE_JSON=<dir>
// writes each page's whole report there (<name>.json: the LCP element, the critical request chain, the long tasks).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  loginResponse,
  requireBuilt,
  SESSION_STORAGE_KEY,
  startDemoServer,
} from './lib/web-session.mjs';

const PERFORMANCE = 95;
const ACCESSIBILITY = 100;
const PRESET = process.env.LIGHTHOUSE_PRESET ?? 'mobile';
const ALL_PAGES = [
  ['login', '/admin/login', false],
  ['dashboard', '/admin/dashboard', true],
  ['student list', '/admin/student-details', true],
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;
if (!PAGES.length) {
  console.error(`[bench] LIGHTHOUSE_PAGES names none of: ${ALL_PAGES.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
const JSON_DIR = process.env.LIGHTHOUSE_JSON;

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

async function audit(name, url, session) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (session)
      await page.evaluateOnNewDocument(
        (key, value) => {
          try {
            sessionStorage.setItem(key, value);
          } catch {
            // about:blank, where Lighthouse starts, has no storage.
          }
        },
        SESSION_STORAGE_KEY,
        JSON.stringify(session),
      );
    const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] };
    const result = await lighthouse(url, flags, PRESET === 'desktop' ? desktopConfig : undefined, page);
    const { lhr } = result;
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      writeFileSync(join(JSON_DIR, `${name.replaceAll(' ', '-')}.json`), result.report);
    }
    await browser.disconnect();
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      landed: new URL(lhr.finalDisplayedUrl).pathname,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      metrics: Object.entries(METRICS)
        .map(([label, id]) => `${label} ${lhr.audits[id].displayValue}`)
        .join(', '),
      failing,
      // Where the main thread's time went (script evaluation, style and layout, parsing…), largest first.
      mainThread: (lhr.audits['mainthread-work-breakdown'].details?.items ?? [])
        .slice(0, 5)
        .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
        .join(', '),
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    chrome.kill();
  }
}

requireBuilt();
const server = await startDemoServer();
let failed = false;
try {
  const session = await loginResponse(server.url);
  console.log(`[bench] lighthouse (${PRESET}): performance ≥ ${PERFORMANCE}, accessibility ${ACCESSIBILITY}`);
  for (const [name, path, signedIn] of PAGES) {
    const r = await audit(name, server.url + path, signedIn ? session : null);
    const ok = r.performance >= PERFORMANCE && r.accessibility >= ACCESSIBILITY && r.landed === path && !r.runtimeError;
    failed ||= !ok;
    console.log(
      `${name.padEnd(13)} ${path.padEnd(24)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  ${ok ? 'ok' : 'FAIL'}  (${r.metrics})`,
    );
    if (r.landed !== path) console.log(`  landed on ${r.landed}`);
    if (r.runtimeError) console.log(`  ${r.runtimeError}`);
    if (r.failing.length) console.log(`  failing audits: ${r.failing.join(', ')}`);
    console.log(`  main thread: ${r.mainThread}`);
  }
} finally {
  await server.stop();
}
if (failed) console.error('[bench] lighthouse: under target');
process.exit(failed ? 1 : 0);
