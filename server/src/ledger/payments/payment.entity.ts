import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMoney } from '../../common/bigint-money';
import type { PaymentMethod } from '@hostel-admin/rules';

/**
 * Money a resident paid. Never updated or deleted. Cash is complete when recorded; UPI, bank transfer and card
 * are pending until an admin other than the recorder verifies them (a `payment_verifications` row).
 */
@Entity('payments')
@Index('idx_payments_student', ['studentId', 'paidOn'])
@Index('idx_payments_hostel_paid_on', ['hostelId', 'paidOn', 'id'])
@Index('uq_payments_idempotency', ['hostelId', 'idempotencyKey'], { unique: true })
@Index('uq_payments_receipt', ['hostelId', 'receiptNo'], { unique: true })
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 16 })
  method: PaymentMethod;

  /** UTR or transaction id; required for UPI and bank transfer. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  reference: string | null;

  /** YYYY-MM-DD. */
  @Column({ name: 'paid_on', type: 'varchar', length: 10 })
  paidOn: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** The client's key for one submit: a retried or double-clicked submit records one payment. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 64 })
  idempotencyKey: string;

  /** The receipt's number in the hostel's gap-free sequence (1, 2, 3 …). */
  @Column({ name: 'receipt_no', type: 'integer' })
  receiptNo: number;

  /** What it settled when it was recorded: "Sep-Oct, Oct-Nov (part)"; "Advance" when nothing was open. */
  @Column({ type: 'varchar', length: 200 })
  settles: string;

  /**
   * The resident's balance right after this payment, as the ledger's arithmetic had it when it was recorded: every
   * charge billed by then less every payment up to this one (those waiting for verification counted as they will
   * be); above zero owed, below zero credit. Null for payments recorded before migration 1734000000000.
   */
  @Column({ name: 'balance_after_paise', type: 'bigint', nullable: true, transformer: bigintMoney })
  balanceAfterPaise: number | null;

  @Column({ name: 'recorded_by', type: 'integer' })
  recordedBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
