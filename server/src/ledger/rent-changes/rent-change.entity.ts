import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RentChangeStatus } from '../ledger-rules';
import type { RentChangeKind } from '@hostel-admin/rules';

/**
 * A change to a resident's rent asked for on Update Rent: a new monthly rent from a date, a one-time discount
 * or surcharge, or the waiver of a period; or a new "bill rent from" a warden asked for in Edit Student Details
 * that takes billed rent back (bill_from, never applied at once). Applied at once, or, when a warden lowers what
 * a resident owes, once an admin approves it. Applying never rewrites a billed charge: a new rent bills the periods that start
 * on or after its date; the others add a charge or a reversal.
 */
@Entity('rent_changes')
@Index('idx_rent_changes_hostel_status', ['hostelId', 'status', 'id'])
@Index('idx_rent_changes_student', ['studentId', 'effectiveDate'])
export class RentChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ type: 'varchar', length: 20 })
  kind: RentChangeKind;

  /** The new monthly rent (rent_change), or the discount or surcharge, in paise; null for a waiver and bill_from. */
  @Column({ name: 'amount_paise', type: 'integer', nullable: true })
  amountPaise: number | null;

  /** YYYY-MM-DD: from when a new rent bills; the day of a one-time item; a day in the waived period; bill_from's day. */
  @Column({ name: 'effective_date', type: 'varchar', length: 10 })
  effectiveDate: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: RentChangeStatus;

  @Column({ name: 'requested_by', type: 'integer' })
  requestedBy: number;

  @Column({ name: 'decided_by', type: 'integer', nullable: true })
  decidedBy: number | null;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt: Date | null;

  /** The charge or reversal it made when applied (one-time items and waivers). */
  @Column({ name: 'charge_id', type: 'integer', nullable: true })
  chargeId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
