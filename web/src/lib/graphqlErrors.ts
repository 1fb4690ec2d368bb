import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from './api';

export type GraphqlErrorCode = 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' | string;

/** A failed operation, split for the screen: messages under fields, and what is left for an alert or toast. */
export type GraphqlProblem = {
  code: GraphqlErrorCode | null;
  /** The first message per input field (camelCase names of the operation's input). */
  fields: Record<string, string>;
  /** Everything not placed under a field; null when every error named a field. */
  message: string | null;
  /** Every message, for a toast that has no fields to put them under. */
  summary: string;
};

type FieldError = { field: string; message: string };

function fieldErrorsOf(extensions: Record<string, unknown> | undefined): FieldError[] {
  const fields = extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string')
    .map((item) => ({ ...item, field: item.field.replace(/^input\./, '') }));
}

/** Reads `extensions.code` and BAD_USER_INPUT's `extensions.fields` from an Apollo error. */
export function explainGraphqlError(error: unknown): GraphqlProblem {
  if (!CombinedGraphQLErrors.is(error)) {
    const message = errorMessage(error);
    return { code: null, fields: {}, message, summary: message };
  }
  const fields: Record<string, string> = {};
  const loose: string[] = [];
  let code: string | null = null;
  for (const item of error.errors) {
    code ??= typeof item.extensions?.code === 'string' ? item.extensions.code : null;
    const fieldErrors = fieldErrorsOf(item.extensions);
    if (fieldErrors.length === 0) loose.push(item.message);
    for (const { field, message } of fieldErrors) fields[field] ??= message;
  }
  const summary = error.errors.map((item) => item.message).join('. ');
  return { code, fields, message: loose.length > 0 ? loose.join('. ') : null, summary };
}
