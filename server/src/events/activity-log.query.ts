import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Activity } from './activity.entity';
import { activityText } from './activity-words';

/** An activity entry as screens show it: the sentence, the detail, when, and what it was about. */
export interface ActivityEntry {
  id: number;
  action: Activity['action'];
  text: string;
  detail: string | null;
  subjectType: Activity['subjectType'];
  subjectId: number;
  at: Date;
}

/** The activity log's reads (events/ writes it through `Events.emit`). */
@Injectable()
export class ActivityLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One person's own entries, newest first, a page at a time, in the hostels `scope` allows (undefined: every
   * hostel): the index `idx_activities_actor_created` walks them in order.
   */
  async byActor(
    actorId: number,
    scope: number | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ items: ActivityEntry[]; totalCount: number }> {
    const query = this.dataSource
      .getRepository(Activity)
      .createQueryBuilder('a')
      .where('a.actorUserId = :actorId', { actorId });
    if (scope !== undefined) query.andWhere('a.hostelId = :scope', { scope });
    const [rows, totalCount] = await query
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: rows.map((row) => toEntry(row, actorId)), totalCount };
  }

  /**
   * A hostel's newest entries with who made each (the dashboard's Recent Activity), worded for `readerId` ("your
   * profile" when it is theirs): the index `idx_activities_hostel_created` walks them in order.
   */
  async recentOfHostel(hostelId: number, limit: number, readerId: number | null): Promise<HostelActivityEntry[]> {
    const rows = await this.dataSource
      .getRepository(Activity)
      .createQueryBuilder('a')
      .where('a.hostelId = :hostelId', { hostelId })
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .take(limit)
      .getMany();
    const actorIds = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is number => id !== null))];
    const names = new Map<number, string>();
    if (actorIds.length)
      for (const row of await this.dataSource
        .createQueryBuilder()
        .select(['u.id AS id', 'u.full_name AS name'])
        .from('users', 'u')
        .where('u.id IN (:...actorIds)', { actorIds })
        .getRawMany<{ id: number | string; name: string }>())
        names.set(Number(row.id), row.name);
    return rows.map((row) => ({
      ...toEntry(row, readerId ?? 0),
      actorUserId: row.actorUserId,
      actorName: row.actorUserId === null ? null : (names.get(row.actorUserId) ?? null),
    }));
  }
}

/** A hostel's entry with who made it: their name, or null for the job queue's own work. */
export interface HostelActivityEntry extends ActivityEntry {
  actorUserId: number | null;
  actorName: string | null;
}

function toEntry(row: Activity, readerId: number): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    text: activityText(row, readerId),
    detail: row.detail,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    at: row.createdAt,
  };
}
