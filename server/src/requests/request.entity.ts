import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RequestStatus, RequestType } from '@hostel-admin/rules';

/**
 * A resident's request (service, room/bed change, food change, others), raised by a user on their behalf (or, later,
 * by the resident's own login: `raisedBy` null). The room number is the one the resident was in when it was raised.
 */
@Entity('requests')
@Index('idx_requests_hostel_status_raised', ['hostelId', 'status', 'raisedAt'])
@Index('uq_requests_client_key', ['hostelId', 'clientKey'], { unique: true })
export class Request {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ type: 'varchar', length: 10 })
  type: RequestType;

  @Column({ type: 'varchar', length: 500 })
  text: string;

  @Index('idx_requests_student')
  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  /** The resident's room when the request was raised; null when they had no bed. */
  @Column({ name: 'room_number', type: 'integer', nullable: true })
  roomNumber: number | null;

  @Column({ type: 'varchar', length: 10 })
  status: RequestStatus;

  @Column({ name: 'raised_at', type: 'datetime' })
  raisedAt: Date;

  /** The user who added it; null for one a resident raised themselves. */
  @Column({ name: 'raised_by', type: 'integer', nullable: true })
  raisedBy: number | null;

  /** When its status last changed (null: never). */
  @Column({ name: 'status_changed_at', type: 'datetime', nullable: true })
  statusChangedAt: Date | null;

  /** The form submit's key: the same key again answers this request instead of adding another. */
  @Column({ name: 'client_key', type: 'varchar', length: 80, nullable: true })
  clientKey: string | null;
}
