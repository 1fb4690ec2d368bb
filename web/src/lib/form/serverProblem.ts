import { ApiError } from '../api';
import { explainGraphqlError, type GraphqlProblem } from '../graphqlErrors';

/** A failed request, GraphQL or REST, read the same way: its code, its field messages, the rest. */
export type ServerProblem = GraphqlProblem;

const codeOfStatus: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/** GraphQL errors carry `extensions.code` and `extensions.fields`; the REST API answers `fields` with a status. */
export function readServerError(error: unknown): ServerProblem {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return explainGraphqlError(error);
  const fields: Record<string, string> = {};
  for (const { field, message } of error.fields) fields[field] ??= message;
  const named = error.fields.length > 0;
  return {
    code: codeOfStatus[error.status] ?? null,
    fields,
    message: named ? null : error.message,
    summary: error.message,
    requestId: error.requestId,
  };
}

export type ServerErrorOptions = {
  /** Where an error of this code that names no field belongs, e.g. `{ CONFLICT: 'phone_number' }`. */
  unnamedErrorField?: Partial<Record<string, string>>;
};

export type SplitProblem = {
  /** Messages for fields the form has, keyed by the form's (= the input's) field name. */
  fields: Record<string, string>;
  /** What is left for the form's alert; null when nothing is. */
  alert: string | null;
};

/**
 * Splits a problem between the form's fields and its alert. The form's fields are named as the
 * operation's input fields, so a server field error goes under the field of the same name.
 */
export function splitServerProblem(
  problem: ServerProblem,
  hasField: (name: string) => boolean,
  options: ServerErrorOptions = {},
): SplitProblem {
  const unnamedField = problem.code ? options.unnamedErrorField?.[problem.code] : undefined;
  const named = Object.keys(problem.fields).length > 0;
  const serverFields = !named && unnamedField ? { [unnamedField]: problem.summary } : problem.fields;
  const loose = !named && unnamedField ? null : problem.message;
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [name, message] of Object.entries(serverFields)) {
    if (hasField(name)) fields[name] = message;
    else rest.push(message);
  }
  const parts = [loose, ...rest].filter((part): part is string => Boolean(part));
  return { fields, alert: parts.length > 0 ? parts.join('. ') : null };
}
