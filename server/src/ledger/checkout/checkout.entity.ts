import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CheckoutStatus } from './checkout-rules';

/**
 * A resident leaving: notice given (the move-out date follows from their notice period), the settlement
 * prepared (deposit − dues − deductions = refund), approved by an admin, and the refund paid. Its money
 * rows (deductions, the deposit applied, the refund) are the ledger's append-only rows; this row only keeps
 * where the process stands and when each step happened.
 */
@Entity('checkouts')
@Index('idx_checkouts_hostel_status', ['hostelId', 'status'])
export class Checkout {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  /** YYYY-MM-DD the resident gave notice. */
  @Column({ name: 'notice_date', type: 'varchar', length: 10 })
  noticeDate: string;

  /** YYYY-MM-DD: notice date + the notice period of their rent terms. */
  @Column({ name: 'move_out_date', type: 'varchar', length: 10 })
  moveOutDate: string;

  @Column({ type: 'varchar', length: 12 })
  status: CheckoutStatus;

  @Column({ name: 'noticed_by', type: 'integer' })
  noticedBy: number;

  @Column({ name: 'prepared_by', type: 'integer', nullable: true })
  preparedBy: number | null;

  /** The "request raised" step. */
  @Column({ name: 'prepared_at', type: 'datetime', nullable: true })
  preparedAt: Date | null;

  @Column({ name: 'approved_by', type: 'integer', nullable: true })
  approvedBy: number | null;

  /** The "received by the provider" step. */
  @Column({ name: 'approved_at', type: 'datetime', nullable: true })
  approvedAt: Date | null;

  /** The "paid to user" step. */
  @Column({ name: 'refunded_at', type: 'datetime', nullable: true })
  refundedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
