import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Tells this process's job worker that a transaction committed an outbox row, so its consumers (the bell, SMS,
 * webhooks) run now rather than at the worker's next poll (every 5 s): a webhook then reaches its receiver in
 * milliseconds. `Events.emit` marks the transaction; `Transactions.run` signals once it has committed (a rollback
 * signals nothing). Other processes still find the rows at their next poll.
 */
@Injectable()
export class OutboxSignal {
  private readonly marked = new WeakSet<EntityManager>();
  private readonly listeners: (() => void)[] = [];

  /** Called by `Events.emit` inside the transaction. */
  mark(manager: EntityManager): void {
    this.marked.add(manager);
  }

  /** Called by `Transactions.run` after the commit: signals when the transaction wrote an outbox row. */
  committed(manager: EntityManager): void {
    if (!this.marked.delete(manager)) return;
    for (const listener of this.listeners) listener();
  }

  /** The worker listens while it runs. */
  listen(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => this.listeners.splice(this.listeners.indexOf(listener), 1);
  }
}
