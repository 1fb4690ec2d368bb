import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMoney } from '../../common/bigint-money';
import type { PaymentMethod } from '@hostel-admin/rules';

/** Deposit money paid back to a leaving resident. Never updated or deleted. */
@Entity('refunds')
export class Refund {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ name: 'checkout_id', type: 'integer' })
  checkoutId: number;

  @Column({ name: 'amount_paise', type: 'bigint', transformer: bigintMoney })
  amountPaise: number;

  @Column({ type: 'varchar', length: 16 })
  method: PaymentMethod;

  @Column({ type: 'varchar', length: 40, nullable: true })
  reference: string | null;

  @Column({ name: 'paid_on', type: 'varchar', length: 10 })
  paidOn: string;

  /**
   * The settlement this refund paid, as it was then (null on refunds paid before it was kept). Amounts are bigint:
   * dues are the resident's balance, which has no bound (migration 1733300000000-money-bigint).
   */
  @Column({ name: 'deposit_paise', type: 'bigint', transformer: bigintMoney, nullable: true })
  depositPaise: number | null;

  @Column({ name: 'dues_paise', type: 'bigint', transformer: bigintMoney, nullable: true })
  duesPaise: number | null;

  @Column({ name: 'deductions_paise', type: 'bigint', transformer: bigintMoney, nullable: true })
  deductionsPaise: number | null;

  @Column({ name: 'applied_paise', type: 'bigint', transformer: bigintMoney, nullable: true })
  appliedPaise: number | null;

  @Column({ name: 'still_owed_paise', type: 'bigint', transformer: bigintMoney, nullable: true })
  stillOwedPaise: number | null;

  /** The settlement's lines as paid (JSON of `SettlementLine[]`); null on refunds paid before they were kept. */
  @Column({ name: 'settlement_lines', type: 'text', nullable: true })
  settlementLines: string | null;

  @Column({ name: 'recorded_by', type: 'integer' })
  recordedBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
