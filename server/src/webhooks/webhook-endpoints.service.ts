import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import { type Caller, mayAccess, type RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { InputError, NotFoundError } from '../common/errors';
import { isUniqueViolation, Transactions } from '../common/transactions';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { apiKeyActor } from '../events/activity-words';
import { Events } from '../events/events.service';
import { UsersService } from '../users/users.service';
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './dto/webhook.input';
import type { CreatedWebhookEndpointModel, WebhookEndpointModel } from './models/webhook.model';
import { urlProblem } from './url-guard';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { dotted, undotted, type WebhookEventType } from './webhook-events';

/** `whsec_` and 32 random bytes: what receivers sign with; the prefix lets secret scanners find a leaked one. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
/** What the list shows of a secret: its prefix and four characters. */
export const SECRET_PREFIX_LENGTH = 'whsec_'.length + 4;

export function endpointModel(row: WebhookEndpoint): WebhookEndpointModel {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.split(',').filter(Boolean).map(undotted) as WebhookEventType[],
    status: !row.enabled ? 'disabled' : row.failingSince ? 'failing' : 'active',
    secretPrefix: row.secret.slice(0, SECRET_PREFIX_LENGTH),
    createdBy: row.createdByName,
    createdAt: row.createdAt,
    failingSince: row.failingSince,
    lastDeliveryAt: row.lastDeliveryAt,
  };
}

/** An endpoint as the activity log names it: its URL (cut to the log's 160 characters), its description beside it. */
const subjectOf = (row: WebhookEndpoint) => ({
  type: 'webhook' as const,
  id: row.id,
  hostelId: row.hostelId,
  label: row.url.length > 160 ? `${row.url.slice(0, 159)}…` : row.url,
  detail: row.description || undefined,
});

/** The only writer of `webhook_endpoints` for admins: add, change, disable and delete a hostel's endpoints. */
@Injectable()
export class WebhookEndpoints {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly events: Events,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's hostel's endpoints, newest first (deleted ones left out). */
  async list(caller: Caller): Promise<WebhookEndpointModel[]> {
    const rows = await this.dataSource.manager.find(WebhookEndpoint, {
      where: { hostelId: caller.hostelId, deletedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(endpointModel);
  }

  /**
   * Adds an endpoint with a new secret, answered once. Under the lock of the form's key a repeated key answers the
   * endpoint it made, with its secret (the same submit sent twice makes one endpoint); else the URL is checked (its
   * host resolved: no private address unless allowed), outside any transaction, and the endpoint added under the lock.
   */
  async create(caller: RequestCaller, input: CreateWebhookEndpointInput): Promise<CreatedWebhookEndpointModel> {
    const hostelId = caller.hostelId;
    const byKey = (manager: EntityManager) =>
      manager.findOneBy(WebhookEndpoint, { hostelId, idempotencyKey: input.idempotencyKey });
    const answer = (row: WebhookEndpoint) => ({ endpoint: endpointModel(row), secret: row.secret });
    const keyLock = (manager: EntityManager) =>
      advisoryLock(manager, `webhook-endpoint-key:${hostelId}:${input.idempotencyKey}`);
    // A repeated submit answers the endpoint it made without looking its URL up again (the lookup waits on DNS, so it
    // runs outside any transaction); what it decides is read again under the lock below.
    const first = await this.transactions.run(async (manager) => {
      await keyLock(manager);
      return byKey(manager);
    });
    if (first) return answer(first);
    await this.checkUrl(input.url);
    const createdByName = await this.nameOf(caller);
    try {
      return await this.transactions.run(async (manager) => {
        await keyLock(manager);
        const made = await byKey(manager);
        if (made) return answer(made);
        const row = await manager.save(
          manager.create(WebhookEndpoint, {
            hostelId,
            url: input.url,
            description: input.description ?? '',
            events: input.events.map(dotted).join(','),
            secret: newSecret(),
            enabled: true,
            failingSince: null,
            lastDeliveryAt: null,
            idempotencyKey: input.idempotencyKey,
            createdBy: caller.actorId,
            createdByName,
            createdAt: this.clock.now(),
            deletedAt: null,
          }),
        );
        await this.events.emit(manager, {
          kind: 'webhook.endpoint_added',
          actor: caller,
          subject: subjectOf(row),
          data: { endpointId: row.id, url: row.url, events: input.events.map(dotted) },
        });
        return answer(row);
      });
    } catch (error) {
      // Two processes past the lock at once (SQLite has none to take): the key's row is there now.
      if (!isUniqueViolation(error)) throw error;
      return answer((await byKey(this.dataSource.manager))!);
    }
  }

  /** Changes what is given, under the endpoint's lock; a new URL is checked as on create. */
  async update(caller: RequestCaller, input: UpdateWebhookEndpointInput): Promise<WebhookEndpointModel> {
    if (input.url != null) await this.checkUrl(input.url);
    const row = await this.transactions.run(async (manager) => {
      const found = await this.locked(manager, caller, input.id, 'id');
      // Only what differs: the same change sent twice (a retry) changes and logs nothing the second time.
      const changes: Partial<WebhookEndpoint> = {};
      if (input.url != null && input.url !== found.url) changes.url = input.url;
      if (input.description != null && input.description !== found.description) changes.description = input.description;
      const events = input.events?.map(dotted).join(',');
      if (events != null && events !== found.events) changes.events = events;
      if (input.enabled != null && input.enabled !== found.enabled) changes.enabled = input.enabled;
      const fields = Object.keys(changes);
      if (!fields.length) return found;
      await manager.update(WebhookEndpoint, { id: found.id }, changes);
      const changed = await manager.findOneByOrFail(WebhookEndpoint, { id: found.id });
      await this.events.emit(manager, {
        kind: 'webhook.endpoint_updated',
        actor: caller,
        subject: subjectOf(changed),
        data: { endpointId: changed.id, url: changed.url, fields },
      });
      return changed;
    });
    return endpointModel(row);
  }

  /** Deletes it (the row stays, marked, for its log); nothing is delivered to it after. A second delete answers as the first. */
  async remove(caller: RequestCaller, id: number): Promise<{ id: number }> {
    await this.transactions.run(async (manager) => {
      await advisoryLock(manager, `webhook-endpoint:${id}`);
      // A second delete of the same endpoint (a double tap, a retry on a slow link) answers as the first did.
      const gone = await manager.findOneBy(WebhookEndpoint, { id });
      if (gone?.deletedAt && gone.hostelId === caller.hostelId && mayAccess(caller, gone.hostelId)) return;
      const found = await this.found(manager, caller, id, 'id');
      await manager.update(WebhookEndpoint, { id: found.id }, { deletedAt: this.clock.now(), enabled: false });
      await this.events.emit(manager, {
        kind: 'webhook.endpoint_deleted',
        actor: caller,
        subject: subjectOf(found),
        data: { endpointId: found.id, url: found.url },
      });
    });
    return { id };
  }

  /** An endpoint of the caller's hostel, under its lock; another hostel's, or a deleted one, is NOT_FOUND. */
  async locked(manager: EntityManager, caller: Caller, id: number, field: string): Promise<WebhookEndpoint> {
    await advisoryLock(manager, `webhook-endpoint:${id}`);
    return this.found(manager, caller, id, field);
  }

  async found(manager: EntityManager, caller: Caller, id: number, field: string): Promise<WebhookEndpoint> {
    const row = await manager.findOneBy(WebhookEndpoint, { id, deletedAt: IsNull() });
    if (!row || row.hostelId !== caller.hostelId || !mayAccess(caller, row.hostelId))
      throw new NotFoundError('Webhook endpoint', field);
    return row;
  }

  /** Who made it, as the activity log names them: a person, or "API key <name>" for a key. */
  private async nameOf(caller: RequestCaller): Promise<string> {
    if (caller.kind === 'apiKey') {
      const [key] = (await this.dataSource.query(
        ...this.dataSource.driver.escapeQueryWithParameters('SELECT name FROM api_keys WHERE id = :id', {
          id: caller.keyId,
        }),
      )) as { name: string }[];
      if (key) return apiKeyActor(key.name);
    }
    return (await this.users.namesByIds([caller.actorId])).get(caller.actorId) ?? 'An admin';
  }

  private async checkUrl(url: string) {
    const problem = await urlProblem(url, this.config.webhooks.allowPrivateUrls);
    if (problem) throw InputError.field('url', problem);
  }
}
