import { env } from '../config/env';
import { authorizationHeader, clearSession } from './session';
import { SOMETHING_WENT_WRONG } from '@hostel-admin/rules';

export type ApiFieldError = { field: string; message: string };

type ErrorBody = {
  statusCode?: number;
  message?: string | string[];
  fields?: ApiFieldError[];
};

export class ApiError extends Error {
  readonly status: number;
  readonly fields: ApiFieldError[];
  /** Seconds to wait before retrying, from a 429's Retry-After header. */
  readonly retryAfter: number | null;
  /** The server's id of the request (X-Request-Id), for a report. */
  readonly requestId: string | null;

  constructor(
    status: number,
    message: string,
    fields: ApiFieldError[] = [],
    retryAfter: number | null = null,
    requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.requestId = requestId;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const data: ErrorBody = body && typeof body === 'object' ? (body as ErrorBody) : {};
  const raw = Array.isArray(data.message) ? data.message.join('. ') : data.message;
  const message =
    raw || (typeof body === 'string' && body) || response.statusText || `Request failed (${response.status})`;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(
    response.status,
    message,
    data.fields ?? [],
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    response.headers.get('X-Request-Id'),
  );
}

/** Sends a request to the REST API (`/api` + path) with the bearer token; throws ApiError unless 2xx. */
type SendInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

async function send(path: string, init: SendInit): Promise<Response> {
  const auth = authorizationHeader();
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, { ...init, headers: { ...init.headers, ...auth } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    if (response.status === 401 && auth.Authorization) clearSession();
    throw toApiError(response, await readBody(response));
  }
  return response;
}

/**
 * POSTs JSON to the REST API (`/api` + path) with the session's bearer token when there is one.
 * Throws ApiError; a 401 on a request that carried a token ends the session.
 */
export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await readBody(response)) as T;
}

/** POSTs multipart form data (a file upload); the browser sets the boundary. */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  const response = await send(path, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
  return (await readBody(response)) as T;
}

export type Download = { blob: Blob; filename: string | null };

/** The file name of an attachment: `filename*=UTF-8''…` first, then `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]!.trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]!.trim() : null;
}

/** GETs a file (e.g. a CSV export) as a blob, with the name the server gave it. */
export async function apiDownload(path: string): Promise<Download> {
  const response = await send(path, { method: 'GET' });
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : SOMETHING_WENT_WRONG;
}
