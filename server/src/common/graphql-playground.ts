import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REVALIDATE, sendBuiltFile } from './web-client';

/**
 * The playground page's content security policy. The server sets none for the app; this page gets one because it
 * holds a bearer token or an API key in its editors, so nothing but this server's own files may run or be reached
 * from it. What GraphiQL and Monaco need, from 'self' only:
 * - style-src 'unsafe-inline': Monaco and GraphiQL write element styles and <style> tags as they lay out the editors;
 * - font-src and img-src data: GraphiQL's stylesheet carries its fonts and icons inline;
 * - worker-src 'self': Monaco's workers (editor, JSON, GraphQL) are files of the web build, not blob: URLs;
 * - connect-src 'self': operations go to this server's /graphql only.
 */
export const PLAYGROUND_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A browser's page request (it prefers HTML to JSON); a client that accepts anything, or names no type, gets JSON. */
function prefersHtml(req: Request): boolean {
  return req.accepts(['application/json', 'text/html']) === 'text/html';
}

/**
 * GET /graphql from a browser answers the API playground (web/playground.html, built into the web client's dist) when
 * the setting is on and the page is built; every other request to /graphql (POST, GET asking for JSON) goes on to
 * Apollo unchanged, CSRF prevention included. The built file itself is reachable only as /graphql, under the policy.
 */
export function graphqlPlayground(webDistDir: string, enabled: boolean) {
  const dir = resolve(webDistDir);
  const served = enabled && existsSync(join(dir, 'playground.html'));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/playground.html') return res.redirect(served ? '/graphql' : '/');
    if (!served || req.method !== 'GET' || req.path !== '/graphql' || !prefersHtml(req)) return next();
    res.setHeader('Content-Security-Policy', PLAYGROUND_CSP);
    // Compressed as the web client's pages are, and asked again on every use (common/web-client.ts).
    sendBuiltFile(req, res, dir, 'playground.html', REVALIDATE);
  };
}
