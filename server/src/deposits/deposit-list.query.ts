import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { likePattern, offsetOf } from '../common/pagination';
import { Deposit } from './deposit.entity';
import { DepositsArgs } from './models/deposit.model';

/**
 * The deposits of a hostel's current residents and of leavers whose refund was paid (their deposit reads Refunded or
 * Applied), by name, searched by name in SQL.
 */
@Injectable()
export class DepositListQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(hostelId: number, args: DepositsArgs): Promise<{ items: Deposit[]; totalCount: number }> {
    const search = args.search?.trim();
    const params: Record<string, string | number> = { hostelId, offset: offsetOf(args), limit: args.pageSize };
    if (search) params.pattern = likePattern(search);
    const from = `FROM deposits d JOIN students s ON s.id = d.student_id
      WHERE d.hostel_id = :hostelId
        AND (s.archived_at IS NULL OR EXISTS (SELECT 1 FROM refunds r WHERE r.student_id = s.id))${search ? ` AND lower(s.name) LIKE :pattern ESCAPE '\\'` : ''}`;
    const run = <T>(sql: string) => {
      const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
      return this.dataSource.query<T[]>(text, values);
    };
    const [rows, [count]] = await Promise.all([
      run<{ id: number | string }>(
        `SELECT d.id ${from} ORDER BY lower(s.name) ASC, d.id ASC LIMIT :limit OFFSET :offset`,
      ),
      run<{ n: number | string }>(`SELECT COUNT(*) AS n ${from}`),
    ]);
    const ids = rows.map((r) => Number(r.id));
    const found = ids.length ? await this.dataSource.manager.findBy(Deposit, { id: In(ids) }) : [];
    const byId = new Map(found.map((d) => [d.id, d]));
    return { items: ids.map((id) => byId.get(id)!).filter(Boolean), totalCount: Number(count.n) };
  }
}
