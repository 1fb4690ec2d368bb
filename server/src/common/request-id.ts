import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a proxy or client sent is kept when it is plainly an id; anything else is replaced. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The first middleware: every request gets an id (the caller's X-Request-Id when safe, else a new
 * UUID), answered in the X-Request-Id header, logged with every line written for it, and shown in
 * error answers, so a person can quote it and an engineer can find the request in the log.
 */
export function assignRequestId(req: Request, res: Response, next: NextFunction) {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
  (req as Request & { id: string }).id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id assignRequestId() gave this request, if it ran. */
export const requestIdOf = (req: unknown): string | undefined => {
  const id = (req as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
};
