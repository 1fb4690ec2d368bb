import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DatabaseState } from './database-state';
import { writeCountsAtEnd } from './counts-at-end';
import { OutboxSignal } from './outbox-signal';

/**
 * Runs units of work in database transactions. better-sqlite3 has one connection shared by
 * every caller, so on SQLite transactions are queued one after another instead of nesting.
 */
@Injectable()
export class Transactions {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly serial: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly state: DatabaseState,
    private readonly outbox: OutboxSignal,
  ) {
    this.serial = dataSource.options.type === 'better-sqlite3';
  }

  /** The work, then the counts it moved (`counts-at-end.ts`), in one transaction; after the commit, the outbox signal. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    this.state.wrote();
    let used: EntityManager | undefined;
    const all = async (manager: EntityManager) => {
      used = manager;
      const result = await work(manager);
      await writeCountsAtEnd(manager);
      return result;
    };
    const committed = (result: T) => {
      if (used) this.outbox.committed(used);
      return result;
    };
    if (!this.serial) return this.dataSource.transaction(all).then(committed);
    const result = this.queue.then(() => this.dataSource.transaction(all)).then(committed);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** True for a UNIQUE constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e?.driverError?.code ?? e?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
