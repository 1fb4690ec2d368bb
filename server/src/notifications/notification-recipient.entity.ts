import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryState } from '@hostel-admin/rules';

/**
 * One resident a notification goes to, with the phone its SMS goes to (the resident's when it was addressed) and
 * its delivery: queued, sent, or failed after the queue's last attempt (`failureReason` keeps the provider's last
 * answer). Indexed by resident, newest first, for the resident's own page to read what was sent to them.
 */
@Entity('notification_recipients')
@Index('uq_notification_recipients', ['notificationId', 'studentId'], { unique: true })
@Index('idx_notification_recipients_student', ['studentId', 'notificationId'])
@Index('idx_notification_recipients_state', ['notificationId', 'state'])
export class NotificationRecipient {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'notification_id', type: 'integer' })
  notificationId: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  /** The resident's name when addressed, as history shows it. */
  @Column({ name: 'student_name', type: 'varchar', length: 120 })
  studentName: string;

  @Column({ type: 'varchar', length: 16 })
  phone: string;

  @Column({ type: 'varchar', length: 8 })
  state: DeliveryState;

  /** Tries to send it so far, over every round. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt: Date | null;
}
