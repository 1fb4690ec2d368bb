import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Express, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { buildOpenApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The reference page loads only what this server serves (Swagger UI from the installed swagger-ui-dist): no script,
 * style, font or image from another host, so it works on a network without internet. Swagger UI sets inline styles
 * and draws its icons from data: URLs; its "Try it out" calls this server.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hostel Admin REST API</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/docs.js"></script>
  </body>
</html>
`;

// No validator badge (it would send the document to validator.swagger.io); the base layout has no URL bar.
const START = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    layout: 'BaseLayout',
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
  });
});
`;

/** The files of swagger-ui-dist the page uses, and nothing else of the package (its index.html points elsewhere). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * A body's entity tag, made once per body: the app computes none for its answers (bootstrap.ts), and these `no-cache`
 * ones are asked again on every visit, so they carry their own, and `res.send` answers 304 to a browser that has it.
 */
const entityTag = (body: string) => `"${createHash('sha1').update(body, 'utf8').digest('base64url')}"`;

function send(res: Response, type: string, body: string, cache: string, etag: string) {
  res.setHeader('Content-Security-Policy', DOCS_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', cache);
  res.setHeader('ETag', etag);
  res.type(type).send(body);
}

/**
 * `GET /api/openapi.json` (the OpenAPI document of every REST route) and `GET /api/docs` (Swagger UI over it):
 * public, outside the guard (plain Express routes, registered before Nest's), built once on the first request when
 * every module's routes are known.
 */
export function serveOpenApi(app: NestExpressApplication) {
  let document: { json: string; etag: string } | undefined;
  const http = app.getHttpAdapter().getInstance() as Express;
  const assets = dirname(require.resolve('swagger-ui-dist/package.json'));
  const [pageTag, startTag] = [entityTag(PAGE), entityTag(START)];
  http.get(OPENAPI_PATH, (_req: Request, res: Response) => {
    if (!document) {
      const json = JSON.stringify(buildOpenApiDocument(app) satisfies OpenAPIObject);
      document = { json, etag: entityTag(json) };
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', document.etag);
    res.type('application/json; charset=utf-8').send(document.json);
  });
  http.get(DOCS_PATH, (_req: Request, res: Response) =>
    send(res, 'text/html; charset=utf-8', PAGE, 'no-cache', pageTag),
  );
  http.get(`${DOCS_PATH}/docs.js`, (_req: Request, res: Response) =>
    send(res, 'text/javascript; charset=utf-8', START, 'no-cache', startTag),
  );
  for (const [file, type] of Object.entries(ASSETS))
    http.get(`${DOCS_PATH}/${file}`, (_req: Request, res: Response) => {
      res.setHeader('Content-Security-Policy', DOCS_CSP);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type(type).sendFile(join(assets, file));
    });
}
