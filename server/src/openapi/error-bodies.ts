import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { INTERNAL_MESSAGE, type ErrorCode } from '../common/errors';

/** The statuses the exceptions filter answers (`common/exceptions.filter.ts`), each with its one code. */
export const ERROR_CODES = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<number, ErrorCode | 'INTERNAL_SERVER_ERROR'>;

export type ErrorStatus = keyof typeof ERROR_CODES;

/** Component names of the error bodies: `Error404`. */
export const errorSchemaName = (status: ErrorStatus) => `Error${status}`;

const FIELD_ERROR: SchemaObject = {
  type: 'object',
  description: 'One field the request got wrong, and why.',
  required: ['field', 'message'],
  additionalProperties: false,
  properties: {
    field: {
      type: 'string',
      description: 'The field as the request named it (snake_case in the legacy bodies); nested ones joined by dots.',
      example: 'room_number',
    },
    message: { type: 'string', description: 'What is wrong, in words a person can read.' },
  },
};

/** What each error body may carry beyond statusCode, error and message. */
const WITH_FIELDS: readonly ErrorStatus[] = [400, 404, 409];
const WITH_REQUEST_ID: readonly ErrorStatus[] = [500, 503];

/** An error body as the filter writes it: `{statusCode, error, message, fields?}`, plus `request_id` for a fault. */
function errorSchema(status: ErrorStatus): SchemaObject {
  const properties: Record<string, SchemaObject> = {
    statusCode: { type: 'integer', enum: [status], description: 'The HTTP status again.' },
    error: { type: 'string', enum: [ERROR_CODES[status]], description: 'The code; GraphQL answers the same code.' },
    message: {
      type: 'string',
      description:
        status === 500
          ? `Always "${INTERNAL_MESSAGE}": the details are in the server's log under the request id.`
          : 'What went wrong; with field errors, their messages joined by "; ".',
    },
  };
  if (WITH_FIELDS.includes(status))
    properties.fields = {
      type: 'array',
      items: { $ref: '#/components/schemas/FieldError' },
      description: 'The fields at fault, when the error is about fields.',
    };
  if (WITH_REQUEST_ID.includes(status))
    properties.request_id = {
      type: 'string',
      description: "The request's id (as in the X-Request-Id header), to quote when reporting the fault.",
    };
  return {
    type: 'object',
    description: `The body of every ${status} answer.`,
    required: ['statusCode', 'error', 'message'],
    additionalProperties: false,
    properties,
  };
}

/** The error components every document holds: FieldError and Error400 … Error503. */
export function errorSchemas(): Record<string, SchemaObject> {
  const statuses = Object.keys(ERROR_CODES).map(Number) as ErrorStatus[];
  return {
    FieldError: FIELD_ERROR,
    ...Object.fromEntries(statuses.map((status) => [errorSchemaName(status), errorSchema(status)])),
  };
}

/** The response object of an error status, described for one route. */
export function errorResponse(status: ErrorStatus, description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchemaName(status)}` } } },
    ...(status === 429
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before trying again.',
              required: true,
              schema: { type: 'integer', minimum: 1 },
            },
          },
        }
      : {}),
  };
}

/**
 * The errors a route answers beyond those every route shares (added when the document is built: 400 for a body that
 * is not JSON, 401/403 from the guard, 413, 415, 500, 503), each with what it means on this route.
 */
export const ApiErrors = (errors: Partial<Record<ErrorStatus, string>>) =>
  applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), ...errorResponse(Number(status) as ErrorStatus, description!) }),
    ),
  );
