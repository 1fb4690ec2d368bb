import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriptionPlan } from '@hostel-admin/rules';

/** What a hostel owes the product for one monthly period of its plan; issued by the scheduled job. */
@Entity('subscription_invoices')
@Index('uq_subscription_invoices_period', ['hostelId', 'periodStart'], { unique: true })
export class SubscriptionInvoice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ type: 'varchar', length: 20 })
  plan: SubscriptionPlan;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  /** YYYY-MM-DD: the period's first day (the spec's purchase date). */
  @Column({ name: 'period_start', type: 'varchar', length: 10 })
  periodStart: string;

  /** YYYY-MM-DD: its last day (the spec's end date). */
  @Column({ name: 'period_end', type: 'varchar', length: 10 })
  periodEnd: string;

  @Column({ type: 'varchar', length: 8 })
  status: 'pending' | 'paid';

  @CreateDateColumn({ name: 'issued_at', type: 'datetime' })
  issuedAt: Date;

  @Column({ name: 'paid_at', type: 'datetime', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'paid_marked_by', type: 'integer', nullable: true })
  paidMarkedBy: number | null;
}
