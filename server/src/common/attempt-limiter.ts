import { Injectable } from '@nestjs/common';
import { Clock } from './clock';
import { TooManyRequestsError } from './errors';

/** Keys kept before stale ones are swept. */
const SWEEP_AT = 10_000;

/**
 * Counts attempts per key (such as "code:203.0.113.7") in a sliding window held in memory: at most
 * `limit` attempts in any `windowSeconds`. One process keeps its own counts; several processes behind one
 * address each allow the limit.
 */
@Injectable()
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Counts one attempt, or throws TOO_MANY_REQUESTS (with the wait) when the key has used its limit. A limit of 0 is no limit. */
  hit(key: string, limit: number, windowSeconds: number, message: string): void {
    if (limit <= 0) return;
    const now = this.clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= limit) {
      this.attempts.set(key, recent);
      throw new TooManyRequestsError(message, Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)));
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > SWEEP_AT) this.sweep(now, windowMs);
  }

  /** Forgets the key's attempts (a right password clears its number's count). */
  forget(key: string): void {
    this.attempts.delete(key);
  }

  private sweep(now: number, windowMs: number) {
    for (const [key, times] of this.attempts) {
      if (times[times.length - 1]! <= now - windowMs) this.attempts.delete(key);
    }
  }
}
