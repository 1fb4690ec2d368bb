import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document';
import { documented, recordAnswer } from './openapi-contract-record';

/**
 * The contract cannot drift from the code: every answer a test app gives under /api is checked against the OpenAPI
 * document the app serves (`/api/openapi.json`, built by `src/openapi/`): its status must be listed for that path and
 * method, its content type among that status's media types, its required headers present, and a JSON body valid
 * under the schema (ajv); and a request it accepted (2xx) must hold to the documented JSON body and query parameters,
 * so that a rule written stricter or looser than the validators shows. A mismatch is recorded
 * (`openapi-contract-record.ts`) and fails the test that made the call (`openapi-contract.setup.ts`, after each test),
 * naming the call. Routes the document leaves out (the development routes, an unknown path) are not checked.
 */

interface DocumentedOperation {
  method: string;
  template: string;
  pattern: RegExp;
  operation: OperationObject;
}

interface Contract {
  ajv: Ajv2020;
  operations: DocumentedOperation[];
}

const SCHEMA_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

let contract: Contract | undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function compile(document: OpenAPIObject, onRoutes: (routes: string[]) => void): Contract {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; `example` and the like are annotations ajv may ignore.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as object, SCHEMA_ID);
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(
        `^${template
          .split(/\{\w+\}/)
          .map(escape)
          .join('[^/]+')}$`,
      ),
      operation: item[method]!,
    })),
  );
  onRoutes(operations.map((o) => `${o.method} ${o.template}`));
  // A path with fewer parameters is the more specific one (`/api/students/export.csv` before `/api/students/{id}`).
  operations.sort((a, b) => (a.template.match(/\{/g) ?? []).length - (b.template.match(/\{/g) ?? []).length);
  return { ajv, operations };
}

/** What is wrong with one answer, or nothing. */
function problemsOf(
  { ajv }: Contract,
  found: DocumentedOperation,
  status: number,
  contentType: string,
  headers: Record<string, unknown>,
  body: Buffer,
): string[] {
  const response = found.operation.responses[status] as ResponseObject | undefined;
  if (!response)
    return [`status ${status} is not in the document (it lists ${Object.keys(found.operation.responses).join(', ')})`];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {}))
    if ((header as { required?: boolean }).required && headers[name.toLowerCase()] === undefined)
      problems.push(`the header ${name} is missing`);
  const media = Object.keys(response.content ?? {});
  if (!media.length) return body.length ? [...problems, 'a body where the document lists none'] : problems;
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (!media.includes(type)) return [...problems, `content type "${contentType}" is not one of ${media.join(', ')}`];
  if (type !== 'application/json') return problems;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const ref = `${SCHEMA_ID}#/${pointer('paths', found.template, found.method.toLowerCase(), 'responses', String(status), 'content', type, 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) return [...problems, `no schema at ${ref}`];
  if (!validate(value))
    problems.push(
      ...(validate.errors ?? []).map(
        (e) => `body${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
      ),
    );
  return problems.length ? [...problems, `body: ${JSON.stringify(value).slice(0, 400)}`] : problems;
}

/**
 * A JSON body the server accepted (a 2xx) must be valid under the document's request schema: a rule written stricter
 * or looser than the validators would show here. Express keeps the parsed body on the request (`req.body`).
 */
function acceptedBodyProblems({ ajv }: Contract, found: DocumentedOperation, req: IncomingMessage): string[] {
  const body = (req as IncomingMessage & { body?: unknown }).body;
  if (!String(req.headers['content-type'] ?? '').includes('json') || body === undefined) return [];
  // A route that reads no body ignores one sent: only the documented bodies are held to their schema.
  if (!found.operation.requestBody) return [];
  const ref = `${SCHEMA_ID}#/${pointer('paths', found.template, found.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) return [`no request schema at ${ref}`];
  if (validate(body)) return [];
  return [
    ...(validate.errors ?? []).map((e) => `request body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`),
    `request body: ${JSON.stringify(body).slice(0, 400)}`,
  ];
}

/** The query of a request the server accepted: each documented parameter present when required, valid when sent. */
function acceptedQueryProblems({ ajv }: Contract, found: DocumentedOperation, url: string): string[] {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const parameters = (found.operation.parameters ?? []) as { name: string; in: string; required?: boolean }[];
  return parameters.flatMap((parameter, index) => {
    if (parameter.in !== 'query') return [];
    const value = query.get(parameter.name);
    if (value === null) return parameter.required ? [`the query parameter ${parameter.name} is required`] : [];
    const ref = `${SCHEMA_ID}#/${pointer('paths', found.template, found.method.toLowerCase(), 'parameters', String(index), 'schema')}`;
    const validate = ajv.getSchema(ref);
    return validate && !validate(value)
      ? [`the query parameter ${parameter.name}=${value} ${validate.errors?.map((e) => e.message).join('; ')}`]
      : [];
  });
}

/** The body as the client reads it: large JSON answers leave compressed (src/common/web-client.ts). */
function decoded(body: Buffer, encoding: unknown): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** Records the answer to one request, once it ends; the checks run before its last bytes leave. */
function watch(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  const path = url.split('?')[0];
  if (!path.startsWith('/api/') || !contract) return;
  const current = contract;
  const found = current.operations.find((o) => o.method === req.method && o.pattern.test(path));
  if (!found) return;
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (!String(res.getHeader('content-type') ?? '').includes('json')) return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], typeof args[1] === 'string' ? args[1] : undefined);
    const status = res.statusCode;
    const problems = [
      ...problemsOf(
        current,
        found,
        status,
        String(res.getHeader('content-type') ?? ''),
        res.getHeaders(),
        decoded(Buffer.concat(chunks), res.getHeader('content-encoding')),
      ),
      ...(status < 300
        ? [...acceptedBodyProblems(current, found, req), ...acceptedQueryProblems(current, found, url)]
        : []),
    ];
    recordAnswer(
      `${found.method} ${found.template}`,
      status,
      problems.length
        ? `${req.method} ${url} answered ${status}, not as /api/openapi.json says:\n  ${problems.join('\n  ')}`
        : null,
    );
    return end(...args);
  }) as ServerResponse['end'];
}

/** Checks every answer of the app from now on against the document it serves (test apps only). */
export function checkAnswersAgainstContract(app: INestApplication): void {
  contract ??= compile(buildOpenApiDocument(app), documented);
  const server = app.getHttpServer() as Server;
  // The answers are watched in front of Express, so that every one counts: the guard's, the filter's, a file's.
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    watch(req, res);
    for (const listener of listeners) listener.call(server, req, res);
  });
}
