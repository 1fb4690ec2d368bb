import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyAccess } from './api-key-rules';

/**
 * An integrator's key to the API of one hostel (Profile Settings → API keys). Only a hash of the secret is kept
 * (`secret_hash`, found by its unique index on every request), with the secret's first characters to recognise it by.
 * A key is active until it is revoked (`revoked_at`) or its `expires_at` passes; rows are never deleted, so the
 * activity log and the list keep naming a revoked key.
 */
@Entity('api_keys')
@Index('uq_api_keys_secret_hash', ['secretHash'], { unique: true })
@Index('idx_api_keys_hostel_created', ['hostelId', 'createdAt'])
export class ApiKey {
  @PrimaryGeneratedColumn()
  id: number;

  /** The hostel the key acts in: its only scope. */
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  /** 1–60 characters, unique among the hostel's active keys (checked under the hostel's key lock). */
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 12 })
  access: ApiKeyAccess;

  /** `hak_` and the secret's next characters: enough to recognise a key, far too few to guess the rest. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** SHA-256 of the whole secret, hex (`api-key-secrets.ts` says why a fast hash is right here). */
  @Column({ name: 'secret_hash', type: 'varchar', length: 64, select: false })
  secretHash: string;

  /** The admin who issued it: the `*_by` columns of what the key changes name them. */
  @Column({ name: 'created_by', type: 'integer' })
  createdBy: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Null: never expires. */
  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_by', type: 'integer', nullable: true })
  revokedBy: number | null;

  /** When the key was last used, to the minute (written at most once a minute: `api-key-usage.ts`). */
  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  /** The client address of that use (`req.ip`: the proxy's view when TRUST_PROXY names it). */
  @Column({ name: 'last_used_from', type: 'varchar', length: 45, nullable: true })
  lastUsedFrom: string | null;
}
