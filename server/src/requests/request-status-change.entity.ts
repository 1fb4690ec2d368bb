import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RequestStatus } from '@hostel-admin/rules';

/** One step of a request's history: who moved it from one status to another, when, and why (optional). */
@Entity('request_status_changes')
@Index('idx_request_status_changes_request', ['requestId', 'changedAt'])
export class RequestStatusChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'request_id', type: 'integer' })
  requestId: number;

  @Column({ name: 'from_status', type: 'varchar', length: 10 })
  fromStatus: RequestStatus;

  @Column({ name: 'to_status', type: 'varchar', length: 10 })
  toStatus: RequestStatus;

  /** The user who changed it; null for a job or a resident's own login. */
  @Column({ name: 'changed_by', type: 'integer', nullable: true })
  changedBy: number | null;

  @Column({ name: 'changed_at', type: 'datetime' })
  changedAt: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;
}
