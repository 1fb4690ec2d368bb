import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { OutboxSignal } from '../common/outbox-signal';
import { Activity } from './activity.entity';
import { type DomainEvent, LOG_FREE_KINDS } from './domain-events';
import { OutboxRow } from './outbox-row.entity';

/**
 * The one way to say "this happened". `emit` runs inside the writer's transaction and writes the activity log's row
 * and the outbox row from the event, together: a rolled-back change emits nothing, a committed one loses nothing.
 * Consumers (jobs/, via the dispatcher) read the outbox, never hook a writer.
 */
@Injectable()
export class Events {
  constructor(
    private readonly clock: Clock,
    private readonly signal: OutboxSignal,
  ) {}

  async emit(manager: EntityManager, event: DomainEvent): Promise<void> {
    const at = this.clock.now();
    const { subject } = event;
    const label = subject.label.slice(0, 160);
    const detail = subject.detail?.slice(0, 200) ?? null;
    const actorUserId = event.actor?.actorId ?? null;
    // A change made with an API key: the log names the key, not the admin who issued it (activity-log.query.ts).
    const actorApiKeyId = event.actor?.kind === 'apiKey' ? (event.actor.keyId ?? null) : null;
    if (!LOG_FREE_KINDS.has(event.kind))
      await manager.insert(Activity, {
        hostelId: subject.hostelId,
        actorUserId,
        apiKeyId: actorApiKeyId,
        action: event.kind,
        subjectType: subject.type,
        subjectId: subject.id,
        subjectLabel: label,
        detail,
        createdAt: at,
      });
    this.signal.mark(manager);
    await manager.insert(OutboxRow, {
      hostelId: subject.hostelId,
      kind: event.kind,
      payload: JSON.stringify({
        actorUserId,
        actorApiKeyId,
        subject: { type: subject.type, id: subject.id, label, detail },
        data: event.data,
      }),
      occurredAt: at,
      dispatchedAt: null,
    });
  }
}
