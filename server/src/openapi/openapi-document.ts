import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { errorResponse, errorSchemas, type ErrorStatus } from './error-bodies';
import { accessWords, routeAccess } from './route-access';

export const BEARER = 'bearer';

const DESCRIPTION = [
  'The REST routes of Hostel Admin under `/api`: sign-in and registration, the legacy room and bed routes, CSV',
  'exports, photos, receipts, statements and vouchers, and the health check. Everything else is in the GraphQL API',
  'at `/graphql`.',
  '',
  'Send `Authorization: Bearer <token>`: the `access_token` of `POST /api/auth/login` (8 hours, ended by',
  '`POST /api/auth/logout`) or an API key (`hak_…`). Money here is in rupees (the room and bed bodies, and the CSV',
  'files with two decimals; GraphQL counts paise); dates are India dates (`YYYY-MM-DD`).',
  '',
  "Every answer carries an `X-Request-Id` header (a caller's own `X-Request-Id` of letters, digits, `.`, `_` and",
  '`-` is kept). Every error is JSON `{statusCode, error, message, fields?}`: `fields` names what the request got',
  "wrong; a fault (500, 503) adds `request_id`. Another hostel's id is answered as missing (404). A JSON body is read",
  '(and must parse) on every route; one that takes none ignores it.',
].join('\n');

/** The errors any route may answer, whatever it does: read before routing (the body) or by the guard and filter. */
const SHARED_ERRORS: [ErrorStatus, string][] = [
  [400, 'The request is invalid: a JSON body that does not parse, or a field (named in `fields`) that breaks a rule.'],
  [413, 'The JSON body is over 3 MB.'],
  [415, 'The body is not UTF-8, or uses a content encoding the server does not read.'],
  [429, 'An API key over its request limit (API_KEY_RATE_LIMIT a minute, 600 by default): wait `Retry-After` seconds.'],
  [500, 'A fault on the server: the message says only that, the log has the details under `request_id`.'],
  [503, 'The database is busy or down; try again in a moment.'],
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The guard refuses every change asked with a read-only key, on any route that is not a GET. */
const READ_ONLY = 'Or a read-only API key: it cannot change anything.';

/** Who may call each operation, its security and the guard's refusals, from the decorators the guard reads. */
function describeAccess(app: INestApplication, document: OpenAPIObject) {
  for (const route of routeAccess(app, 'api')) {
    const operation = document.paths[route.path]?.[route.method as (typeof METHODS)[number]] as
      OperationObject | undefined;
    if (!operation) continue;
    const words = accessWords(route.access);
    operation.description = operation.description ? `${operation.description}\n\n${words}` : words;
    const changes = route.method !== 'get';
    if (route.access.kind === 'public') {
      if (changes)
        operation.responses[403] ??= errorResponse(403, 'A read-only API key was sent: it cannot change anything.');
      // A public route that reads a token when it has one (`@ApiBearerAuth`: registration after the first run) takes it
      // as optional; the others take none.
      operation.security = operation.security?.length ? [{}, ...operation.security] : [];
      continue;
    }
    operation.security = [{ [BEARER]: [] }];
    operation.responses[401] ??= errorResponse(
      401,
      'No token, or a token or key that is wrong, expired or revoked (a signed-out session too): sign in again.',
    );
    const refused =
      route.access.kind === 'permission' && route.access.permission === 'resident.self'
        ? "The caller is not a resident's own login."
        : route.access.kind === 'signed-in'
          ? 'The caller is not a signed-in person.'
          : "The caller's role or key may not do this (a resident's own login may not use the admin app's routes).";
    operation.responses[403] ??= errorResponse(403, changes ? `${refused} ${READ_ONLY}` : refused);
  }
}

/** Shared errors on every operation, in status order; and every named schema closed to fields it does not list. */
function completeResponses(document: OpenAPIObject) {
  for (const item of Object.values(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const [status, description] of SHARED_ERRORS)
        operation.responses[status] ??= errorResponse(status, description);
      operation.responses = Object.fromEntries(
        Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  // Request bodies refuse unknown fields (the validation pipe's forbidNonWhitelisted), answers have exactly these.
  for (const schema of Object.values(document.components?.schemas ?? {}) as SchemaObject[])
    if (schema.type === 'object' && schema.additionalProperties === undefined) schema.additionalProperties = false;
}

/** The OpenAPI 3.1 document of the app's REST routes, built from its controllers' decorators. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Hostel Admin REST API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'A session token (`access_token` from `POST /api/auth/login`) or an API key (`hak_…`, from Profile Settings → API keys).',
      },
      BEARER,
    )
    .build();
  config.components = { ...config.components, schemas: errorSchemas() };
  const document = SwaggerModule.createDocument(app, config);
  describeAccess(app, document);
  completeResponses(document);
  return document;
}
