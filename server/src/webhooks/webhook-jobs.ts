import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, LessThanOrEqual } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { OutboxEvent } from '../events/domain-events';
import { JobKinds } from '../jobs/job-kinds';
import { AlertsService } from '../alerts/alerts.service';
import { webhookFailingAlert, webhookFailingKey } from '../alerts/alert-rules';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { DELIVERY_JOB, type DeliveryTry, envelope, newEventId, WebhookDeliveries } from './webhook-deliveries.service';
import { dotted, WEBHOOK_SOURCE_KINDS, webhookTypeOf } from './webhook-events';
import { WebhookObjects } from './webhook-objects';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, send, SIGNATURE_HEADER, signatureHeader } from './webhook-sender';

/** The fan-out consumer's kind: per outbox event, one delivery per subscribed endpoint. */
export const FAN_OUT_JOB = 'webhooks';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Waits after each failed try: then every 6 hours, and a last try when 24 hours are up. */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
/** How long a delivery is tried before it is failed (and its endpoint marked failing). */
export const RETRY_WINDOW_MS = 24 * HOUR;

/** When the try after failed try `attempt` goes for a delivery made at `createdAt`; null: 24 hours are up. */
export function nextTryAt(createdAt: Date, attempt: number, now: Date): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1];
  return new Date(Math.min(now.getTime() + delay, end));
}

/**
 * Webhooks from the outbox, at least once, on the one job queue:
 * - `webhooks` consumes every kind a public event type names; per event, under its lock, it makes one delivery for
 *   each enabled endpoint of the hostel subscribed to the type and created by the event's time (events from before an
 *   endpoint existed are not sent), with the first try's job, in one transaction. A rerun finds its deliveries made.
 * - `webhook-delivery` makes one try: POST, then records the answer under the delivery's lock. A failed try enqueues
 *   the next as a new job with its time (1 min, 5 min, 30 min, 2 h, 6 h, … for 24 hours), in the transaction that
 *   records it; a try whose worker died is run again by the queue's lease. After 24 hours: failed, the endpoint
 *   failing and its admins alerted; a later success clears failing and settles the alert.
 */
@Injectable()
export class WebhookJobs implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly kinds: JobKinds,
    private readonly transactions: Transactions,
    private readonly deliveries: WebhookDeliveries,
    private readonly objects: WebhookObjects,
    private readonly alerts: AlertsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.kinds.register<OutboxEvent>({
      name: FAN_OUT_JOB,
      consumes: WEBHOOK_SOURCE_KINDS,
      run: (event) => this.fanOut(event),
    });
    this.kinds.register<DeliveryTry>({
      name: DELIVERY_JOB,
      // A try records its own failure and schedules the next; the queue's attempts only cover a fault of ours.
      maxAttempts: 5,
      run: (payload) => this.attempt(payload),
    });
  }

  async fanOut(event: OutboxEvent): Promise<number> {
    const type = webhookTypeOf(event.kind);
    if (!type) return 0;
    const at = new Date(event.occurredAt);
    const endpoints = (
      await this.dataSource.manager.findBy(WebhookEndpoint, {
        hostelId: event.hostelId,
        enabled: true,
        deletedAt: IsNull(),
        createdAt: LessThanOrEqual(at),
      })
    ).filter((endpoint) => endpoint.events.split(',').includes(dotted(type)));
    if (!endpoints.length) return 0;
    const data = await this.objects.dataOf(event);
    if (!data) return 0;
    return this.transactions.run(async (manager) => {
      await advisoryLock(manager, `webhook-event:${event.id}`);
      const made = await manager.findOneBy(WebhookDelivery, { outboxId: event.id, origin: 'event' });
      if (made) return 0;
      const eventId = newEventId();
      const body = envelope(eventId, dotted(type), at, event.hostelId, data);
      for (const endpoint of endpoints)
        await this.deliveries.add(manager, endpoint, 'event', event.id, eventId, dotted(type), body);
      return endpoints.length;
    });
  }

  async attempt({ deliveryId, attempt }: DeliveryTry): Promise<void> {
    const before = await this.transactions.run((manager) => this.current(manager, deliveryId, attempt));
    if (!before) return;
    const { delivery, endpoint } = before;
    if (!endpoint.enabled || endpoint.deletedAt) {
      await this.transactions.run(async (manager) => {
        await this.deliveries.lock(manager, deliveryId);
        await manager.update(
          WebhookDelivery,
          { id: deliveryId, state: delivery.state },
          {
            state: 'failed',
            nextAttemptAt: null,
            error: `Not sent: the endpoint was ${endpoint.deletedAt ? 'deleted' : 'disabled'}`,
          },
        );
      });
      return;
    }
    const sentAt = this.clock.now();
    const result = await send({
      url: endpoint.url,
      body: delivery.payload,
      allowPrivate: this.config.webhooks.allowPrivateUrls,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Hostel-Admin-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.payload, sentAt),
        [EVENT_ID_HEADER]: delivery.eventId,
        [EVENT_TYPE_HEADER]: delivery.eventType,
      },
    });
    await this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const still = await this.current(manager, deliveryId, attempt);
      if (!still) return;
      const tried = {
        attempts: attempt,
        lastAttemptAt: sentAt,
        responseStatus: result.status,
        durationMs: result.durationMs,
        error: result.error?.slice(0, 300) ?? null,
      };
      await manager.update(WebhookEndpoint, { id: endpoint.id }, { lastDeliveryAt: sentAt });
      if (result.ok) {
        await manager.update(
          WebhookDelivery,
          { id: deliveryId },
          { ...tried, state: 'delivered', deliveredAt: now, nextAttemptAt: null },
        );
        await this.recovered(manager, still.endpoint);
        return;
      }
      const next = nextTryAt(delivery.createdAt, attempt, now);
      if (next) {
        await manager.update(WebhookDelivery, { id: deliveryId }, { ...tried, state: 'retrying', nextAttemptAt: next });
        await this.deliveries.enqueueTry(manager, deliveryId, attempt + 1, next);
        return;
      }
      await manager.update(WebhookDelivery, { id: deliveryId }, { ...tried, state: 'failed', nextAttemptAt: null });
      await this.failing(manager, still.endpoint, delivery.createdAt);
    });
  }

  /** The delivery and its endpoint under the delivery's lock, while try `attempt` is still to be made; else null. */
  private async current(manager: EntityManager, deliveryId: number, attempt: number) {
    await this.deliveries.lock(manager, deliveryId);
    const delivery = await manager.findOneBy(WebhookDelivery, { id: deliveryId });
    if (!delivery || delivery.attempts >= attempt || delivery.state === 'delivered' || delivery.state === 'failed')
      return null;
    const endpoint = await manager.findOneByOrFail(WebhookEndpoint, { id: delivery.endpointId });
    return { delivery, endpoint };
  }

  /** A delivery failed for 24 hours: the endpoint is failing since it was made, and its admins hear of it once. */
  private async failing(manager: EntityManager, endpoint: WebhookEndpoint, since: Date) {
    await advisoryLock(manager, `webhook-endpoint:${endpoint.id}`);
    const fresh = await manager.findOneByOrFail(WebhookEndpoint, { id: endpoint.id });
    if (fresh.failingSince) return;
    await manager.update(WebhookEndpoint, { id: endpoint.id }, { failingSince: since });
    await this.alerts.raise(manager, endpoint.hostelId, webhookFailingAlert({ ...fresh, failingSince: since }), null);
  }

  /** A delivery succeeded: a failing endpoint is active again and its alert settled. */
  private async recovered(manager: EntityManager, endpoint: WebhookEndpoint) {
    if (!endpoint.failingSince) return;
    await advisoryLock(manager, `webhook-endpoint:${endpoint.id}`);
    const fresh = await manager.findOneByOrFail(WebhookEndpoint, { id: endpoint.id });
    if (!fresh.failingSince) return;
    await manager.update(WebhookEndpoint, { id: endpoint.id }, { failingSince: null });
    await this.alerts.settle(manager, endpoint.hostelId, webhookFailingKey(endpoint.id, fresh.failingSince));
  }
}
