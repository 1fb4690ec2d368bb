import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMoney } from '../../common/bigint-money';
import type { ChargeKind, ChargeReason } from '../ledger-rules';

/**
 * Something a resident owes: a month's rent, an extra charge or an adjustment. Never updated or deleted: a
 * correction is another charge that points at the one it reverses (`reversesChargeId`) with a reason.
 */
@Entity('charges')
@Index('idx_charges_student_due', ['studentId', 'dueDate'])
@Index('idx_charges_hostel_due', ['hostelId', 'dueDate'])
@Index('uq_charges_rent_period', ['studentId', 'rentPeriod'], { unique: true })
@Index('uq_charges_void', ['reversesChargeId'], { unique: true, where: "reason = 'void'" })
export class Charge {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: ChargeKind;

  /**
   * YYYY-MM-DD, rent charges only: the period's first day. Unique per resident, so the rent job may run twice,
   * or on two servers at once, and still bill a period once.
   */
  @Column({ name: 'rent_period', type: 'varchar', length: 10, nullable: true })
  rentPeriod: string | null;

  /** YYYY-MM-DD: the last day of a rent period. */
  @Column({ name: 'period_end', type: 'varchar', length: 10, nullable: true })
  periodEnd: string | null;

  /** How the item reads in the ledger: "Rent Nov-Dec", "Electric". */
  @Column({ type: 'varchar', length: 80 })
  label: string;

  /** Paise; negative for a credit (a discount, a waiver). bigint: a "Credit refunded" carries a resident's credit. */
  @Column({ name: 'amount_paise', type: 'bigint', transformer: bigintMoney })
  amountPaise: number;

  @Column({ type: 'varchar', length: 24, nullable: true })
  reason: ChargeReason | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment: string | null;

  /** YYYY-MM-DD: the day it falls due (a period's first day; the day an extra charge was added). */
  @Column({ name: 'due_date', type: 'varchar', length: 10 })
  dueDate: string;

  /** The charge this one reverses (its amount is the negative of what it takes back). */
  @Column({ name: 'reverses_charge_id', type: 'integer', nullable: true })
  reversesChargeId: number | null;

  /** Who added it; null for the rent job. */
  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
