import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { REQUEST_TYPES, type RequestType } from '@hostel-admin/rules';
import { Clock } from '../common/clock';
import { likePattern, offsetOf, SortDirection } from '../common/pagination';
import type { RequestsArgs } from './dto/requests.args';
import { Request } from './request.entity';
import { RequestTargetsService, type RequestTargets } from './request-targets.service';
import { RequestViews, type RequestView } from './request-views';

export interface RequestTypeCount {
  type: RequestType;
  /** Pending or working. */
  open: number;
  /** Open past the hostel's target for the type. */
  overdue: number;
}

const n = (value: unknown) => Number(value ?? 0);

/** The requests of a hostel read for screens: the list, the cards' counts and the dashboard's figures. */
@Injectable()
export class RequestListQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: RequestViews,
    private readonly targets: RequestTargetsService,
    private readonly clock: Clock,
  ) {}

  /**
   * One page of a hostel's requests, by raised time (newest first unless asked), of a type and a status when given,
   * searched by the resident's name, the request's text or the room number.
   */
  async page(hostelId: number, args: RequestsArgs): Promise<{ items: RequestView[]; totalCount: number }> {
    const search = args.search?.trim();
    const params: Record<string, unknown> = { hostelId, offset: offsetOf(args), limit: args.pageSize };
    const where = ['r.hostel_id = :hostelId'];
    if (args.type) {
      where.push('r.type = :type');
      params.type = args.type;
    }
    if (args.status) {
      where.push('r.status = :status');
      params.status = args.status;
    }
    if (search) {
      params.pattern = likePattern(search);
      where.push(`(lower(s.name) LIKE :pattern ESCAPE '\\' OR lower(r.text) LIKE :pattern ESCAPE '\\'
        OR CAST(r.room_number AS varchar(12)) LIKE :pattern ESCAPE '\\')`);
    }
    const from = `FROM requests r${search ? ' JOIN students s ON s.id = r.student_id' : ''} WHERE ${where.join(' AND ')}`;
    const direction = args.order === SortDirection.ASC ? 'ASC' : 'DESC';
    const [rows, [count]] = await Promise.all([
      this.query<{ id: unknown }>(
        `SELECT r.id ${from} ORDER BY r.raised_at ${direction}, r.id ${direction} LIMIT :limit OFFSET :offset`,
        params,
      ),
      this.query<{ n: unknown }>(`SELECT COUNT(*) AS n ${from}`, params),
    ]);
    return { items: await this.byIds(rows.map((row) => n(row.id))), totalCount: n(count?.n) };
  }

  /** Open and overdue requests per type (every type, zero included), in one read. */
  async counts(hostelId: number): Promise<RequestTypeCount[]> {
    const targets = await this.targets.of(hostelId);
    const params: Record<string, unknown> = { hostelId, ...this.cutoffs(targets) };
    const overdue = REQUEST_TYPES.map((type) => `(r.type = '${type}' AND r.raised_at < :cut_${type})`).join(' OR ');
    const rows = await this.query<{ type: RequestType; open: unknown; overdue: unknown }>(
      `SELECT r.type AS type, COUNT(*) AS open, SUM(CASE WHEN ${overdue} THEN 1 ELSE 0 END) AS overdue
       FROM requests r WHERE r.hostel_id = :hostelId AND r.status <> 'complete' GROUP BY r.type`,
      params,
    );
    const byType = new Map(rows.map((row) => [row.type, row]));
    return REQUEST_TYPES.map((type) => ({
      type,
      open: n(byType.get(type)?.open),
      overdue: n(byType.get(type)?.overdue),
    }));
  }

  /** Open requests of the hostel, and those raised since `since` (the month's first instant in India). */
  async totals(hostelId: number, since: Date): Promise<{ open: number; raisedSince: number }> {
    const [row] = await this.query<{ open: unknown; since: unknown }>(
      `SELECT SUM(CASE WHEN r.status <> 'complete' THEN 1 ELSE 0 END) AS open,
              SUM(CASE WHEN r.raised_at >= :since THEN 1 ELSE 0 END) AS since
       FROM requests r WHERE r.hostel_id = :hostelId`,
      { hostelId, since },
    );
    return { open: n(row?.open), raisedSince: n(row?.since) };
  }

  /** The newest open requests of a type, newest first. */
  async newestOpen(hostelId: number, type: RequestType, limit: number): Promise<RequestView[]> {
    const rows = await this.query<{ id: unknown }>(
      `SELECT r.id FROM requests r WHERE r.hostel_id = :hostelId AND r.type = :type AND r.status <> 'complete'
       ORDER BY r.raised_at DESC, r.id DESC LIMIT ${Math.trunc(limit)}`,
      { hostelId, type },
    );
    return this.byIds(rows.map((row) => n(row.id)));
  }

  /** One resident's requests, newest first (the resident page's own list). */
  async ofStudent(hostelId: number, studentId: number, limit: number): Promise<RequestView[]> {
    const rows = await this.query<{ id: unknown }>(
      `SELECT r.id FROM requests r WHERE r.hostel_id = :hostelId AND r.student_id = :studentId
       ORDER BY r.raised_at DESC, r.id DESC LIMIT ${Math.trunc(limit)}`,
      { hostelId, studentId },
    );
    return this.byIds(rows.map((row) => n(row.id)));
  }

  /** For each type, the instant before which an open request raised is overdue now. */
  private cutoffs(targets: RequestTargets): Record<string, Date> {
    const now = this.clock.now().getTime();
    return Object.fromEntries(
      REQUEST_TYPES.map((type) => [`cut_${type}`, new Date(now - targets[type] * 3_600_000)] as const),
    );
  }

  private async byIds(ids: number[]): Promise<RequestView[]> {
    if (!ids.length) return [];
    const manager = this.dataSource.manager;
    const found = await manager.findBy(Request, { id: In(ids) });
    const byId = new Map(found.map((r) => [r.id, r]));
    return this.views.of(manager, ids.map((id) => byId.get(id)!).filter(Boolean));
  }

  private query<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values);
  }
}
