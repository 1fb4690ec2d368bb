import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An admin checked a UPI, bank or card payment against the bank: from then on it counts as collected. */
@Entity('payment_verifications')
export class PaymentVerification {
  @PrimaryColumn({ name: 'payment_id', type: 'integer' })
  paymentId: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'verified_by', type: 'integer' })
  verifiedBy: number;

  @Column({ name: 'verified_at', type: 'datetime' })
  verifiedAt: Date;
}
