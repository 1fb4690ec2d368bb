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
 * The form field a server field error belongs under: the field of the same name, or for money the field named for
 * rupees (the API takes paise, `amountPaise`, `charges.2.amountPaise`; the form holds the rupees typed,
 * `amountRupees`, `charges.2.amountRupees`). Null when the form has neither.
 */
export function formFieldOf(apiField: string, hasField: (name: string) => boolean): string | null {
  if (hasField(apiField)) return apiField;
  const rupees = apiField.replace(/Paise(?=$|\.)/g, 'Rupees');
  return rupees !== apiField && hasField(rupees) ? rupees : null;
}

/**
 * Splits a problem between the form's fields and its alert. The form's fields are named as the
 * operation's input fields (money fields for the rupees typed: `formFieldOf`), so a server field error goes under
 * its field.
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
    const field = formFieldOf(name, hasField);
    if (field) fields[field] = message;
    else rest.push(message);
  }
  const parts = [loose, ...rest].filter((part): part is string => Boolean(part));
  return { fields, alert: parts.length > 0 ? parts.join('. ') : null };
}
