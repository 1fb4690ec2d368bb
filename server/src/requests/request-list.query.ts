import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { REQUEST_TYPES, type RequestType } from '@hostel-admin/rules';
import { Clock } from '../common/clock';
import { offsetOf, SortDirection } from '../common/pagination';
import type { RequestsArgs } from './dto/requests.args';
import { Request } from './request.entity';
import { RequestCounts } from './request-counts';
import {
  CHECK_EACH_LIMIT,
  matchedRequests,
  REQUEST_MATCH,
  requestSearch,
  SHORT_REQUEST_MATCH,
  SORTED_MATCHES_LIMIT,
} from './request-list.sql';
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
  /** See SORTED_MATCHES_LIMIT (a test lowers it to walk the list for every search). */
  protected readonly sortedMatchesLimit: number = SORTED_MATCHES_LIMIT;
  /** See CHECK_EACH_LIMIT (a test lowers it to ask the trigram indexes for every search). */
  protected readonly checkEachLimit: number = CHECK_EACH_LIMIT;
  private readonly sqlite: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: RequestViews,
    private readonly targets: RequestTargetsService,
    private readonly clock: Clock,
    private readonly kept: RequestCounts,
  ) {
    this.sqlite = dataSource.options.type !== 'postgres';
  }

  /**
   * One page of a hostel's requests, by raised time (newest first unless asked), of a type and a status when given,
   * searched by the resident's name, the request's text or the room number. A search of 3 characters or more counts
   * its matches from the trigram indexes (REQUEST_MATCH checks each); up to SORTED_MATCHES_LIMIT of them, the page is
   * sorted from them too; more, and the page walks `idx_requests_list` in order and stops when full, as without a
   * search (a broad term fills a page after a few hundred rows). A shorter term, or filters with up to CHECK_EACH_LIMIT
   * requests, checks every request of the filters.
   */
  async page(hostelId: number, args: RequestsArgs): Promise<{ items: RequestView[]; totalCount: number }> {
    const search = requestSearch(args.search);
    const params: Record<string, unknown> = { hostelId, offset: offsetOf(args), limit: args.pageSize };
    const filters = ['r.hostel_id = :hostelId'];
    if (args.type) {
      filters.push('r.type = :type');
      params.type = args.type;
    }
    if (args.status) {
      filters.push('r.status = :status');
      params.status = args.status;
    }
    if (search) Object.assign(params, search);
    const where = search ? [...filters, REQUEST_MATCH] : filters;
    const direction = args.order === SortDirection.ASC ? 'ASC' : 'DESC';
    const order = `ORDER BY r.raised_at ${direction}, r.id ${direction} LIMIT :limit OFFSET :offset`;
    const inOrder = `FROM requests r${search ? ' JOIN students s ON s.id = r.student_id' : ''} WHERE ${where.join(' AND ')}`;
    let rows: { id: unknown }[];
    let count: unknown;
    // A type and status with few requests (the kept count: the open ones, mostly) checks each of them: a word in
    // thousands of requests would have the trigram indexes read them all to find the few open ones.
    const few = search ? (await this.kept.total(hostelId, args.type, args.status)) <= this.checkEachLimit : false;
    if (search?.indexed && !few) {
      const matched = matchedRequests(this.sqlite, where.join(' AND '));
      count = (await this.query<{ n: unknown }>(`SELECT COUNT(*) AS n ${matched}`, params))[0]?.n;
      rows = await this.query(
        `SELECT r.id ${n(count) <= this.sortedMatchesLimit ? matched : inOrder} ${order}`,
        params,
      );
    } else if (search) {
      // Every request of the filters is checked. Many of them (a short term), SQLite matches the residents' names once
      // rather than each request's resident (SHORT_REQUEST_MATCH); PostgreSQL's hash join is as fast as that already.
      const checked =
        this.sqlite && !few ? `FROM requests r WHERE ${[...filters, SHORT_REQUEST_MATCH].join(' AND ')}` : inOrder;
      [rows, [{ n: count }]] = await Promise.all([
        this.query<{ id: unknown }>(`SELECT r.id ${checked} ${order}`, params),
        this.query<{ n: unknown }>(`SELECT COUNT(*) AS n ${checked}`, params),
      ]);
    } else {
      // Without a search the count is the hostel's kept count of the type and status (RequestCounts).
      [rows, count] = await Promise.all([
        this.query<{ id: unknown }>(`SELECT r.id ${inOrder} ${order}`, params),
        this.kept.total(hostelId, args.type, args.status),
      ]);
    }
    return { items: await this.byIds(rows.map((row) => n(row.id))), totalCount: n(count) };
  }

  /** Open and overdue requests per type (every type, zero included), in one read. */
  async counts(hostelId: number): Promise<RequestTypeCount[]> {
    const targets = await this.targets.of(hostelId);
    const params: Record<string, unknown> = { hostelId, ...this.cutoffs(targets) };
    const overdue = REQUEST_TYPES.map((type) => `(r.type = '${type}' AND r.raised_at < :cut_${type})`).join(' OR ');
    const rows = await this.query<{ type: RequestType; open: unknown; overdue: unknown }>(
      `SELECT r.type AS type, COUNT(*) AS open, SUM(CASE WHEN ${overdue} THEN 1 ELSE 0 END) AS overdue
       FROM requests r WHERE r.hostel_id = :hostelId AND r.status IN ('pending', 'working') GROUP BY r.type`,
      params,
    );
    const byType = new Map(rows.map((row) => [row.type, row]));
    return REQUEST_TYPES.map((type) => ({
      type,
      open: n(byType.get(type)?.open),
      overdue: n(byType.get(type)?.overdue),
    }));
  }

  /**
   * Open requests of the hostel, and those raised in `month` (YYYY-MM, India's, the dashboard's this month) or after:
   * the kept counts (RequestCounts), a few rows, not the year's requests.
   */
  async totals(hostelId: number, month: string): Promise<{ open: number; raisedSince: number }> {
    const [open, raisedSince] = await Promise.all([this.kept.open(hostelId), this.kept.raisedSince(hostelId, month)]);
    return { open, raisedSince };
  }

  /** The newest open requests of a type, newest first. */
  async newestOpen(hostelId: number, type: RequestType, limit: number): Promise<RequestView[]> {
    const rows = await this.query<{ id: unknown }>(
      `SELECT r.id FROM requests r WHERE r.hostel_id = :hostelId AND r.type = :type AND r.status IN ('pending', 'working')
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
