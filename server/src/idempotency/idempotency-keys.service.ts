import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import type { RequestCaller } from '../common/caller';
import { ConflictError } from '../common/errors';
import { IdempotencyKey } from './idempotency-key.entity';

/** The mutations whose submits carry a key. */
export type IdempotentOperation =
  | 'addCharges'
  | 'voidCharges'
  | 'updateRent'
  | 'giveNotice'
  | 'extendStay'
  | 'prepareSettlement'
  | 'payRefund'
  | 'writeOffBalance'
  | 'voidPayment'
  | 'rejectPayment'
  | 'sendNotification'
  | 'scheduleNotification'
  | 'addNotificationDraft'
  | 'createApiKey';

export interface Submit {
  operation: IdempotentOperation;
  /** The client's key for one opening of a form (validated by the input: 8 to 64 characters). */
  key: string;
  /** The request, normalised (trimmed text, ids sorted), so the same submit has the same fingerprint. */
  request: unknown;
}

/** JSON with every object's keys in order: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export const fingerprintOf = (request: unknown) => createHash('sha256').update(canonicalJson(request)).digest('hex');

/**
 * Once-only submits of money mutations: the only writer of idempotency_keys. Runs inside the caller's
 * transaction, so the work and its key are saved together or not at all.
 */
@Injectable()
export class IdempotencyKeys {
  /**
   * Does `work` once per key of the caller's hostel and operation, and answers its result. The same key again
   * with the same request answers the stored result without doing the work; with another request it is a
   * CONFLICT naming idempotencyKey. The key's lock comes first: take every other lock (residents, rooms) in
   * `work`, so all callers lock in one order.
   */
  async once<T>(manager: EntityManager, caller: RequestCaller, submit: Submit, work: () => Promise<T>): Promise<T> {
    const { operation, key } = submit;
    await advisoryLock(manager, `idempotency:${caller.hostelId}:${operation}:${key}`);
    const fingerprint = fingerprintOf(submit.request);
    const earlier = await manager.findOneBy(IdempotencyKey, { hostelId: caller.hostelId, operation, key });
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        throw new ConflictError(
          'This form was already submitted with other details. Reload the page and try again.',
          'idempotencyKey',
        );
      return JSON.parse(earlier.answer) as T;
    }
    const answer = await work();
    await manager.insert(IdempotencyKey, {
      hostelId: caller.hostelId,
      operation,
      key,
      fingerprint,
      answer: JSON.stringify(answer),
      createdBy: caller.actorId,
    });
    return answer;
  }
}
