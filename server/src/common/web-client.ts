import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** Hashed build files (web/dist/assets/*): a new build gives them new names, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** REVALIDATE: everything else (index.html, the SPA fallback, playground.html, files at the root): asked again on every use. */
export const REVALIDATE = 'no-cache';

/** The types the server names for what the web build holds (express would name .br and .gz octet streams). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

type Encoding = 'br' | 'gzip';
/** The variant files the web build writes beside each compressible file (web/vite/precompress.ts). */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The q-value Accept-Encoding gives `name` (an explicit entry first, then `*`); 0 when not accepted. */
function quality(header: string, name: string): number {
  let star = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const value = q === undefined ? 1 : Number(q);
    if (coding === name) return value;
    if (coding === '*') star = value;
  }
  return star;
}

/** What this request may receive: brotli when the browser accepts it, gzip otherwise, in that order. */
export function acceptedEncodings(req: Request): Encoding[] {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return [];
  return (['br', 'gzip'] as const).filter((name) => quality(header, name) > 0);
}

/**
 * Sends a file of the web build: its precompressed variant when the request accepts one and the build wrote it,
 * with the original's type, `Vary: Accept-Encoding` (a cache must not hand brotli to a client that asked for
 * none) and the given Cache-Control. Last-Modified is the variant file's own, so each encoding revalidates on its
 * own (no ETag: bootstrap.ts turns Express's off for every answer).
 */
export function sendBuiltFile(req: Request, res: Response, dir: string, name: string, cacheControl: string) {
  const type = TYPES[extname(name)];
  let sent = name;
  if (type) {
    res.vary('Accept-Encoding');
    const encoding = acceptedEncodings(req).find((coding) => existsSync(join(dir, name + SUFFIX[coding])));
    if (encoding) {
      sent = name + SUFFIX[encoding];
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Type', type);
  }
  res.setHeader('Cache-Control', cacheControl);
  // Relative to `root`: a build inside a dot folder (~/.cache/…) is served, a dot file inside the build is not.
  res.sendFile(sent, { root: dir, cacheControl: false });
}

/**
 * The build's file for a URL path, relative to the build, or null: only a regular file inside the build, never a
 * variant asked for by name.
 */
function builtFile(dir: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || /\.(br|gz)$/.test(path)) return null;
  const file = resolve(join(dir, path));
  if (!file.startsWith(dir + sep)) return null;
  try {
    return statSync(file).isFile() ? file.slice(dir.length + 1) : null;
  } catch {
    return null;
  }
}

const isApi = (path: string) => path === '/graphql' || path === '/api' || path.startsWith('/api/');

/**
 * The built web client (web/dist): its files, compressed and cached as above, and every other page request (a GET
 * that accepts HTML, outside /api and /graphql) answered with its index.html, which the app's router reads.
 */
function webClientMiddleware(webDistDir: string) {
  const dir = resolve(webDistDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    const file = req.path === '/' ? null : builtFile(dir, req.path);
    if (file) return sendBuiltFile(req, res, dir, file, req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (req.method !== 'GET' || !req.accepts('html')) return next();
    sendBuiltFile(req, res, dir, 'index.html', REVALIDATE);
  };
}

/** Answers smaller than this go out as they are: compressing them saves little and costs a little time. */
export const COMPRESS_THRESHOLD = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses JSON answers (GraphQL's and the REST API's) of COMPRESS_THRESHOLD bytes or more. It acts only on an
 * answer sent whole in one `res.end(body)` (res.json, res.send, Apollo's complete answers): an answer written in
 * parts (a CSV or PDF download, a StreamableFile, GraphQL's incremental delivery) goes out untouched as it is
 * written, and nothing is ever held back waiting for more. Brotli at quality 4 costs about as much time as gzip's
 * default and gives smaller answers.
 */
export function compressJsonAnswers(req: Request, res: Response, next: NextFunction) {
  const encodings = acceptedEncodings(req);
  if (!encodings.length || req.method === 'HEAD') return next();
  const { write } = res;
  const end = res.end as unknown as (this: Response, ...args: unknown[]) => Response;
  let streamed = false;
  res.write = function (this: Response, ...args: Parameters<Response['write']>) {
    streamed = true;
    return write.apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const type = String(res.getHeader('Content-Type') ?? '');
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk;
    const worth =
      !streamed &&
      !res.headersSent &&
      Buffer.isBuffer(body) &&
      body.length >= COMPRESS_THRESHOLD &&
      /json/.test(type) &&
      !res.getHeader('Content-Encoding') &&
      !/no-transform/.test(String(res.getHeader('Cache-Control') ?? ''));
    // Whether compressed or not, a JSON answer depends on Accept-Encoding for a cache between here and the client.
    if (!res.headersSent && /json/.test(type)) res.vary('Accept-Encoding');
    if (!worth) return end.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const name = encodings[0];
    const compressed =
      name === 'br'
        ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipAsync(body);
    compressed.then(
      (out) => {
        res.setHeader('Content-Encoding', name);
        res.setHeader('Content-Length', out.length);
        end.call(this, out, done);
      },
      // Compression failing is no reason to lose the answer: it goes out as it was.
      () => end.call(this, body, done),
    );
    return this;
  } as Response['end'];
  next();
}

/**
 * The server's answers as a browser receives them: JSON answers compressed (compressJsonAnswers) and, when the web
 * client is built, its files and pages (webClientMiddleware). Registered before Nest's routes and Apollo's /graphql,
 * which are set up at init.
 */
export function serveWebClient(app: NestExpressApplication, webDistDir: string) {
  app.use(compressJsonAnswers);
  if (existsSync(join(webDistDir, 'index.html'))) app.use(webClientMiddleware(webDistDir));
}
