import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { HostelType, LastPeriodRule, PaymentMakerChecker, SubscriptionPlan } from '@hostel-admin/rules';

/** Default security deposit for new residents: Rs. 9000. */
export const DEFAULT_DEPOSIT_PAISE = 900_000;

@Entity('hostels')
export class Hostel {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Column({ name: 'hostel_type', type: 'varchar', length: 10, nullable: true })
  hostelType: HostelType | null;

  @Column({ name: 'institution_name', type: 'varchar', length: 200, nullable: true })
  institutionName: string | null;

  @Column({ name: 'total_floors', type: 'integer', nullable: true })
  totalFloors: number | null;

  @Column({ name: 'total_rooms', type: 'integer', nullable: true })
  totalRooms: number | null;

  @Column({ name: 'total_hostels', type: 'integer', nullable: true })
  totalHostels: number | null;

  @Column({ name: 'billing_address', type: 'varchar', length: 300, nullable: true })
  billingAddress: string | null;

  @Column({ name: 'subscription_plan', type: 'varchar', length: 20, default: 'starter_plan' })
  subscriptionPlan: SubscriptionPlan;

  @Column({ name: 'default_deposit_paise', type: 'integer', default: DEFAULT_DEPOSIT_PAISE })
  defaultDepositPaise: number;

  /** Days after a rent period starts before unpaid rent is overdue. */
  @Column({ name: 'rent_grace_days', type: 'integer', default: 5 })
  rentGraceDays: number;

  /** YYYY-MM-DD: the subscription's first day; monthly periods run from it. Null: the day the hostel was created. */
  @Column({ name: 'subscription_since', type: 'varchar', length: 10, nullable: true })
  subscriptionSince: string | null;

  /** A plan chosen on Subscription Settings, in force from `nextPlanFrom` (the next period). */
  @Column({ name: 'next_plan', type: 'varchar', length: 20, nullable: true })
  nextPlan: SubscriptionPlan | null;

  @Column({ name: 'next_plan_from', type: 'varchar', length: 10, nullable: true })
  nextPlanFrom: string | null;

  /** Maker-checker on payment verification: auto (two or more admins), on or off (`payment-maker-checker.ts`). */
  @Column({ name: 'payment_maker_checker', type: 'varchar', length: 4, default: 'auto' })
  paymentMakerChecker: PaymentMakerChecker;

  /** How the rent period a stay ends in is billed: in full or for the days stayed (`LAST_PERIOD_RULES` in @hostel-admin/rules). */
  @Column({ name: 'last_period_rule', type: 'varchar', length: 8, default: 'full' })
  lastPeriodRule: LastPeriodRule;
  /** The hostel's phone in E.164, printed on receipts (optional; migration 1734000000000). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phone: string | null;

  /** GSTIN, 15 characters (hostel-details.ts), printed on receipts when set. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  gstin: string | null;

  /** PAN, 10 characters (AAAAA9999A), printed on receipts when set and there is no GSTIN. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  pan: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
