import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import type { RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { ConflictError, NotFoundError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { Events } from '../events/events.service';
import { IdempotencyKeys } from '../idempotency/idempotency-keys.service';
import { newApiKeySecret } from './api-key-secrets';
import { apiKeyWords } from './api-key-rules';
import { ApiKey } from './api-key.entity';
import type { CreateApiKeyInput } from './dto/api-key.input';
import { ApiKeyStatusEnum, type ApiKeyView } from './models/api-key.model';

const DAY_MS = 86_400_000;

/** Every key of a hostel is created under this lock: two keys of one name cannot both pass the name check. */
export const hostelKeysLock = (hostelId: number) => `api-keys:${hostelId}`;
/** One key's lock: its revocation and its first use, each once. */
export const apiKeyLock = (keyId: number) => `api-key:${keyId}`;

/** active | expired | revoked, at `now`. */
export function statusOf(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatusEnum {
  if (key.revokedAt) return ApiKeyStatusEnum.revoked;
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return ApiKeyStatusEnum.expired;
  return ApiKeyStatusEnum.active;
}

/**
 * The hostel's API keys (Profile Settings → API keys): the only writer of api_keys but for a key's use
 * (`ApiKeyUsage`). Every write is one transaction whose lock comes before its reads.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly idempotency: IdempotencyKeys,
    private readonly events: Events,
    private readonly clock: Clock,
  ) {}

  /** The caller's hostel's keys, newest first, revoked and expired ones too. */
  list(caller: RequestCaller): Promise<ApiKeyView[]> {
    return this.views(this.dataSource.manager, { hostelId: caller.hostelId });
  }

  /**
   * A new key for the caller's hostel, with its secret: the one answer that carries it. Once per idempotency key: the
   * same submit again creates nothing and is a CONFLICT naming idempotencyKey, because the first answer's secret is
   * kept only as a hash and cannot be answered again (storing the answer, as other forms do, would store the secret).
   */
  async create(caller: RequestCaller, input: CreateApiKeyInput): Promise<{ apiKey: ApiKeyView; secret: string }> {
    const name = input.name.trim();
    const expiresInDays = input.expiresInDays ?? null;
    let secret: string | undefined;
    const { apiKeyId } = await this.transactions.run((manager) =>
      this.idempotency.once(
        manager,
        caller,
        {
          operation: 'createApiKey',
          key: input.idempotencyKey,
          request: { name, access: input.access, expiresInDays },
        },
        async () => {
          await advisoryLock(manager, hostelKeysLock(caller.hostelId));
          const now = this.clock.now();
          const others = await manager.find(ApiKey, {
            where: { hostelId: caller.hostelId },
            select: { id: true, name: true, revokedAt: true, expiresAt: true },
          });
          const folded = name.toLocaleLowerCase('en-IN');
          if (
            others.some(
              (key) => statusOf(key, now) === ApiKeyStatusEnum.active && key.name.toLocaleLowerCase('en-IN') === folded,
            )
          )
            throw new ConflictError(apiKeyWords.nameTaken, 'name');
          const made = newApiKeySecret();
          const expiresAt = expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS);
          const { identifiers } = await manager.insert(ApiKey, {
            hostelId: caller.hostelId,
            name,
            access: input.access,
            prefix: made.prefix,
            secretHash: made.hash,
            createdBy: caller.actorId,
            createdAt: now,
            expiresAt,
            revokedAt: null,
            revokedBy: null,
            lastUsedAt: null,
            lastUsedFrom: null,
          });
          const id = Number(identifiers[0]!.id);
          await this.events.emit(manager, {
            kind: 'api_key.created',
            actor: caller,
            subject: { type: 'api_key', id, hostelId: caller.hostelId, label: name, detail: `${made.prefix}…` },
            data: {
              apiKeyId: id,
              access: input.access,
              prefix: made.prefix,
              expiresAt: expiresAt?.toISOString() ?? null,
            },
          });
          secret = made.secret;
          // Only the id is kept as the submit's answer: never the secret.
          return { apiKeyId: id };
        },
      ),
    );
    if (secret === undefined) throw new ConflictError(apiKeyWords.alreadyCreated, 'idempotencyKey');
    const [apiKey] = await this.views(this.dataSource.manager, { id: apiKeyId });
    return { apiKey: apiKey!, secret };
  }

  /**
   * Revokes a key of the caller's hostel now: its next request answers 401, on every server (the guard reads the row
   * on each request). A key already revoked is answered as it is; another hostel's key is NOT_FOUND.
   */
  async revoke(caller: RequestCaller, id: number): Promise<ApiKeyView> {
    await this.transactions.run(async (manager) => {
      await advisoryLock(manager, apiKeyLock(id));
      const query = manager.createQueryBuilder(ApiKey, 'k').where('k.id = :id', { id });
      if (manager.connection.options.type === 'postgres') query.setLock('pessimistic_write');
      const key = await query.getOne();
      if (!key || key.hostelId !== caller.hostelId) throw new NotFoundError('API key', 'id');
      if (key.revokedAt) return;
      await manager.update(ApiKey, { id }, { revokedAt: this.clock.now(), revokedBy: caller.actorId });
      await this.events.emit(manager, {
        kind: 'api_key.revoked',
        actor: caller,
        subject: { type: 'api_key', id, hostelId: key.hostelId, label: key.name, detail: `${key.prefix}…` },
        data: { apiKeyId: id, prefix: key.prefix },
      });
    });
    const [view] = await this.views(this.dataSource.manager, { id });
    return view!;
  }

  /** Keys as the list shows them, newest first, with the names of the admins who created and revoked them. */
  private async views(manager: EntityManager, where: { hostelId?: number; id?: number }): Promise<ApiKeyView[]> {
    const query = manager
      .createQueryBuilder(ApiKey, 'k')
      .leftJoin('users', 'c', 'c.id = k.created_by')
      .leftJoin('users', 'r', 'r.id = k.revoked_by')
      .addSelect('c.full_name', 'created_by_name')
      .addSelect('r.full_name', 'revoked_by_name');
    if (where.hostelId !== undefined) query.andWhere('k.hostelId = :hostelId', { hostelId: where.hostelId });
    if (where.id !== undefined) query.andWhere('k.id = :id', { id: where.id });
    const { entities, raw } = await query.orderBy('k.createdAt', 'DESC').addOrderBy('k.id', 'DESC').getRawAndEntities();
    const now = this.clock.now();
    const names = new Map(
      (raw as { k_id: number | string; created_by_name: string | null; revoked_by_name: string | null }[]).map(
        (row) => [Number(row.k_id), row] as const,
      ),
    );
    return entities.map((key) => ({
      id: key.id,
      name: key.name,
      access: key.access,
      prefix: key.prefix,
      createdBy: names.get(key.id)?.created_by_name ?? 'A former user',
      createdAt: key.createdAt,
      expiresAt: key.expiresAt,
      lastUsedAt: key.lastUsedAt,
      lastUsedFrom: key.lastUsedFrom,
      revokedAt: key.revokedAt,
      revokedBy: key.revokedAt ? (names.get(key.id)?.revoked_by_name ?? 'A former user') : null,
      status: statusOf(key, now),
    }));
  }
}
