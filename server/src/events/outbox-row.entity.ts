import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EventKind } from './domain-events';

/**
 * One event, written in the transaction of the change it announces (so a rolled-back change leaves none and a
 * committed one loses none), until the dispatcher has handed it to its consumers (`dispatched_at`).
 */
@Entity('outbox')
export class OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ type: 'varchar', length: 40 })
  kind: EventKind;

  /** JSON: the actor, the subject as the log names it, and the kind's data (`OutboxEvent` without the columns). */
  @Column({ type: 'text' })
  payload: string;

  @Column({ name: 'occurred_at', type: 'datetime' })
  occurredAt: Date;

  /** When the dispatcher made its consumers' jobs; null while it waits for them. */
  @Column({ name: 'dispatched_at', type: 'datetime', nullable: true })
  dispatchedAt: Date | null;
}
