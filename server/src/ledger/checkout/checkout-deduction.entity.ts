import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeductionKind } from '@hostel-admin/rules';

/** An itemised deduction from a leaving resident's deposit (damage, cleaning, other), with its note. */
@Entity('checkout_deductions')
@Index('idx_checkout_deductions_checkout', ['checkoutId'])
export class CheckoutDeduction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'checkout_id', type: 'integer' })
  checkoutId: number;

  @Column({ type: 'varchar', length: 12 })
  kind: DeductionKind;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 200 })
  note: string;
}
