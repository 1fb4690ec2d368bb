import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** Why a delivery row exists: an event of the outbox, a hand redelivery of one, or a test ping. */
export type DeliveryOrigin = 'event' | 'redelivery' | 'test';

/**
 * One event sent to one endpoint: its body fixed when made (every try sends the same bytes), its tries and their
 * last answer. The fan-out makes at most one per endpoint and outbox event (`uq_webhook_deliveries_event`).
 */
@Entity('webhook_deliveries')
@Index('idx_webhook_deliveries_endpoint', ['endpointId', 'id'])
@Index('uq_webhook_deliveries_event', ['endpointId', 'outboxId'], { unique: true, where: "origin = 'event'" })
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'endpoint_id', type: 'integer' })
  endpointId: number;

  @Column({ type: 'varchar', length: 12 })
  origin: DeliveryOrigin;

  /** The outbox event it carries (null for a test ping). */
  @Column({ name: 'outbox_id', type: 'integer', nullable: true })
  outboxId: number | null;

  /** The id the body carries, `evt_…`: one per event, the same at every endpoint and in a redelivery. */
  @Column({ name: 'event_id', type: 'varchar', length: 40 })
  eventId: string;

  /** Dotted: `payment.recorded`, or `ping`. */
  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: string;

  @Column({ type: 'varchar', length: 10 })
  state: WebhookDeliveryState;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  error: string | null;

  /** The JSON body, exactly as sent. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'last_attempt_at', type: 'datetime', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'next_attempt_at', type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'delivered_at', type: 'datetime', nullable: true })
  deliveredAt: Date | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs: number | null;
}
