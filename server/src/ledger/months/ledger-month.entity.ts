import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintMoney } from '../../common/bigint-money';

/**
 * One resident's ledger rows of one month, summed by part of the month equation (ledger-months.ts). A projection,
 * not a source: written only by LedgerMonths in the transaction of the ledger change, rebuilt from the resident's
 * rows each time; `ledger_month_totals` holds the hostel's sums, moved by the difference.
 */
@Entity('ledger_months')
@Index('idx_ledger_months_hostel', ['hostelId', 'month'])
export class LedgerMonth {
  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId: number;

  /** YYYY-MM. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'rent_paise', type: 'bigint', transformer: bigintMoney })
  rentPaise: number;

  @Column({ name: 'extra_paise', type: 'bigint', transformer: bigintMoney })
  extraPaise: number;

  @Column({ name: 'adjustment_paise', type: 'bigint', transformer: bigintMoney })
  adjustmentPaise: number;

  @Column({ name: 'collected_paise', type: 'bigint', transformer: bigintMoney })
  collectedPaise: number;

  @Column({ name: 'pending_paise', type: 'bigint', transformer: bigintMoney })
  pendingPaise: number;

  @Column({ name: 'voided_paise', type: 'bigint', transformer: bigintMoney })
  voidedPaise: number;
}
