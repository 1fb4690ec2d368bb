import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';

export type GraphqlErrorCode = 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' | string;

/** What the screen says when the server failed in a way it did not word for people: nothing of its text is shown. */
export const UNEXPECTED_MESSAGE = 'Something went wrong. Nothing was saved.';

/**
 * Codes whose messages the API words for the people using the screens ("Bed 101-a is already occupied"); a
 * BAD_USER_INPUT counts only with `extensions.fields`. Any other error (a query the schema refuses, a variable
 * the server could not read, an internal error) is shown as UNEXPECTED_MESSAGE with its request id.
 */
const WORDED_CODES = new Set([
  'BAD_USER_INPUT',
  'CONFLICT',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
]);

/** A failed operation, split for the screen: messages under fields, and what is left for an alert or toast. */
export type GraphqlProblem = {
  code: GraphqlErrorCode | null;
  /** The first message per input field (camelCase names of the operation's input). */
  fields: Record<string, string>;
  /** Everything not placed under a field; null when every error named a field. */
  message: string | null;
  /** Every message, for a toast that has no fields to put them under. */
  summary: string;
  /** The server's id of the request (X-Request-Id), for a report; null when unknown. */
  requestId?: string | null;
  /** True when the failure is not one the server worded for people: the screen offers to try again. */
  unexpected?: boolean;
};

type FieldError = { field: string; message: string };

function fieldErrorsOf(extensions: Record<string, unknown> | undefined): FieldError[] {
  const fields = extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string')
    .map((item) => ({ ...item, field: item.field.replace(/^input\./, '') }));
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The database was busy or down (SERVICE_UNAVAILABLE, 503): nothing happened, and trying again soon may work. */
export const BUSY_MESSAGE = 'The server is busy. Nothing was saved. Please try again in a moment.';

/** "Something went wrong. Nothing was saved. (Request ID 3f2a…)" */
export function unexpectedMessage(requestId: string | null | undefined): string {
  return requestId ? `${UNEXPECTED_MESSAGE} (Request ID ${requestId})` : UNEXPECTED_MESSAGE;
}

function unexpected(requestId: string | null, message = unexpectedMessage(requestId)): GraphqlProblem {
  return { code: null, fields: {}, message, summary: message, requestId, unexpected: true };
}

/** Reads `extensions.code` and BAD_USER_INPUT's `extensions.fields` from an Apollo error; never the server's raw text. */
export function explainGraphqlError(error: unknown): GraphqlProblem {
  if (error instanceof ApiError) {
    if (error.status === 0) return unexpected(null, NETWORK_ERROR_MESSAGE);
    if (error.status === 503) return { ...unexpected(error.requestId, BUSY_MESSAGE), code: 'SERVICE_UNAVAILABLE' };
    if (error.status >= 500) return unexpected(error.requestId);
    return { code: null, fields: {}, message: error.message, summary: error.message, requestId: error.requestId };
  }
  if (ServerError.is(error)) return unexpected(null);
  if (!CombinedGraphQLErrors.is(error)) {
    // fetch() itself failed: the request never reached the server.
    const offline = error instanceof TypeError || (error instanceof Error && error.name === 'TypeError');
    return unexpected(null, offline ? NETWORK_ERROR_MESSAGE : UNEXPECTED_MESSAGE);
  }
  const requestId =
    text(error.extensions?.requestId) ??
    error.errors.map((item) => text(item.extensions?.requestId)).find(Boolean) ??
    null;
  if (error.errors.some((item) => item.extensions?.code === 'SERVICE_UNAVAILABLE'))
    return { ...unexpected(requestId, BUSY_MESSAGE), code: 'SERVICE_UNAVAILABLE' };
  const fields: Record<string, string> = {};
  const loose: string[] = [];
  let code: string | null = null;
  let strange = false;
  for (const item of error.errors) {
    const itemCode = typeof item.extensions?.code === 'string' ? item.extensions.code : null;
    code ??= itemCode;
    const fieldErrors = fieldErrorsOf(item.extensions);
    for (const { field, message } of fieldErrors) fields[field] ??= message;
    if (fieldErrors.length > 0) continue;
    if (itemCode && itemCode !== 'BAD_USER_INPUT' && WORDED_CODES.has(itemCode)) loose.push(item.message);
    else strange = true;
  }
  if (strange && Object.keys(fields).length === 0 && loose.length === 0) return { ...unexpected(requestId), code };
  if (strange) loose.push(unexpectedMessage(requestId));
  const summary = [...Object.values(fields), ...loose].join(' ');
  return {
    code,
    fields,
    message: loose.length > 0 ? loose.join(' ') : null,
    summary,
    requestId,
    unexpected: strange,
  };
}
