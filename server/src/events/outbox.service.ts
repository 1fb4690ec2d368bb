import { Injectable } from '@nestjs/common';
import { type EntityManager, In, LessThan } from 'typeorm';
import type { OutboxEvent } from './domain-events';
import { OutboxRow } from './outbox-row.entity';

/** The outbox's side for the dispatcher: events waiting for their consumers, handed over, and pruned. */
@Injectable()
export class Outbox {
  /**
   * Up to `limit` events not yet dispatched, oldest first, locked for the caller's transaction. On PostgreSQL another
   * dispatcher skips the locked ones (`FOR UPDATE SKIP LOCKED`), so two processes hand each event over once.
   */
  async pending(manager: EntityManager, limit: number): Promise<OutboxEvent[]> {
    const query = manager
      .createQueryBuilder(OutboxRow, 'o')
      .where('o.dispatchedAt IS NULL')
      .orderBy('o.id', 'ASC')
      .limit(limit);
    if (manager.connection.options.type === 'postgres') query.setLock('pessimistic_write').setOnLocked('skip_locked');
    return (await query.getMany()).map(readEvent);
  }

  async markDispatched(manager: EntityManager, ids: number[], at: Date): Promise<void> {
    if (ids.length) await manager.update(OutboxRow, { id: In(ids) }, { dispatchedAt: at });
  }

  /** Deletes the events dispatched before `before` (one waiting for dispatch is kept); answers how many. */
  async prune(manager: EntityManager, before: Date): Promise<number> {
    const result = await manager.delete(OutboxRow, { dispatchedAt: LessThan(before) });
    return result.affected ?? 0;
  }
}

export function readEvent(row: OutboxRow): OutboxEvent {
  const { actorUserId, actorApiKeyId, subject, data } = JSON.parse(row.payload) as Pick<
    OutboxEvent,
    'actorUserId' | 'subject' | 'data'
  > & { actorApiKeyId?: number | null };
  return {
    id: row.id,
    kind: row.kind,
    hostelId: row.hostelId,
    occurredAt: row.occurredAt.toISOString(),
    actorUserId,
    // Events written before API keys carry none.
    actorApiKeyId: actorApiKeyId ?? null,
    subject,
    data,
  } as OutboxEvent;
}
