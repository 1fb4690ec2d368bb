import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import { Outbox } from '../events/outbox.service';
import { JobKinds } from './job-kinds';
import { JobQueue } from './job-queue';

/** Events handed over per transaction. */
const BATCH = 100;

/**
 * Turns outbox events into their consumers' jobs: for each event waiting for dispatch, one job per consumer kind
 * (`JobKind.consumes`), keyed `event:<event id>:<kind>`, in the transaction that marks the event dispatched. A crash
 * before the commit leaves the event waiting and adds no job; two dispatchers at once skip each other's events on
 * PostgreSQL and are kept to one job per key anyway.
 */
@Injectable()
export class OutboxDispatcher {
  constructor(
    private readonly transactions: Transactions,
    private readonly outbox: Outbox,
    private readonly queue: JobQueue,
    private readonly kinds: JobKinds,
    private readonly clock: Clock,
  ) {}

  /** Dispatches every event waiting; answers how many events it handed over. */
  async dispatch(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.transactions.run(async (manager) => {
        const events = await this.outbox.pending(manager, BATCH);
        const now = this.clock.now();
        for (const event of events)
          for (const consumer of this.kinds.consumersOf(event.kind)) {
            const runAt = consumer.runAtFor ? consumer.runAtFor(event, now) : now;
            if (!runAt) continue;
            const job = this.kinds.job(consumer.name, {
              uniqueKey: `event:${event.id}:${consumer.name}`,
              payload: event,
              runAt,
            });
            await this.queue.enqueue(job, manager);
          }
        await this.outbox.markDispatched(
          manager,
          events.map((event) => event.id),
          now,
        );
        return events.length;
      });
      total += count;
      if (count < BATCH) return total;
    }
  }
}
