import { Injectable } from '@nestjs/common';
import { apiKeyCaller } from '../common/caller';
import { advisoryLock } from '../common/advisory-lock';
import { Transactions } from '../common/transactions';
import { Events } from '../events/events.service';
import { apiKeyLock } from './api-keys.service';
import { ApiKey } from './api-key.entity';

/**
 * How often a key's last use is written: at most once a minute. A busy key (hundreds of requests a minute) would
 * otherwise write its row on every request, each write a transaction that also ends the request's shared read token;
 * the list shows the last use to the minute, which is all an admin needs to tell a live key from a dead one.
 */
const WRITE_EVERY_MS = 60_000;

/** A key's use: its last-used time and address, and the activity entry of its first use. */
@Injectable()
export class ApiKeyUsage {
  constructor(
    private readonly transactions: Transactions,
    private readonly events: Events,
  ) {}

  /**
   * Records a request made with `key` (its row as the guard just read it) from `from` at `now`. Each write is
   * conditional on the row as it is then (never used; or used over a minute ago), so requests at once on one server
   * or many write it once, and only the first use of all writes the "first used" entry.
   */
  async record(key: ApiKey, from: string | null, now: Date): Promise<void> {
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < WRITE_EVERY_MS) return;
    const firstUse = key.lastUsedAt === null;
    await this.transactions.run(async (manager) => {
      await advisoryLock(manager, apiKeyLock(key.id));
      const update = manager
        .createQueryBuilder()
        .update(ApiKey)
        .set({ lastUsedAt: now, lastUsedFrom: from })
        .where('id = :id', { id: key.id });
      if (firstUse) update.andWhere('last_used_at IS NULL');
      else update.andWhere('last_used_at <= :before', { before: new Date(now.getTime() - WRITE_EVERY_MS) });
      const { affected } = await update.execute();
      if (!firstUse || affected !== 1) return;
      await this.events.emit(manager, {
        kind: 'api_key.first_used',
        actor: apiKeyCaller({
          keyId: key.id,
          keyName: key.name,
          hostelId: key.hostelId,
          issuedBy: key.createdBy,
          access: key.access,
        }),
        subject: { type: 'api_key', id: key.id, hostelId: key.hostelId, label: key.name, detail: from ?? undefined },
        data: { apiKeyId: key.id, prefix: key.prefix, from },
      });
    });
  }
}
