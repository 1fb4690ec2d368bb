import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { NotificationState } from '@hostel-admin/rules';
import { mayAccess, type Caller } from '../common/caller';
import { NotFoundError } from '../common/errors';
import { likePattern } from '../common/pagination';
import { NotificationRecipient } from './notification-recipient.entity';
import { Notification } from './notification.entity';
import { UsersService } from '../users/users.service';

export interface DeliveryCounts {
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

export type NotificationView = Notification & { deliveryCounts: DeliveryCounts; createdByName: string | null };

/** The reads of notifications: lists by state (drafts, scheduled, history), one with its recipients. */
@Injectable()
export class NotificationQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /**
   * The caller's hostel's notifications in these states whose title or description holds `search`: scheduled ones
   * by their time to send (soonest first), the rest newest first.
   */
  async list(
    caller: Caller,
    states: NotificationState[],
    search: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ items: NotificationView[]; totalCount: number }> {
    const query = this.dataSource
      .getRepository(Notification)
      .createQueryBuilder('n')
      .where('n.state IN (:...states)', { states });
    if (caller.scope !== undefined) query.andWhere('n.hostelId = :hostelId', { hostelId: caller.scope });
    if (search?.trim())
      query.andWhere("(lower(n.title) LIKE :q ESCAPE '\\' OR lower(n.description) LIKE :q ESCAPE '\\')", {
        q: likePattern(search),
      });
    if (states.length === 1 && states[0] === 'scheduled') query.orderBy('n.sendAt', 'ASC');
    else query.orderBy('COALESCE(n.sentAt, n.sendAt, n.createdAt)', 'DESC');
    const [rows, totalCount] = await query.addOrderBy('n.id', 'DESC').skip(offset).take(limit).getManyAndCount();
    return { items: await this.views(rows), totalCount };
  }

  /** One notification of the caller's hostel (another's is not found). */
  async one(caller: Caller, id: number): Promise<NotificationView> {
    const row = await this.dataSource.getRepository(Notification).findOneBy({ id });
    if (!row || !mayAccess(caller, row.hostelId)) throw new NotFoundError('Notification', 'id');
    return (await this.views([row]))[0];
  }

  /** Its recipients by name, each with their delivery. */
  recipients(notificationId: number): Promise<NotificationRecipient[]> {
    return this.dataSource.getRepository(NotificationRecipient).find({
      where: { notificationId },
      order: { studentName: 'ASC', id: 'ASC' },
    });
  }

  private async views(rows: Notification[]): Promise<NotificationView[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const counts = await this.dataSource
      .getRepository(NotificationRecipient)
      .createQueryBuilder('r')
      .select(['r.notificationId AS id', 'r.state AS state', 'COUNT(*) AS n'])
      .where({ notificationId: In(ids) })
      .groupBy('r.notificationId')
      .addGroupBy('r.state')
      .getRawMany<{ id: number | string; state: keyof DeliveryCounts; n: number | string }>();
    const names = await this.users.namesByIds(rows.map((r) => r.createdBy));
    return rows.map((row) => {
      const deliveryCounts: DeliveryCounts = { total: 0, queued: 0, sent: 0, failed: 0 };
      for (const c of counts.filter((c) => Number(c.id) === row.id)) {
        deliveryCounts[c.state] = Number(c.n);
        deliveryCounts.total += Number(c.n);
      }
      return Object.assign(row, { deliveryCounts, createdByName: names.get(row.createdBy) ?? null });
    });
  }
}
