import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';

/** A built web client in miniature: index.html with an inline boot script (as web/index.html has), and the playground. */
function webDist(): { dir: string; bootScript: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hostel-admin-web-'));
  const bootScript = "\n      document.documentElement.className = 'signed-out';\n    ";
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${bootScript}</script>` +
      '<script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dir, 'playground.html'), '<!doctype html><html><body>playground</body></html>');
  return { dir, bootScript };
}

/** The policy's directives by name: `script-src` → ["'self'", …]. */
function directives(res: Response): Record<string, string[]> {
  const policy = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** The headers every answer carries, a page, a JSON answer or an error alike. */
function expectHardened(res: Response) {
  expect(res.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  });
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(directives(res)['frame-ancestors']).toEqual(["'none'"]);
}

describe.each(TEST_DATABASES)('security headers on %s', (db) => {
  const web = webDist();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { WEB_DIST_DIR: web.dir });
  }, 60_000);
  afterAll(() => t.close());

  it('puts the headers on JSON answers, errors and GraphQL answers', async () => {
    expectHardened(await t.http().get('/api/health').expect(200));
    expectHardened(await t.http().get('/api/students/export.csv').expect(401));
    expectHardened(await t.http().post('/graphql').send({ query: '{ __typename }' }).expect(200));
  });

  it("gives the app's page a policy that runs its own files and its boot script by hash, and nothing else", async () => {
    const res = await t.http().get('/rooms').set('Accept', 'text/html').expect(200);
    expectHardened(res);
    const csp = directives(res);
    const hash = `'sha256-${createHash('sha256').update(web.bootScript).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", hash]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Plain http on a hostel's own network keeps working: no request is rewritten to https.
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('keeps the stricter policies of the API playground and the REST reference over the app policy', async () => {
    const playground = await t.http().get('/graphql').set('Accept', 'text/html').expect(200);
    expect(directives(playground)['form-action']).toEqual(["'none'"]);
    expect(directives(playground)['frame-ancestors']).toEqual(["'none'"]);
    const docs = await t.http().get('/api/docs').expect(200);
    expect(directives(docs)['default-src']).toEqual(["'none'"]);
    expectHardened(docs);
  });

  it('lets no other origin read an answer from a browser while CORS_ORIGINS is unset', async () => {
    const preflight = await t
      .http()
      .options('/graphql')
      .set('Origin', 'https://evil.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.http().get('/api/health').set('Origin', 'https://evil.example.com').expect(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps an idle connection open for 65 s, so a client reusing it does not meet a reset', async () => {
    const res = await t.http().get('/api/health').set('Connection', 'keep-alive').expect(200);
    expect(res.headers['keep-alive']).toBe('timeout=65');
  });

  it('refuses a JSON body over 3 MB as too large, in words, and keeps the headers on the refusal', async () => {
    const res = await t
      .http()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(3.2 * 1024 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.text).toContain('The request body is too large');
    expectHardened(res);
  });
});

describe.each(TEST_DATABASES)('CORS_ORIGINS on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { CORS_ORIGINS: 'https://app.example.in,http://localhost:5173' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers the named origins, and only them, with their own origin and no credentials mode', async () => {
    const preflight = await t
      .http()
      .options('/graphql')
      .set('Origin', 'https://app.example.in')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.in');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET,POST');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await t.http().get('/api/health').set('Origin', 'http://localhost:5173').expect(200);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await t.http().get('/api/health').set('Origin', 'https://evil.example.com').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
