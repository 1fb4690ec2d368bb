import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One login code sent (or pretended to be sent, for unknown phones) to a phone number. */
@Entity('otp_challenges')
@Index('idx_otp_phone_created', ['phoneNumber', 'createdAt'])
export class OtpChallenge {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'phone_number', type: 'varchar', length: 16 })
  phoneNumber: string;

  /** HMAC-SHA256 of the code, keyed with the server secret; the code itself is never stored. */
  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'consumed_at', type: 'datetime', nullable: true })
  consumedAt: Date | null;
}
