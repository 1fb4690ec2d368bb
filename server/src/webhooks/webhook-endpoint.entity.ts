import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A URL of a hostel that hears of the events it chose, signed with its own secret. Deleting one keeps the row
 * (`deleted_at`) so its delivery log stays readable to the end; nothing is delivered to it after.
 */
@Entity('webhook_endpoints')
@Index('uq_webhook_endpoints_key', ['hostelId', 'idempotencyKey'], { unique: true })
@Index('idx_webhook_endpoints_hostel', ['hostelId', 'createdAt'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** The chosen event types, dotted and comma-separated: `payment.recorded,resident.checked_in`. */
  @Column({ type: 'varchar', length: 1000 })
  events: string;

  /**
   * The signing secret itself (`whsec_…`), not a hash: the server signs every delivery with it (HMAC needs the key);
   * shown to the admin once, answered only as its prefix after.
   */
  @Column({ type: 'varchar', length: 80 })
  secret: string;

  @Column({ type: 'boolean' })
  enabled: boolean;

  /** Set when a delivery failed for 24 hours; cleared by the next delivery that succeeds. */
  @Column({ name: 'failing_since', type: 'datetime', nullable: true })
  failingSince: Date | null;

  @Column({ name: 'last_delivery_at', type: 'datetime', nullable: true })
  lastDeliveryAt: Date | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  /** Who created it, named as they were then ("API key <name>" for a key). */
  @Column({ name: 'created_by_name', type: 'varchar', length: 160 })
  createdByName: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'datetime', nullable: true })
  deletedAt: Date | null;
}
