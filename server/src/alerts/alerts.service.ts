import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Raw } from 'typeorm';
import type { RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { NotFoundError } from '../common/errors';
import { likePattern } from '../common/pagination';
import { PERMISSIONS } from '../common/roles';
import { UsersService } from '../users/users.service';
import { Alert } from './alert.entity';
import type { AlertSpec } from './alert-rules';

/** What the alert list reads: the search and whether only unread alerts. */
export interface AlertsSelection {
  search?: string | null;
  unreadOnly?: boolean | null;
}

export interface AlertPage {
  items: Alert[];
  totalCount: number;
  unreadCount: number;
}

/** The only writer of `alerts`: raised and settled by the `alerts` consumer, read and marked read by their user. */
@Injectable()
export class AlertsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /**
   * One alert per active user of the hostel whose role has the spec's permission, but the one who acted; once per
   * user and thing (a retried job inserts nothing twice). Answers how many were raised.
   */
  async raise(manager: EntityManager, hostelId: number, spec: AlertSpec, actorUserId: number | null): Promise<number> {
    const recipients = (await this.users.activeIdsWithRoles(manager, hostelId, PERMISSIONS[spec.permission])).filter(
      (id) => id !== actorUserId,
    );
    if (!recipients.length) return 0;
    const createdAt = this.clock.now();
    const { kind, key, text, link } = spec;
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Alert)
      .values(recipients.map((userId) => ({ hostelId, userId, kind, key, text, link, createdAt })))
      .orIgnore()
      .execute();
    return result.identifiers.filter(Boolean).length;
  }

  /** The thing was dealt with: its alerts are resolved, and read, for everyone. */
  async settle(manager: EntityManager, hostelId: number, key: string): Promise<void> {
    const at = this.clock.now();
    await manager
      .createQueryBuilder()
      .update(Alert)
      .set({ resolvedAt: at, readAt: () => 'COALESCE(read_at, :at)' })
      .setParameter('at', at)
      .where('hostel_id = :hostelId AND key = :key AND resolved_at IS NULL', { hostelId, key })
      .execute();
  }

  /** The caller's alerts, newest first (unread only when asked), with how many are unread. */
  /** One page of the user's alerts, newest first; `search` matches the alert's words, case-insensitively. */
  async list(caller: RequestCaller, args: AlertsSelection, offset: number, limit: number): Promise<AlertPage> {
    const { unreadOnly, search } = args;
    const repository = this.dataSource.getRepository(Alert);
    const mine = { userId: caller.actorId, hostelId: caller.hostelId };
    const unread = { ...mine, readAt: IsNull() };
    const text = search?.trim()
      ? { text: Raw((column) => `LOWER(${column}) LIKE :pattern ESCAPE '\\'`, { pattern: likePattern(search) }) }
      : {};
    const [items, totalCount] = await repository.findAndCount({
      where: { ...(unreadOnly ? unread : mine), ...text },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    const unreadCount = unreadOnly && !search?.trim() ? totalCount : await repository.countBy(unread);
    return { items, totalCount, unreadCount };
  }

  /** Marks one of the caller's alerts read; a second time changes nothing and answers the same alert. */
  async markRead(caller: RequestCaller, id: number): Promise<Alert> {
    const repository = this.dataSource.getRepository(Alert);
    await repository.update(
      { id, userId: caller.actorId, hostelId: caller.hostelId, readAt: IsNull() },
      { readAt: this.clock.now() },
    );
    const alert = await repository.findOneBy({ id, userId: caller.actorId, hostelId: caller.hostelId });
    if (!alert) throw new NotFoundError('Alert', 'id');
    return alert;
  }

  /** Marks every unread alert of the caller read; answers how many it marked. */
  async markAllRead(caller: RequestCaller): Promise<number> {
    const result = await this.dataSource
      .getRepository(Alert)
      .update({ userId: caller.actorId, hostelId: caller.hostelId, readAt: IsNull() }, { readAt: this.clock.now() });
    return result.affected ?? 0;
  }
}
