import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { Every, JobKinds } from './job-kinds';
import { JobQueue } from './job-queue';

/** The run slot an instant falls in: the hour (`2026-11-26T09`) or the day (`2026-11-26`), in UTC. */
export function slotOf(every: Every, at: Date): string {
  return at.toISOString().slice(0, every === 'hour' ? 13 : 10);
}

/** The unique key of a recurring kind's job for one slot: `rent-billing:2026-11-26T09`. */
export const slotKey = (kind: string, slot: string) => `${kind}:${slot}`;

/**
 * Recurring kinds, scheduled by the queue itself: every worker enqueues the current slot's job of each recurring
 * kind, and the slot's unique key keeps one (two processes, or ten schedulers at once, enqueue it once). A kind
 * with `after` waits for that kind's job of the same slot. A slot missed while no server ran is not caught up: each
 * recurring job does all the work due by its time (rent billing bills every period started).
 */
@Injectable()
export class RecurringJobs {
  /** The last slot this process enqueued per kind, so an idle tick asks the database nothing. */
  private readonly scheduled = new Map<string, string>();

  constructor(
    private readonly queue: JobQueue,
    private readonly kinds: JobKinds,
    private readonly clock: Clock,
  ) {}

  /** Enqueues the current slot of each recurring kind; answers how many jobs this call added. */
  async schedule(): Promise<number> {
    const now = this.clock.now();
    let added = 0;
    for (const kind of this.kinds.recurring()) {
      const slot = slotOf(kind.every!, now);
      if (this.scheduled.get(kind.name) === slot) continue;
      const job = this.kinds.job(kind.name, {
        uniqueKey: slotKey(kind.name, slot),
        payload: { slot },
        afterKey: kind.after ? slotKey(kind.after, slot) : null,
      });
      if (await this.queue.enqueue(job)) added++;
      this.scheduled.set(kind.name, slot);
    }
    return added;
  }
}
