import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { RequestStatus, RequestType } from '@hostel-admin/rules';
import { dateInIndia } from '../common/calendar';
import { countUpsert, moveCountAtEnd } from '../common/counts-at-end';
import { DatabaseState } from '../common/database-state';
import { ReadCache } from '../common/read-cache';

/** A hostel's kept count of one type and status. */
interface CountRow {
  type: RequestType;
  status: RequestStatus;
  requests: number;
}

const n = (value: unknown) => Number(value ?? 0);

/**
 * The hostel's requests counted beside the rows (migration 1735800000000): `request_counts` per type and status and
 * `request_month_counts` per month raised in India, moved by RequestsService in the transaction that raises a
 * request or moves its status (written at its end, `common/counts-at-end.ts`), so the list's count without a search
 * and the dashboard's figures read a few rows instead of counting a year of requests. `test/support/invariants.ts` recounts them.
 */
@Injectable()
export class RequestCounts {
  /** A hostel's counts (at most twelve rows), kept while nothing is written: every page of the list reads them. */
  private readonly byHostel: ReadCache<number, CountRow[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    state: DatabaseState,
  ) {
    this.byHostel = new ReadCache(
      state,
      async (hostelId) =>
        (
          await this.rows<{ type: RequestType; status: RequestStatus; requests: unknown }>(
            'SELECT type, status, requests FROM request_counts WHERE hostel_id = :hostelId ORDER BY type, status',
            { hostelId },
          )
        ).map((row) => ({ type: row.type, status: row.status, requests: n(row.requests) })),
      { size: 1000 },
    );
  }

  /** A request raised: one more of its type, pending (or the status given), and of its month. */
  async raised(manager: EntityManager, hostelId: number, type: RequestType, status: RequestStatus, raisedAt: Date) {
    await this.move(manager, hostelId, type, status, 1);
    const month = dateInIndia(raisedAt).slice(0, 7);
    await moveCountAtEnd(
      manager,
      `request_month_counts:${hostelId}:${month}`,
      1,
      countUpsert(
        `INSERT INTO request_month_counts (hostel_id, month, requests) VALUES (:hostelId, :month, :by)
         ON CONFLICT (hostel_id, month) DO UPDATE SET requests = request_month_counts.requests + excluded.requests`,
        { hostelId, month },
      ),
    );
  }

  /** A request moved from one status to another. */
  async moved(manager: EntityManager, hostelId: number, type: RequestType, from: RequestStatus, to: RequestStatus) {
    await this.move(manager, hostelId, type, from, -1);
    await this.move(manager, hostelId, type, to, 1);
  }

  /** The hostel's requests of a type and a status (either or both left out: every one). */
  async total(hostelId: number, type?: RequestType | null, status?: RequestStatus | null): Promise<number> {
    return this.sumOf(hostelId, (row) => (!type || row.type === type) && (!status || row.status === status));
  }

  /** Pending or working requests of the hostel. */
  open(hostelId: number): Promise<number> {
    return this.sumOf(hostelId, (row) => row.status === 'pending' || row.status === 'working');
  }

  /** Requests raised in `month` (YYYY-MM, in India) or after. */
  raisedSince(hostelId: number, month: string): Promise<number> {
    return this.sum(
      'SELECT SUM(requests) AS n FROM request_month_counts WHERE hostel_id = :hostelId AND month >= :month',
      {
        hostelId,
        month,
      },
    );
  }

  /** Written at the end of the transaction (`common/counts-at-end.ts`), with the other counts, in their order. */
  private move(manager: EntityManager, hostelId: number, type: RequestType, status: RequestStatus, by: number) {
    return moveCountAtEnd(
      manager,
      `request_counts:${hostelId}:${type}:${status}`,
      by,
      countUpsert(
        `INSERT INTO request_counts (hostel_id, type, status, requests) VALUES (:hostelId, :type, :status, :by)
         ON CONFLICT (hostel_id, type, status) DO UPDATE SET requests = request_counts.requests + excluded.requests`,
        { hostelId, type, status },
      ),
    );
  }

  private async sumOf(hostelId: number, counted: (row: CountRow) => boolean): Promise<number> {
    return (await this.byHostel.read(hostelId)).filter(counted).reduce((sum, row) => sum + row.requests, 0);
  }

  private async sum(sql: string, params: Record<string, unknown>): Promise<number> {
    return n((await this.rows<{ n: unknown }>(sql, params))[0]?.n);
  }

  private rows<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values);
  }
}
