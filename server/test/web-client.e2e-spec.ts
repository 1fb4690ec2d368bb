import express from 'express';
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { compressJsonAnswers, COMPRESS_THRESHOLD } from '../src/common/web-client';
import { startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

/** A browser's Accept header on a page load (Chromium's), and what it sends for a script. */
const BROWSER =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
const SCRIPT = '*/*';
/** Large enough to compress, as the build's files are; each its own text so a mixed-up file shows. */
const INDEX = `<!doctype html><title>Hostel Admin</title><div id="root">${'<p>index</p>'.repeat(200)}</div>`;
const PLAYGROUND = `<!doctype html><title>API playground · Hostel Admin</title>${'<i>playground</i>'.repeat(200)}`;
const APP_JS = `export const app = ${JSON.stringify('hashed asset '.repeat(300))};`;
const SMALL_JS = 'export const small = 1;';
/** An answer of several kilobytes from any caller: the schema's type names and descriptions. */
const BIG_QUERY = '{ __schema { types { name description fields { name description } } } }';

/** Writes a file of the web build and, as the build does (web/vite.precompress.ts), its .br and .gz beside it. */
function built(dir: string, name: string, content: string, precompressed = true) {
  writeFileSync(join(dir, name), content);
  if (!precompressed) return;
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
}

/**
 * Asks for `path` and answers the bytes as sent, undecoded (supertest would decode brotli and gzip), with the status
 * and headers.
 */
function raw(t: TestApp, path: string, accept: string, acceptEncoding: string) {
  const server = createServer(t.app.getHttpAdapter().getInstance());
  return new Promise<{ res: IncomingMessage; bytes: Buffer }>((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const headers = { Accept: accept, 'Accept-Encoding': acceptEncoding };
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => server.close(() => resolve({ res, bytes: Buffer.concat(chunks) })));
      }).on('error', reject);
    });
  });
}

/** The body as the browser reads it. */
function decode(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe.each(TEST_DATABASES)('the web client and the API answers on the wire on %s', (db) => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'hostel-admin-dist-'));
    mkdirSync(join(dist, 'assets'));
    built(dist, 'index.html', INDEX);
    built(dist, 'playground.html', PLAYGROUND);
    built(join(dist, 'assets'), 'app-Bx7Yq2.js', APP_JS);
    // Below the build's 1 KB the build writes no compressed copy: the file goes out as it is.
    built(join(dist, 'assets'), 'small-C1a2b3.js', SMALL_JS, false);
    t = await startTestApp(db, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset in brotli or gzip by Accept-Encoding, cached for a year as immutable', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['*', 'br'],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const { res, bytes } = await raw(t, '/assets/app-Bx7Yq2.js', SCRIPT, acceptEncoding);
      expect({ acceptEncoding, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({
        acceptEncoding,
        status: 200,
        encoding: expected,
      });
      expect(decode(bytes, expected)).toBe(APP_JS);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (expected) expect(bytes.length).toBeLessThan(APP_JS.length / 4);
    }
  });

  it('sends a file the build left uncompressed as it is, never a compressed copy asked for by name, nothing outside', async () => {
    const { res, bytes } = await raw(t, '/assets/small-C1a2b3.js', SCRIPT, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(bytes.toString('utf8')).toBe(SMALL_JS);
    const copy = await raw(t, '/assets/app-Bx7Yq2.js.br', 'text/javascript', 'br');
    expect(copy.res.statusCode).toBe(404);
    // Nothing outside the build: an encoded way up is the SPA's page at most, never the file.
    writeFileSync(join(dist, '..', 'outside-the-build.js'), 'secret');
    const up = await raw(t, '/assets/..%2f..%2foutside-the-build.js', BROWSER, 'identity');
    expect(up.bytes.toString('utf8')).not.toContain('secret');
    rmSync(join(dist, '..', 'outside-the-build.js'));
  });

  it('sends index.html, the SPA fallback and the playground compressed and revalidated on every use', async () => {
    for (const path of ['/index.html', '/admin/dashboard', '/admin/student-details/1']) {
      const { res, bytes } = await raw(t, path, BROWSER, 'gzip, deflate, br');
      expect({ path, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: 'no-cache',
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(decode(bytes, 'br')).toBe(INDEX);
    }
    const gz = await raw(t, '/admin/dashboard', BROWSER, 'gzip');
    expect(decode(gz.bytes, gz.res.headers['content-encoding'])).toBe(INDEX);
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    const playground = await raw(t, '/graphql', BROWSER, 'gzip, deflate, br');
    expect(playground.res.statusCode).toBe(200);
    expect(playground.res.headers['cache-control']).toBe('no-cache');
    expect(playground.res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(decode(playground.bytes, playground.res.headers['content-encoding'])).toBe(PLAYGROUND);
    expect(playground.res.headers['content-encoding']).toBe('br');
  });

  it('compresses a large GraphQL answer by Accept-Encoding, and leaves a small one as it is', async () => {
    const plain = await t.http().post('/graphql').set('Accept-Encoding', 'identity').send({ query: BIG_QUERY });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const size = Buffer.byteLength(plain.text);
    expect(size).toBeGreaterThan(20 * COMPRESS_THRESHOLD);
    for (const encoding of ['br', 'gzip']) {
      // superagent decodes the body; the headers say what was sent.
      const res = await t.http().post('/graphql').set('Accept-Encoding', encoding).send({ query: BIG_QUERY });
      expect({ encoding: res.headers['content-encoding'], vary: res.headers['vary'] }).toEqual({
        encoding,
        vary: expect.stringMatching(/Accept-Encoding/i),
      });
      expect(Number(res.headers['content-length'])).toBeLessThan(size / 4);
      expect(res.body).toEqual(plain.body);
    }
    const small = await t
      .http()
      .post('/graphql')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .send({ query: '{ __typename }' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('{"data":{"__typename":"Query"}}\n');
  });

  it('leaves a small REST answer (a refused login) as it is', async () => {
    const res = await t.http().post('/api/auth/login').set('Accept-Encoding', 'gzip, deflate, br').send({});
    expect(res.status).toBe(400);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'identifier' })]));
  });
});

describe('compressJsonAnswers', () => {
  /** A bare Express app with the middleware: a JSON answer sent whole, and one written in parts as a download is. */
  const app = express();
  app.use(compressJsonAnswers);
  const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Resident ${i}` }));
  app.get('/whole', (_req, res) => res.json(rows));
  app.get('/parts', (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.write('[');
    res.write(rows.map((row) => JSON.stringify(row)).join(','));
    res.end(']');
  });
  app.get('/csv', (_req, res) => res.type('text/csv').send('id,name\n'.repeat(500)));

  it('compresses a JSON answer sent whole, and never one written in parts or a file that is not JSON', async () => {
    const whole = await request(app).get('/whole').set('Accept-Encoding', 'br');
    expect(whole.headers['content-encoding']).toBe('br');
    expect(whole.body).toEqual(rows);
    const parts = await request(app).get('/parts').set('Accept-Encoding', 'br');
    expect(parts.headers['content-encoding']).toBeUndefined();
    expect(parts.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(parts.text)).toEqual(rows);
    const csv = await request(app).get('/csv').set('Accept-Encoding', 'gzip, br');
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(csv.text).toBe('id,name\n'.repeat(500));
  });
});
