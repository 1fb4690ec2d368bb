import type { NextFunction, Request, Response } from 'express';
import { InputError } from './errors';

/** Deeper than any request the API takes (a GraphQL body with variables is about 6 levels). */
export const MAX_JSON_DEPTH = 20;

/** The top-level field under which a value nests deeper than `max` levels, or null; walks without recursion. */
export function tooDeepField(body: unknown, max = MAX_JSON_DEPTH): string | null {
  if (body === null || typeof body !== 'object') return null;
  const pending: { value: object; depth: number; field: string }[] = Object.entries(body)
    .filter(([, value]) => value !== null && typeof value === 'object')
    .map(([field, value]) => ({ value: value as object, depth: 2, field }));
  while (pending.length) {
    const { value, depth, field } = pending.pop()!;
    if (depth > max) return field;
    for (const child of Object.values(value)) {
      if (child !== null && typeof child === 'object')
        pending.push({ value: child as object, depth: depth + 1, field });
    }
  }
  return null;
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH before anything transforms it
 * (class-transformer and validators recurse and would overflow the stack).
 */
export function limitJsonDepth(req: Request, _res: Response, next: NextFunction) {
  const field = tooDeepField(req.body as unknown);
  if (field === null) return next();
  next(InputError.field(field, `${field} is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`));
}
