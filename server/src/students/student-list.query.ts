import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StudentSortField } from './dto/students.args';
import { ListRequest, ListSql, Statements } from './student-list.sql';

/**
 * Up to this many matches, a search starts from its matches (trigram index, then sort); beyond, the
 * list is read in sort order and each row checked, which stops as soon as the page is full. Ordering
 * matches by room number costs two more look-ups each, so that order switches at half as many.
 * (Measured on 100,000 residents: see bench/README.md.)
 */
export const CANDIDATE_LIMIT = 4000;

type Params = Record<string, string | number | number[]>;

/**
 * Runs the resident list in SQL: which of the plans in ListSql fits the request, then the ids of
 * one page in order and the total over every page.
 */
@Injectable()
export class StudentListQuery {
  protected readonly candidateLimit: number = CANDIDATE_LIMIT;
  private readonly sqlite: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type !== 'postgres';
  }

  async page(request: ListRequest, offset: number, limit: number): Promise<{ ids: number[]; totalCount: number }> {
    const params = paramsOf(request, offset, limit);
    const seated = request.search?.digits
      ? await this.ids(new ListSql(this.sqlite, request).seatedInMatchingRooms(), params)
      : [];
    const sql = new ListSql(this.sqlite, request, seated.length > 0);
    if (seated.length) params.seated = sql.idsParam(seated);
    const byRoom = request.field === StudentSortField.ROOM_NUMBER;

    if (request.roomId !== undefined) return this.sortedPage(sql.sorted(sql.roomStudents(), true), params);
    if (this.sqlite && request.search?.indexed && !seated.length) {
      const narrow = await this.narrowInOne(sql, this.capOf(request), params);
      if (narrow) return narrow;
    } else if (await this.isNarrow(sql, request, params, seated.length)) {
      // SQLite starts from the full-text table's matches; PostgreSQL reads its trigram index for the search.
      return this.sortedPage(this.sqlite ? sql.sorted(sql.matches(), false) : sql.sorted(undefined, true), params);
    }
    return byRoom ? this.byRoomNumber(sql, request, params) : this.pageAndCount(sql.inOrder(), params);
  }

  /** How many matches a search may have to start from them (see CANDIDATE_LIMIT). */
  private capOf(request: ListRequest): number {
    return request.field === StudentSortField.ROOM_NUMBER ? Math.ceil(this.candidateLimit / 2) : this.candidateLimit;
  }

  /** True when the search matches few enough residents to start from them (see CANDIDATE_LIMIT). */
  private async isNarrow(sql: ListSql, request: ListRequest, params: Params, seated: number): Promise<boolean> {
    if (!request.search?.indexed) return false;
    const limit = this.capOf(request);
    return seated < limit && (await this.number(sql.textMatchCount(limit), params)) + seated < limit;
  }

  /**
   * SQLite's narrow search in one read of the full-text table (ListSql.narrowInOne): the page and its counts, or
   * undefined when the search has `cap` matches or more (broad: the caller reads in sort order instead).
   */
  private async narrowInOne(sql: ListSql, cap: number, params: Params) {
    const statements = sql.narrowInOne(cap);
    type Row = { id?: number | string; matched: number | string; total: number | string };
    let rows = await this.query<Row>(statements.page, params);
    if (!rows.length) rows = await this.query<Row>(statements.counts, params);
    if (Number(rows[0].matched) >= cap) return undefined;
    const ids = rows.filter((row) => row.id !== undefined).map((row) => Number(row.id));
    return { ids, totalCount: Number(rows[0].total) };
  }

  /**
   * Residents with a bed by room number, then those without one: each part read in order, from its own
   * index. Only a page wholly past the last seated resident counts the seated ones first.
   */
  private async byRoomNumber(sql: ListSql, request: ListRequest, params: Params) {
    const totalCount = await this.number(sql.count(), params);
    const seated = sql.seatedByRoom();
    const ids = request.hasBed === false ? [] : await this.ids(seated.page, params);
    const missing = Number(params.limit) - ids.length;
    if (missing > 0 && request.hasBed !== true) {
      const offset = Number(params.offset);
      const seatedCount =
        request.hasBed === false ? 0 : ids.length ? offset + ids.length : await this.number(seated.count, params);
      ids.push(
        ...(await this.ids(sql.unseated(), { ...params, offset: Math.max(0, offset - seatedCount), limit: missing })),
      );
    }
    return { ids, totalCount };
  }

  private async pageAndCount(statements: Statements, params: Params) {
    const [ids, totalCount] = await Promise.all([
      this.ids(statements.page, params),
      this.number(statements.count, params),
    ]);
    return { ids, totalCount };
  }

  /** A page of ListSql.sorted: its rows carry the total; an empty page asks the count alone. */
  private async sortedPage(statements: Statements, params: Params) {
    const rows = await this.query<{ id: number | string; total: number | string }>(statements.page, params);
    if (!rows.length) return { ids: [], totalCount: await this.number(statements.count, params) };
    return { ids: rows.map((row) => Number(row.id)), totalCount: Number(rows[0].total) };
  }

  private async ids(sql: string, params: Params): Promise<number[]> {
    const rows = await this.query<{ id: number | string }>(sql, params);
    return rows.map((row) => Number(row.id));
  }

  private async number(sql: string, params: Params): Promise<number> {
    const [row] = await this.query<{ n: number | string }>(sql, params);
    return Number(row.n);
  }

  private query<T>(sql: string, params: Params): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values);
  }
}

function paramsOf(request: ListRequest, offset: number, limit: number): Params {
  const params: Params = { offset, limit };
  if (request.scope !== undefined) params.scope = request.scope;
  if (request.roomId !== undefined) params.roomId = request.roomId;
  if (request.search) Object.assign(params, { pattern: request.search.pattern, phrase: request.search.phrase });
  return params;
}
