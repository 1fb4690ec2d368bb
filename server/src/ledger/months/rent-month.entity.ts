import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { InProcess, MonthPaymentStatus } from '../ledger-rules';

/**
 * One resident's rent for one month, as the ledger's rows add up (a projection, not a source): written only by
 * MonthProjection in the transaction of the change, rebuilt from charges and payments each time. It lets the
 * month's payment table and totals search, sort and count in SQL at 100,000 residents.
 */
@Entity('rent_months')
@Index('idx_rent_months_name', ['hostelId', 'month', 'nameKey', 'studentId'])
@Index('idx_rent_months_status_name', ['hostelId', 'month', 'paymentStatus', 'nameKey', 'studentId'])
@Index('idx_rent_months_process_name', ['hostelId', 'month', 'inProcess', 'nameKey', 'studentId'])
@Index('idx_rent_months_search', ['hostelId', 'month', 'searchText'])
@Index('idx_rent_months_probe', [
  'studentId',
  'month',
  'hostelId',
  'nameKey',
  'paymentStatus',
  'inProcess',
  'dueDate',
  'chargedPaise',
  'settledPaise',
  'pendingPaise',
])
export class RentMonth {
  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId: number;

  /** YYYY-MM: the month the rent period starts in. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'charge_id', type: 'integer' })
  chargeId: number;

  /** YYYY-MM-DD: the period's first day, when it falls due. */
  @Column({ name: 'due_date', type: 'varchar', length: 10 })
  dueDate: string;

  /** The period's rent after any reversal, in paise. */
  @Column({ name: 'charged_paise', type: 'integer' })
  chargedPaise: number;

  /** Settled by complete payments, oldest charge first. */
  @Column({ name: 'settled_paise', type: 'integer' })
  settledPaise: number;

  /** Covered by payments still waiting for verification. */
  @Column({ name: 'pending_paise', type: 'integer' })
  pendingPaise: number;

  @Column({ name: 'payment_status', type: 'varchar', length: 8 })
  paymentStatus: MonthPaymentStatus;

  @Column({ name: 'in_process', type: 'varchar', length: 8 })
  inProcess: InProcess;

  /** lower(name) of the resident, for the table's sorts: set with the row, and again when the resident is renamed. */
  @Column({ name: 'name_key', type: 'varchar', length: 120, nullable: true })
  nameKey: string | null;

  /** The resident's search text (name, e-mail, phone), kept with their name_key. */
  @Column({ name: 'search_text', type: 'text', nullable: true })
  searchText: string | null;
}
