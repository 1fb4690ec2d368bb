import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One form submit of a money mutation, by the key the client made for it: what was asked (its fingerprint) and
 * what was answered, so a retried or double-tapped submit gets the first answer and no second effect.
 */
@Entity('idempotency_keys')
@Index('uq_idempotency_keys', ['hostelId', 'operation', 'key'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  /** The mutation the key belongs to ('addCharges'): a key is unique per hostel and operation. */
  @Column({ type: 'varchar', length: 40 })
  operation: string;

  @Column({ type: 'varchar', length: 64 })
  key: string;

  /** SHA-256 (hex) of the normalised request, as canonical JSON. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** The first answer, as JSON. */
  @Column({ type: 'text' })
  answer: string;

  @Column({ name: 'created_by', type: 'integer' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
