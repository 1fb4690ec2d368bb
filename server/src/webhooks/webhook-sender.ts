import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress, resolveHost, type Resolve, systemResolve } from './url-guard';

/** A try gives up after this long without a whole answer: "Timed out after 10 s". */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What of a receiver's answer is read (and dropped): enough to know it ended. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The headers a delivery carries, named once (the README lists them). */
export const SIGNATURE_HEADER = 'Hostel-Admin-Signature';
export const EVENT_ID_HEADER = 'Hostel-Admin-Event-Id';
export const EVENT_TYPE_HEADER = 'Hostel-Admin-Event-Type';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, as Stripe signs: a receiver refuses old ones. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** The failure in plain words; null when it was delivered. */
  error: string | null;
  durationMs: number;
}

export interface Delivery {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
}

/**
 * POSTs a delivery once: 2xx is delivered, anything else (another status, a redirect, which is never followed, no
 * answer within 10 s, a refused connection) is a failed try in words. The host is resolved again now and each
 * address checked against the private ranges, and the connection goes to the address checked (a DNS answer that
 * changed since the endpoint was saved cannot point it inside the network).
 */
export function send(
  delivery: Delivery,
  resolve: Resolve = systemResolve,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<SendResult> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): SendResult => ({
    ok: error === null,
    status,
    error,
    durationMs: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(delivery.url);
  } catch {
    return Promise.resolve(done(null, 'The URL is not a web address'));
  }
  // An address in the URL itself is connected to without a lookup: checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !delivery.allowPrivate && isPrivateAddress(literal))
    return Promise.resolve(done(null, `Refused: ${literal} is a private address`));
  const lookup: LookupFunction = (host, options, callback) => {
    resolveHost(host, resolve).then(
      (addresses) => {
        if (!addresses) return callback(new Error(`The host ${host} could not be found`), '', 4);
        if (!delivery.allowPrivate && addresses.some(isPrivateAddress))
          return callback(new Error(`Refused: ${host} is a private address now`), '', 4);
        const all = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        if (options.all) return (callback as (e: null, a: typeof all) => void)(null, all);
        callback(null, all[0].address, all[0].family);
      },
      (error: Error) => callback(error, '', 4),
    );
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolvePromise(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...delivery.headers, 'Content-Length': Buffer.byteLength(delivery.body) },
        lookup,
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const settle = () =>
          finish(done(status, status >= 200 && status < 300 ? null : answeredInWords(status, response.headers)));
        response.on('end', settle);
        response.on('close', settle);
        response.on('error', settle);
      },
    );
    const timer = setTimeout(() => {
      finish(done(null, `Timed out after ${timeoutMs / 1000} s`));
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish(done(null, failureInWords(error))));
    request.end(delivery.body);
  });
}

function answeredInWords(status: number, headers: http.IncomingHttpHeaders): string {
  if (status >= 300 && status < 400)
    return `Answered ${status}, a redirect${headers.location ? ' to another address' : ''}: redirects are not followed`;
  return `Answered ${status}`;
}

function failureInWords(error: NodeJS.ErrnoException): string {
  if (error.message.startsWith('Refused:') || error.message.startsWith('The host')) return error.message;
  if (error.code === 'ECONNREFUSED') return 'The connection was refused';
  if (error.code === 'ECONNRESET') return 'The connection was closed before an answer';
  if (error.code === 'ENOTFOUND') return 'The host could not be found';
  if (error.code?.startsWith('ERR_TLS') || /certificate/i.test(error.message))
    return 'The secure connection failed (certificate)';
  return `The request failed (${error.code ?? 'no answer'})`;
}
