import type { GqlError, GqlResponse } from './hostel-api';

/** How many copies of one request the race tests send at once: as many as PostgreSQL's pool has connections. */
export const RACERS = 10;

/**
 * Sends `n` copies of a GraphQL request at once (a double click, a retry, two admins) and answers each
 * outcome, sorted: "OK", or the error's code and message. The successes' data come back too.
 */
export async function atOnce<T = Record<string, unknown>>(send: () => Promise<GqlResponse>, n = RACERS) {
  const answers = await Promise.all(Array.from({ length: n }, () => send()));
  const errorOf = (res: GqlResponse) => (res.body as { errors?: GqlError[] }).errors?.[0];
  const outcomes = answers
    .map((res) => {
      const error = errorOf(res);
      return error ? `${error.extensions.code}: ${error.message}` : 'OK';
    })
    .sort();
  const wins = answers.filter((res) => !errorOf(res)).map((res) => (res.body as { data: T }).data);
  return { outcomes, wins };
}

/** The outcomes when exactly one of `n` copies applies and every other is refused with this CONFLICT. */
export const oneWins = (conflict: string, n = RACERS) => [...Array<string>(n - 1).fill(`CONFLICT: ${conflict}`), 'OK'];
