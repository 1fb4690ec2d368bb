import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Activity } from './activity.entity';
import { activityText, apiKeyActor, withApiKey } from './activity-words';

/** An activity entry as screens show it: the sentence, the detail, when, and what it was about. */
export interface ActivityEntry {
  id: number;
  action: Activity['action'];
  text: string;
  detail: string | null;
  subjectType: Activity['subjectType'];
  subjectId: number;
  at: Date;
  /** The API key the change was made with, by name; null for a person's own change or automatic work. */
  apiKeyName: string | null;
}

/** The activity log's reads (events/ writes it through `Events.emit`). */
@Injectable()
export class ActivityLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One person's own entries, newest first, a page at a time, in the hostels `scope` allows (undefined: every
   * hostel): the index `idx_activities_actor_created` walks them in order. An admin's entries include the changes
   * made with the keys they issued, each worded with its key first ("API key Sync: …"): the key, not they, did it.
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
    const keys = await this.keyNames(rows);
    const items = rows.map((row) => {
      const entry = toEntry(row, actorId, keys);
      return entry.apiKeyName === null ? entry : { ...entry, text: withApiKey(row, entry.apiKeyName, entry.text) };
    });
    return { items, totalCount };
  }

  /**
   * A hostel's newest entries with who made each (the dashboard's Recent Activity), worded for `readerId` ("your
   * profile" when it is theirs): the index `idx_activities_hostel_created` walks them in order. A change made with an
   * API key names the key ("API key Sync") and no person.
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
    const people = rows.filter((row) => row.apiKeyId === null);
    const actorIds = [...new Set(people.map((row) => row.actorUserId).filter((id): id is number => id !== null))];
    const names = new Map<number, string>();
    if (actorIds.length)
      for (const row of await this.dataSource
        .createQueryBuilder()
        .select(['u.id AS id', 'u.full_name AS name'])
        .from('users', 'u')
        .where('u.id IN (:...actorIds)', { actorIds })
        .getRawMany<{ id: number | string; name: string }>())
        names.set(Number(row.id), row.name);
    const keys = await this.keyNames(rows);
    return rows.map((row) => {
      const entry = toEntry(row, readerId ?? 0, keys);
      if (entry.apiKeyName !== null) return { ...entry, actorUserId: null, actorName: apiKeyActor(entry.apiKeyName) };
      return {
        ...entry,
        actorUserId: row.actorUserId,
        actorName: row.actorUserId === null ? null : (names.get(row.actorUserId) ?? null),
      };
    });
  }

  /** The names of the API keys these entries were made with (api_keys, read by SQL: events/ imports no owner). */
  private async keyNames(rows: Activity[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((row) => row.apiKeyId).filter((id): id is number => id !== null))];
    const names = new Map<number, string>();
    if (ids.length)
      for (const row of await this.dataSource
        .createQueryBuilder()
        .select(['k.id AS id', 'k.name AS name'])
        .from('api_keys', 'k')
        .where('k.id IN (:...ids)', { ids })
        .getRawMany<{ id: number | string; name: string }>())
        names.set(Number(row.id), row.name);
    return names;
  }
}

/** A hostel's entry with who made it: a person's name, "API key <name>", or null for the job queue's own work. */
export interface HostelActivityEntry extends ActivityEntry {
  actorUserId: number | null;
  actorName: string | null;
}

function toEntry(row: Activity, readerId: number, keys: Map<number, string>): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    text: activityText(row, readerId),
    detail: row.detail,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    at: row.createdAt,
    // A key's row outlives nothing it wrote (keys are never deleted); "a deleted key" only if one ever were.
    apiKeyName: row.apiKeyId === null ? null : (keys.get(row.apiKeyId) ?? 'a deleted key'),
  };
}
