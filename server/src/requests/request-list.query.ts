import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { REQUEST_TYPES, type RequestType } from '@hostel-admin/rules';
import { Clock } from '../common/clock';
import { offsetOf, SortDirection } from '../common/pagination';
import type { RequestsSelection } from './dto/requests.args';
import { Request } from './request.entity';
import { RequestCounts } from './request-counts';
import {
  CHECK_EACH_LIMIT,
  checkedRequests,
  COUNT_AHEAD,
  matchedRequests,
  requestSearch,
  SHORT_COUNT_AHEAD,
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
  /** See SHORT_COUNT_AHEAD (lowered with countAhead by the same test). */
  protected readonly shortCountAhead: number = SHORT_COUNT_AHEAD;
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
   * searched by the resident's name (as it is now), the request's text or the room number: their `search_text`
   * (`requestSearchTextSql`, kept by this owner: `RequestSearchText` on a rename). Filters with up to CHECK_EACH_LIMIT
   * requests check each of them, and count every match. More, and a search counts its matches up to COUNT_AHEAD past
   * the page's start (SHORT_COUNT_AHEAD under 3 characters): found through the type's trigram index for 3 characters or
   * more (and each checked), by checking each request for a shorter term. All counted, the page is sorted from the
   * matches; more, and it walks `idx_requests_list` or `idx_requests_type_list` in order and stops when full, as
   * without a search.
   */
  async page(hostelId: number, args: RequestsSelection): Promise<RequestPage> {
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
    const walk = (sql: string) => this.pageOf(`SELECT r.id, NULL AS n ${sql} ${order}`, direction, params);
    if (!search) {
      // Without a search the count is the hostel's kept count of the type and status (RequestCounts).
      const [rows, count] = await Promise.all([
        walk(`FROM requests r WHERE ${filters.join(' AND ')}`),
        this.kept.total(hostelId, args.type, args.status),
      ]);
      return { items: rows.items, totalCount: count, totalCountExact: true };
    }
    Object.assign(params, search);
    const inOrder = checkedRequests(this.sqlite, filters);
    // A type and status with few requests (the kept count: the open ones, mostly) checks each of them, and counts every
    // match: a word in thousands of requests would have the trigram indexes read them all to find the few open ones.
    // Many: the matches up to `countLimit`, from the trigram indexes; a term too short for them checks each request of
    // the filters until the count is reached.
    const few = (await this.kept.total(hostelId, args.type, args.status)) <= this.checkEachLimit;
    const countLimit = few ? undefined : offset + (search.indexed ? this.countAhead : this.shortCountAhead);
    const matched = few || !search.indexed ? inOrder : matchedRequests(this.sqlite, args.type, !!args.status);
    // The matches counted and the page sorted from them in one read, with the page's requests. The subquery's LIMIT
    // stops the count, and keeps a planner from walking the list's order to find a page among matches it guessed many
    // (PostgreSQL read 100,000 service requests for `dinner`, which is in none of them: 140 ms).
    const within = countLimit === undefined ? '' : ` LIMIT ${countLimit + 1}`;
    const page = await this.pageOf(
      `SELECT m.id, COUNT(*) OVER () AS n FROM (SELECT r.id, r.raised_at ${matched}${within}) m
       ORDER BY m.raised_at ${direction}, m.id ${direction} LIMIT :limit OFFSET :offset`,
      direction,
      params,
    );
    const countAll = async () =>
      n(
        (
          await this.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM (SELECT 1 AS one ${matched}${within}) m`, params)
        )[0].n,
      );
    // A page past the last has no row to carry the count.
    const count = page.items.length ? page.count : offset ? await countAll() : 0;
    if (countLimit === undefined || count <= countLimit)
      return { items: page.items, totalCount: count, totalCountExact: true };
    // More than counted: the page walks the list in order, and stops when full.
    const walked = await walk(inOrder);
    return { items: walked.items, totalCount: countLimit, totalCountExact: false };
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
    const page = await this.pageOf(
      `SELECT r.id, NULL AS n FROM requests r
       WHERE r.hostel_id = :hostelId AND r.type = :type AND r.status IN ('pending', 'working')
       ORDER BY r.raised_at DESC, r.id DESC LIMIT ${Math.trunc(limit)}`,
      'DESC',
      { hostelId, type },
    );
    return page.items;
  }

  /** One resident's requests, newest first (the resident page's own list). */
  async ofStudent(hostelId: number, studentId: number, limit: number): Promise<RequestView[]> {
    const page = await this.pageOf(
      `SELECT r.id, NULL AS n FROM requests r WHERE r.hostel_id = :hostelId AND r.student_id = :studentId
       ORDER BY r.raised_at DESC, r.id DESC LIMIT ${Math.trunc(limit)}`,
      'DESC',
      { hostelId, studentId },
    );
    return page.items;
  }

  /** For each type, the instant before which an open request raised is overdue now. */
  private cutoffs(targets: RequestTargets): Record<string, Date> {
    const now = this.clock.now().getTime();
    return Object.fromEntries(
      REQUEST_TYPES.map((type) => [`cut_${type}`, new Date(now - targets[type] * 3_600_000)] as const),
    );
  }

  /**
   * A page of requests, in its order, with their residents' names: `ids` selects the page's ids in order, and `n` (the
   * count, or NULL). One statement, each row made a `Request` as TypeORM would (its columns' own conversions), without
   * building a query of entities for 25 rows (about a third of a page's time without a search); on PostgreSQL each
   * statement more is a round trip (about 0.3 ms of the server's CPU in its socket's write on the bench's machine).
   */
  private async pageOf(
    ids: string,
    direction: 'ASC' | 'DESC',
    params: Record<string, unknown>,
  ): Promise<{ items: RequestView[]; count: number }> {
    const columns = this.dataSource.getMetadata(Request).columns;
    const rows = await this.query<Record<string, unknown>>(
      `SELECT ${columns.map((c) => `r.${c.databaseName}`).join(', ')}, s.name AS page_student_name, p.n AS page_count
       FROM (${ids}) p JOIN requests r ON r.id = p.id JOIN students s ON s.id = r.student_id
       ORDER BY r.raised_at ${direction}, r.id ${direction}`,
      params,
    );
    const driver = this.dataSource.driver;
    const names = new Map<number, string>();
    const requests = rows.map((row) => {
      const request = new Request();
      const fields = request as unknown as Record<string, unknown>;
      for (const column of columns)
        fields[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
      names.set(request.studentId, row.page_student_name as string);
      return request;
    });
    return {
      items: await this.views.of(this.dataSource.manager, requests, names),
      count: rows.length ? n(rows[0].page_count) : 0,
    };
  }

  private query<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values);
  }
}
