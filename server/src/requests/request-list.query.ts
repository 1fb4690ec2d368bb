import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { REQUEST_TYPES, type RequestType } from '@hostel-admin/rules';
import { Clock } from '../common/clock';
import { offsetOf, SortDirection } from '../common/pagination';
import type { RequestsArgs } from './dto/requests.args';
import { Request } from './request.entity';
import { RequestCounts } from './request-counts';
import {
  CHECK_EACH_LIMIT,
  checkedRequests,
  COUNT_AHEAD,
  matchedRequests,
  namedRequests,
  namedResidents,
  requestSearch,
} from './request-list.sql';
import { DatabaseState } from '../common/database-state';
import { ReadCache } from '../common/read-cache';
import { RequestTargetsService, type RequestTargets } from './request-targets.service';
import { RequestViews, type RequestView } from './request-views';

export interface RequestTypeCount {
  type: RequestType;
  /** Pending or working. */
  open: number;
  /** Open past the hostel's target for the type. */
  overdue: number;
}

/** A page of the list: `totalCount` is every match when `totalCountExact`, else how many were counted (more match). */
export interface RequestPage {
  items: RequestView[];
  totalCount: number;
  totalCountExact: boolean;
}

const n = (value: unknown) => Number(value ?? 0);

/** The requests of a hostel read for screens: the list, the cards' counts and the dashboard's figures. */
@Injectable()
export class RequestListQuery {
  /** See COUNT_AHEAD (a test lowers it to walk the list for every search). */
  protected readonly countAhead: number = COUNT_AHEAD;
  /** See CHECK_EACH_LIMIT (a test lowers it to ask the trigram indexes for every search). */
  protected readonly checkEachLimit: number = CHECK_EACH_LIMIT;
  private readonly sqlite: boolean;
  /**
   * The residents a search names (`namedResidents`), kept while nothing is written: every name of the hostel is read
   * for a term of one or two characters, once rather than for each page, order and status of it.
   */
  private readonly named: ReadCache<{ hostelId: number; pattern: string; indexed: boolean }, number[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: RequestViews,
    private readonly targets: RequestTargetsService,
    private readonly clock: Clock,
    private readonly kept: RequestCounts,
    state: DatabaseState,
  ) {
    this.sqlite = dataSource.options.type !== 'postgres';
    this.named = new ReadCache(
      state,
      async (args) =>
        (await this.query<{ id: unknown }>(namedResidents(this.sqlite, args.indexed), args)).map((row) => n(row.id)),
      { size: 50 },
    );
  }

  /**
   * One page of a hostel's requests, by raised time (newest first unless asked), of a type and a status when given,
   * searched by the resident's name, the request's text or the room number. Filters with up to CHECK_EACH_LIMIT
   * requests check each of them, and count every match. More, and a search counts its matches up to COUNT_AHEAD past
   * the page's start: found through the trigram indexes for 3 characters or more (and each checked), by checking each
   * request for a shorter term. All counted, the page is sorted from the matches; more, and it walks
   * `idx_requests_list` in order and stops when full, as without a search.
   */
  async page(hostelId: number, args: RequestsArgs): Promise<RequestPage> {
    const search = requestSearch(args.search);
    const offset = offsetOf(args);
    const params: Record<string, unknown> = { hostelId, offset, limit: args.pageSize };
    const filters = ['r.hostel_id = :hostelId'];
    if (args.type) {
      filters.push('r.type = :type');
      params.type = args.type;
    }
    if (args.status) {
      filters.push('r.status = :status');
      params.status = args.status;
    }
    const direction = args.order === SortDirection.ASC ? 'ASC' : 'DESC';
    const order = `ORDER BY r.raised_at ${direction}, r.id ${direction} LIMIT :limit OFFSET :offset`;
    const ids = (sql: string) => this.query<{ id: unknown }>(`SELECT r.id ${sql} ${order}`, params);
    const answer = async (rows: { id: unknown }[], totalCount: number, totalCountExact = true) => ({
      items: await this.byIds(rows.map((row) => n(row.id))),
      totalCount,
      totalCountExact,
    });
    if (!search) {
      // Without a search the count is the hostel's kept count of the type and status (RequestCounts).
      const [rows, count] = await Promise.all([
        ids(`FROM requests r WHERE ${filters.join(' AND ')}`),
        this.kept.total(hostelId, args.type, args.status),
      ]);
      return answer(rows, count);
    }
    Object.assign(params, search);
    const inOrder = checkedRequests(this.sqlite, filters);
    // A type and status with few requests (the kept count: the open ones, mostly) checks each of them, and counts every
    // match: a word in thousands of requests would have the trigram indexes read them all to find the few open ones.
    // Many: the matches up to `countLimit`, from the trigram indexes; a term too short for them checks every request of
    // the filters, matching the residents' names once (`namedRequestMatch`) rather than each request's resident, as
    // PostgreSQL always does.
    const few = (await this.kept.total(hostelId, args.type, args.status)) <= this.checkEachLimit;
    const countLimit = few ? undefined : offset + this.countAhead;
    const matched = few
      ? inOrder
      : search.indexed
        ? matchedRequests(this.sqlite, filters)
        : namedRequests(this.sqlite, filters);
    // The residents' names: PostgreSQL matches them once for every search, SQLite for a short term among many.
    if (!this.sqlite || (!search.indexed && !few)) {
      const named = await this.named.read({ hostelId, pattern: search.pattern, indexed: search.indexed });
      params.named = this.sqlite ? JSON.stringify(named) : named;
    }
    // The matches counted and the page sorted from them in one read. The subquery's LIMIT stops the count, and keeps
    // a planner from walking the list's order to find a page among matches it guessed many (PostgreSQL read 100,000
    // service requests for `dinner`, which is in none of them: 140 ms).
    const within = countLimit === undefined ? '' : ` LIMIT ${countLimit + 1}`;
    const rows = await this.query<{ id: unknown; n: unknown }>(
      `SELECT m.id, COUNT(*) OVER () AS n FROM (SELECT r.id, r.raised_at ${matched}${within}) m
       ORDER BY m.raised_at ${direction}, m.id ${direction} LIMIT :limit OFFSET :offset`,
      params,
    );
    const countAll = async () =>
      n(
        (
          await this.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM (SELECT 1 AS one ${matched}${within}) m`, params)
        )[0].n,
      );
    // A page past the last has no row to carry the count.
    const count = rows.length ? n(rows[0].n) : offset ? await countAll() : 0;
    if (countLimit === undefined || count <= countLimit) return answer(rows, count);
    // More than counted: the page walks the list in order, and stops when full.
    return answer(await ids(search.indexed ? inOrder : matched), countLimit, false);
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

  /**
   * The requests of a page, in its order, with their residents' names: one statement, each row made a `Request` as
   * TypeORM would (its columns' own conversions), without building a query of entities for 25 rows (about a third of a
   * page's time without a search).
   */
  private async byIds(ids: number[]): Promise<RequestView[]> {
    if (!ids.length) return [];
    const columns = this.dataSource.getMetadata(Request).columns;
    const rows = await this.query<Record<string, unknown>>(
      `SELECT ${columns.map((c) => `r.${c.databaseName}`).join(', ')}, s.name AS student_name
       FROM requests r JOIN students s ON s.id = r.student_id WHERE r.id IN (:...ids)`,
      { ids },
    );
    const driver = this.dataSource.driver;
    const names = new Map<number, string>();
    const byId = new Map<number, Request>();
    for (const row of rows) {
      const request = new Request();
      for (const column of columns)
        Object.assign(request, {
          [column.propertyName]: driver.prepareHydratedValue(row[column.databaseName], column),
        });
      byId.set(request.id, request);
      names.set(request.studentId, row.student_name as string);
    }
    const found = ids.map((id) => byId.get(id)).filter((request): request is Request => !!request);
    return this.views.of(this.dataSource.manager, found, names);
  }

  private query<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values);
  }
}
