import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationState } from '@hostel-admin/rules';

/**
 * A message to residents (title and description, sent as one SMS each): a draft until it is sent now or scheduled
 * for `sendAt`; a scheduled one is sent by its job then, unless cancelled first. `round` counts the delivery rounds
 * (1 when sent; each "Retry failed" starts the next), so each round's jobs and alerts have keys of their own.
 */
@Entity('notifications')
@Index('idx_notifications_hostel_state_created', ['hostelId', 'state', 'createdAt'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'varchar', length: 10 })
  state: NotificationState;

  /** When a scheduled notification goes (null for drafts and notifications sent at once). */
  @Column({ name: 'send_at', type: 'datetime', nullable: true })
  sendAt: Date | null;

  @Column({ name: 'created_by', type: 'integer' })
  createdBy: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'datetime', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'integer', default: 1 })
  round: number;
}
