import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import type { Caller, RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { ConflictError, InputError, NotFoundError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { JobKinds } from '../jobs/job-kinds';
import { JobQueue } from '../jobs/job-queue';
import { DELIVERY_PAGE_SIZES, type WebhookDeliveriesFilter } from './dto/webhook.input';
import type { WebhookDeliveryModel, WebhookDeliveryPageModel } from './models/webhook.model';
import { WebhookDelivery, type DeliveryOrigin } from './webhook-delivery.entity';
import { WebhookEndpoints } from './webhook-endpoints.service';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import { PING, undotted, WEBHOOK_API_VERSION } from './webhook-events';

/** The job kind that makes one try of one delivery (payload: `DeliveryTry`). */
export const DELIVERY_JOB = 'webhook-delivery';
export interface DeliveryTry {
  deliveryId: number;
  /** Which try this job is (1 for the first): a job run twice records its try once. */
  attempt: number;
}

/** Nothing is sent to a disabled endpoint, by hand either. */
const disabled = (field: string) => new ConflictError('The endpoint is disabled: enable it to send to it.', field);

/** A new event id: `evt_` and 24 random hex digits, one per event (every endpoint and redelivery carries it). */
export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** The body a delivery carries: the public, versioned envelope around the object. */
export function envelope(
  eventId: string,
  type: string,
  createdAt: Date,
  hostelId: number,
  data: Record<string, unknown>,
): string {
  return JSON.stringify({
    id: eventId,
    type,
    apiVersion: WEBHOOK_API_VERSION,
    createdAt: createdAt.toISOString(),
    hostelId: String(hostelId),
    data,
  });
}

export function deliveryModel(row: WebhookDelivery): WebhookDeliveryModel {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: undotted(row.eventType),
    state: row.state,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.nextAttemptAt,
    deliveredAt: row.deliveredAt,
    durationMs: row.durationMs,
    payload: row.payload,
  };
}

/** The delivery log (read, sent again by hand, a test ping) and the rows the fan-out makes, each with its first job. */
@Injectable()
export class WebhookDeliveries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly endpoints: WebhookEndpoints,
    private readonly queue: JobQueue,
    private readonly kinds: JobKinds,
    private readonly clock: Clock,
  ) {}

  /** One page of an endpoint's log, newest first; another hostel's endpoint is NOT_FOUND naming endpointId. */
  async page(
    caller: Caller,
    filter: WebhookDeliveriesFilter,
    page: number,
    pageSize: number,
  ): Promise<WebhookDeliveryPageModel> {
    if (!Number.isInteger(page) || page < 1) throw InputError.field('page', 'page must be a whole number from 1.');
    if (!DELIVERY_PAGE_SIZES.includes(pageSize))
      throw InputError.field('pageSize', `pageSize must be one of ${DELIVERY_PAGE_SIZES.join(', ')}.`);
    const manager = this.dataSource.manager;
    const endpoint = await this.endpoints.found(manager, caller, filter.endpointId, 'endpointId');
    const [rows, totalCount] = await manager.findAndCount(WebhookDelivery, {
      where: { endpointId: endpoint.id, ...(filter.state ? { state: filter.state } : {}) },
      order: { id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: rows.map(deliveryModel), totalCount };
  }

  /** A new delivery of the same body (the same event id) to the same endpoint, tried now. */
  async redeliver(caller: RequestCaller, deliveryId: number): Promise<WebhookDeliveryModel> {
    return this.transactions.run(async (manager) => {
      await this.lock(manager, deliveryId);
      const first = await manager.findOneBy(WebhookDelivery, { id: deliveryId });
      if (!first || first.hostelId !== caller.hostelId) throw new NotFoundError('Webhook delivery', 'deliveryId');
      const endpoint = await this.endpoints.locked(manager, caller, first.endpointId, 'deliveryId');
      if (!endpoint.enabled) throw disabled('deliveryId');
      const waiting = await this.waiting(manager, endpoint.id, 'redelivery', first.eventId);
      if (waiting) return deliveryModel(waiting);
      const row = await this.add(
        manager,
        endpoint,
        'redelivery',
        first.outboxId,
        first.eventId,
        first.eventType,
        first.payload,
      );
      return deliveryModel(row);
    });
  }

  /** A `ping` event to the endpoint, tried now: `data.object` says what it is. */
  async sendTest(caller: RequestCaller, endpointId: number): Promise<WebhookDeliveryModel> {
    return this.transactions.run(async (manager) => {
      const endpoint = await this.endpoints.locked(manager, caller, endpointId, 'endpointId');
      if (!endpoint.enabled) throw disabled('endpointId');
      const waiting = await this.waiting(manager, endpoint.id, 'test');
      if (waiting) return deliveryModel(waiting);
      const eventId = newEventId();
      const body = envelope(eventId, PING, this.clock.now(), endpoint.hostelId, {
        object: { __typename: 'WebhookEndpoint', id: String(endpoint.id), url: endpoint.url },
      });
      return deliveryModel(await this.add(manager, endpoint, 'test', null, eventId, PING, body));
    });
  }

  /**
   * A delivery sent by hand that has not been tried yet: a second press (a double tap, a slow phone's retry) answers
   * it instead of queueing the same body again. Read under the lock the caller holds, so two presses make one.
   */
  private waiting(
    manager: EntityManager,
    endpointId: number,
    origin: DeliveryOrigin,
    eventId?: string,
  ): Promise<WebhookDelivery | null> {
    return manager.findOne(WebhookDelivery, {
      where: { endpointId, origin, state: 'pending', attempts: 0, ...(eventId ? { eventId } : {}) },
      order: { id: 'DESC' },
    });
  }

  /**
   * A delivery row and its first try's job, in the caller's transaction: committed together, so a delivery made is
   * tried, whatever stops the process after.
   */
  async add(
    manager: EntityManager,
    endpoint: WebhookEndpoint,
    origin: DeliveryOrigin,
    outboxId: number | null,
    eventId: string,
    eventType: string,
    payload: string,
  ): Promise<WebhookDelivery> {
    const now = this.clock.now();
    const row = await manager.save(
      manager.create(WebhookDelivery, {
        hostelId: endpoint.hostelId,
        endpointId: endpoint.id,
        origin,
        outboxId,
        eventId,
        eventType,
        state: 'pending',
        attempts: 0,
        responseStatus: null,
        error: null,
        payload,
        createdAt: now,
        lastAttemptAt: null,
        nextAttemptAt: now,
        deliveredAt: null,
        durationMs: null,
      }),
    );
    await this.enqueueTry(manager, row.id, 1, now);
    return row;
  }

  /** The job of try `attempt` of a delivery, keyed by both: enqueued once. */
  enqueueTry(manager: EntityManager, deliveryId: number, attempt: number, runAt: Date) {
    const payload: DeliveryTry = { deliveryId, attempt };
    return this.queue.enqueue(
      this.kinds.job(DELIVERY_JOB, { uniqueKey: `${DELIVERY_JOB}:${deliveryId}:${attempt}`, payload, runAt }),
      manager,
    );
  }

  /** Serialises the work on one delivery (a try's record, a redelivery reading it). */
  lock(manager: EntityManager, deliveryId: number) {
    return advisoryLock(manager, `webhook-delivery:${deliveryId}`);
  }
}
