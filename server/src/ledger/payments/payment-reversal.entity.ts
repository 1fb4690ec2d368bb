import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReversalKind } from '../ledger-rules';

/**
 * An admin took a payment back, with a reason: `void` for a complete payment (a duplicate, a bounced transfer, a
 * mistake; the amount goes back onto the balance on `reversedOn`), `reject` for a pending one whose money never
 * arrived. One per payment; never updated or deleted.
 */
@Entity('payment_reversals')
export class PaymentReversal {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ name: 'payment_id', type: 'integer' })
  paymentId: number;

  @Column({ type: 'varchar', length: 8 })
  kind: ReversalKind;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  /** YYYY-MM-DD: the day it was voided or rejected. */
  @Column({ name: 'reversed_on', type: 'varchar', length: 10 })
  reversedOn: string;

  @Column({ name: 'reversed_by', type: 'integer' })
  reversedBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
