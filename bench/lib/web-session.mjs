// What the browser benches (web-bytes.mjs, lighthouse.mjs) share: the built server on a fresh SQLite database with the
// demo hostel, the demo admin's session as the web app keeps it, and Debian's Chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer } from './server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The demo admin (README: demo login) and the web app's sessionStorage key (web/src/lib/session.ts). */
export const DEMO_ADMIN_PHONE = '+919876543210';
export const SESSION_STORAGE_KEY = 'admin_details';

/** These benches measure what was built (`npm run build`): they build nothing, and say so when a build is missing. */
export function requireBuilt() {
  const missing = ['server/dist/main.js', 'web/dist/index.html'].filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length) {
    console.error(`[bench] ${missing.join(' and ')} missing: run \`npm run build\` first`);
    process.exit(2);
  }
}

/** The built server as a new user starts it: a fresh SQLite database with the demo data, serving web/dist. */
export async function startDemoServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-web-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, SQLITE_PATH: 'bench.sqlite', SEED_DEMO_DATA: 'true' });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in through the public flow (a code from the dev outbox) and answers the whole login response: the web app
 * stores exactly that in sessionStorage under SESSION_STORAGE_KEY.
 */
export async function loginResponse(url, phone = DEMO_ADMIN_PHONE) {
  const post = (body) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const asked = await post({ identifier: phone });
  if (!asked.ok) throw new Error(`asking for a login code: ${asked.status} ${await asked.text()}`);
  const outbox = await (await fetch(`${url}/api/dev/outbox`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.findLast((m) => m.to === phone)?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code for ${phone} in the dev outbox`);
  const res = await post({ identifier: phone, otp_code: code });
  if (!res.ok) throw new Error(`logging in: ${res.status} ${await res.text()}`);
  return res.json();
}
