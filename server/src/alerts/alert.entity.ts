import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an alert is about; each kind has its rule in `alert-rules.ts`. */
export const ALERT_KINDS = [
  'payment_pending',
  'request_new',
  'request_overdue',
  'notification_failed',
  'move_out_passed',
  'webhook_failing',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * One line in a user's bell: something that needs them, from an event (the outbox's `alerts` consumer). `key` names
 * the thing (`payment:12`): one alert per user and thing, and the event that settles the thing (the payment verified,
 * voided or rejected) resolves every user's alert for it.
 */
@Entity('alerts')
@Index('uq_alerts_user_key', ['userId', 'key'], { unique: true })
@Index('idx_alerts_user_created', ['userId', 'createdAt'])
@Index('idx_alerts_hostel_key', ['hostelId', 'key'])
export class Alert {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 30 })
  kind: AlertKind;

  @Column({ type: 'varchar', length: 80 })
  key: string;

  /** In words: "Rs. 6,000 by UPI from Priya Nair awaits verification". */
  @Column({ type: 'varchar', length: 200 })
  text: string;

  /** Where the thing is dealt with, as an app path. */
  @Column({ type: 'varchar', length: 300 })
  link: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'read_at', type: 'datetime', nullable: true })
  readAt: Date | null;

  /** Set when the thing was dealt with (by anyone): the alert is read for everyone then. */
  @Column({ name: 'resolved_at', type: 'datetime', nullable: true })
  resolvedAt: Date | null;
}
