import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

/**
 * The hashes ('sha256-…') of the inline <script> blocks of the built web client's index.html: its boot script picks the
 * shell (signed in or not) before the bundle arrives, and a policy without 'unsafe-inline' runs it only by its hash.
 * Read again when the file changes, so a web build under a running server keeps working; the file's time is looked at
 * no more than once a second (a stat on every answer was 2 to 3 % of a trivial request's time).
 */
function inlineScriptHashes(webDistDir: string): () => string[] {
  const index = join(webDistDir, 'index.html');
  let seen = -1;
  let lookedAt = -Infinity;
  let hashes: string[] = [];
  return () => {
    const now = performance.now();
    if (now - lookedAt < 1000) return hashes;
    lookedAt = now;
    let changedAt: number;
    try {
      changedAt = statSync(index).mtimeMs;
    } catch {
      hashes = [];
      seen = -1;
      return hashes;
    }
    if (changedAt !== seen) {
      const html = readFileSync(index, 'utf8');
      hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
      );
      seen = changedAt;
    }
    return hashes;
  };
}

/**
 * The app's content security policy (the playground at GET /graphql and Swagger UI at /api/docs set their own, stricter
 * ones over it). Everything from this server only:
 * - script-src: the bundle's files and index.html's boot script by its hash; no eval, no other inline script;
 * - style-src 'unsafe-inline': Chakra UI (emotion) writes <style> tags at run time, and index.html's shell has one;
 * - img-src data:: icons and images the build inlines;
 * - connect-src 'self': /graphql and /api/* of this server;
 * - frame-ancestors 'none': no other page may frame the app (clickjacking), with X-Frame-Options: DENY for old browsers.
 * No upgrade-insecure-requests: a hostel that serves the app over plain http on its own network would lose every file.
 */
export function contentSecurityPolicy(webDistDir: string) {
  const hashes = inlineScriptHashes(webDistDir);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [(_req: IncomingMessage) => ["'self'", ...hashes()].join(' ')],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/**
 * Security headers on every answer (helmet), and CORS: closed unless CORS_ORIGINS names the origins whose pages may call
 * the API (the app itself is served from this origin and needs none). Sign-in is a bearer token, never a cookie, so an
 * allowed origin gets no credentials mode. Called first in bootstrap(), so the headers are on every answer, errors too.
 */
export function applySecurity(app: NestExpressApplication, config: AppConfig): void {
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config.webDistDir),
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // Half a year, this host only: a site that also runs other hosts under its domain chooses for them itself.
      strictTransportSecurity: { maxAge: 180 * 86_400, includeSubDomains: false },
      // Photos and receipts are fetched by the app's own pages; another site's <img> or <script> may not load them.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  if (config.cors.origins.length)
    app.enableCors({
      origin: config.cors.origins,
      methods: ['GET', 'POST'],
      exposedHeaders: ['X-Request-Id', 'Content-Disposition'],
      maxAge: 600,
    });
}
