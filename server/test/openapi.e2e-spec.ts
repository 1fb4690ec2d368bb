import { HealthCheckService } from '@nestjs/terminus';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ConflictError } from '../src/common/errors';
import { PERMISSIONS } from '../src/common/roles';
import { declaredAccess } from './support/access';
import { takeContractFailures } from './support/openapi-contract-record';
import { startTestApp, TestApp } from './support/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** swagger-parser is an ES module jest's runtime cannot load: it runs in a worker thread (see the worker). */
function validateWithSwaggerParser(document: unknown): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'support/openapi-validate.worker.mjs'), { workerData: document });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** `GET /api/students/{id}/photo` for each route the document lists. */
const documentedRoutes = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

// The document describes the code, not the data: one database is enough (the contract check runs on both).
describe('the OpenAPI document of the REST routes', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t
      .http()
      .get('/api/openapi.json')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    document = res.body as Document;
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document, served without a token (a bad one is ignored)', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await validateWithSwaggerParser(document)).toEqual({ ok: true, title: 'Hostel Admin REST API' });
    await t.http().get('/api/openapi.json').set('Authorization', 'Bearer not-a-token').expect(200);
  });

  it('lists every REST route Nest registered but the development ones, and no other', () => {
    const registered = Object.keys(declaredAccess(t.app))
      .filter((name) => /^(GET|POST|PUT|PATCH|DELETE) \/api\//.test(name))
      .map((name) => name.replace(/:(\w+)/g, '{$1}'));
    const dev = registered.filter((route) => route.includes(' /api/dev/'));
    expect(dev).toEqual(['GET /api/dev/outbox', 'POST /api/dev/run-jobs']);
    expect(documentedRoutes(document).sort()).toEqual(registered.filter((route) => !dev.includes(route)).sort());
    expect(documentedRoutes(document)).toHaveLength(15);
  });

  it('names, sums up and describes every operation, with who may call it from the role table', () => {
    const access = declaredAccess(t.app);
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, operation } of operations(document)) {
      expect({ route, id: operation.operationId, summary: operation.summary }).toEqual({
        route,
        id: expect.stringMatching(/^[a-z][A-Za-z]+$/),
        summary: expect.any(String),
      });
      const declared = access[route.replace(/\{(\w+)\}/g, ':$1')];
      if (declared === 'public') expect(operation.description).toContain('No sign-in');
      else if (declared === 'signed-in, residents too') expect(operation.description).toContain('Any signed-in caller');
      else {
        const roles = PERMISSIONS[declared as keyof typeof PERMISSIONS];
        expect({ route, roles: roles.every((role) => operation.description!.includes(role)) }).toEqual({
          route,
          roles: true,
        });
        expect(operation.description).toContain(`\`${String(declared)}\``);
      }
      expect({ route, security: operation.security }).toEqual({
        route,
        security:
          declared !== 'public' ? [{ bearer: [] }] : route === 'POST /api/auth/register' ? [{}, { bearer: [] }] : [],
      });
    }
  });

  it('gives every status a description and every error the filter body of that status', () => {
    for (const { route, operation } of operations(document)) {
      const statuses = Object.keys(operation.responses);
      expect({ route, shared: ['400', '413', '415', '429', '500', '503'].every((s) => statuses.includes(s)) }).toEqual({
        route,
        shared: true,
      });
      if (operation.security?.length === 1)
        expect({ route, statuses }).toEqual({ route, statuses: expect.arrayContaining(['401', '403']) });
      for (const [status, response] of Object.entries(operation.responses)) {
        expect({ route, status, described: Boolean(response.description) }).toEqual({ route, status, described: true });
        if (Number(status) >= 400)
          expect(response.content?.['application/json']?.schema?.$ref).toBe(`#/components/schemas/Error${status}`);
      }
    }
  });

  it('serves the reference page and its files from this server only, under a content security policy', async () => {
    const page = await t
      .http()
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    const links = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(page.text).not.toMatch(/https?:\/\//);
    for (const link of links) {
      expect(link.startsWith('/api/docs/')).toBe(true);
      const file = await t.http().get(link).expect(200);
      expect(file.headers['content-type']).toMatch(/^(text\/css|text\/javascript|image\/png)/);
    }
    const start = await t.http().get('/api/docs/docs.js').expect(200);
    expect(start.text).toContain("url: '/api/openapi.json'");
    expect(start.text).toContain('validatorUrl: null');
    await t.http().get('/api/docs/index.html').expect(404);
  });

  it('answers 304 to a browser holding the document or the page, though the app tags no other answer', async () => {
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/docs.js']) {
      const first = await t.http().get(path).expect(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      await t.http().get(path).set('If-None-Match', etag).expect(304);
      await t.http().get(path).set('If-None-Match', '"another"').expect(200);
    }
    const graphql = await t.http().post('/graphql').send({ query: '{ __typename }' }).expect(200);
    expect(graphql.headers.etag).toBeUndefined();
  });

  it('fails a test whose REST answer the document does not describe, naming the call', async () => {
    const health = t.app.get(HealthCheckService);
    const extra = jest
      .spyOn(health, 'check')
      .mockResolvedValue({ status: 'ok', info: {}, error: {}, details: {}, uptime: 1 } as never);
    await t.http().get('/api/health?probe=1').expect(200);
    extra.mockRejectedValue(new ConflictError('Not a status this route answers'));
    await t.http().get('/api/health?probe=2').expect(409);
    extra.mockRestore();
    const failures = takeContractFailures();
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain('GET /api/health?probe=1 answered 200');
    expect(failures[0]).toContain('must NOT have additional properties {"additionalProperty":"uptime"}');
    expect(failures[1]).toContain('GET /api/health?probe=2 answered 409');
    expect(failures[1]).toContain('status 409 is not in the document');
  });
});
