import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { likePattern, offsetOf } from '../../common/pagination';
import type { ExtraChargeReason } from '@hostel-admin/rules';

/** An extra charge as Extra Billing lists it: who, why, how much, who added it, and its void if it has one. */
export interface ExtraChargeView {
  id: number;
  studentId: number;
  studentName: string;
  reason: ExtraChargeReason;
  label: string;
  amountPaise: number;
  comment: string | null;
  /** YYYY-MM-DD: the day it was charged. */
  chargedOn: string;
  addedBy: string | null;
  void: { id: number; reason: string; voidedOn: string; voidedBy: string | null } | null;
}

type Row = {
  id: unknown;
  student_id: unknown;
  student_name: string;
  reason: ExtraChargeReason;
  label: string;
  amount_paise: unknown;
  comment: string | null;
  due_date: string;
  added_by: string | null;
  void_id: unknown;
  void_reason: string | null;
  voided_on: string | null;
  voided_by: string | null;
};

const SELECT = `SELECT c.id, c.student_id, s.name AS student_name, c.reason, c.label, c.amount_paise, c.comment,
    c.due_date, a.full_name AS added_by, v.id AS void_id, v.comment AS void_reason, v.due_date AS voided_on,
    vb.full_name AS voided_by`;
const FROM = `FROM charges c
  JOIN students s ON s.id = c.student_id
  LEFT JOIN charges v ON v.reverses_charge_id = c.id AND v.reason = 'void'
  LEFT JOIN users a ON a.id = c.created_by
  LEFT JOIN users vb ON vb.id = v.created_by`;

const toView = (row: Row): ExtraChargeView => ({
  id: Number(row.id),
  studentId: Number(row.student_id),
  studentName: row.student_name,
  reason: row.reason,
  label: row.label,
  amountPaise: Number(row.amount_paise),
  comment: row.comment,
  chargedOn: row.due_date,
  addedBy: row.added_by,
  void:
    row.void_id === null || row.void_id === undefined
      ? null
      : { id: Number(row.void_id), reason: row.void_reason ?? '', voidedOn: row.voided_on!, voidedBy: row.voided_by },
});

/**
 * Extra Billing's list of what was charged: a hostel's extra charges, newest first, each with its void; searched
 * by the resident's name, the reason or the comment, in SQL (idx_charges_hostel_due narrows to the hostel).
 */
@Injectable()
export class ExtraChargeListQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private run(sql: string, params: Record<string, unknown>) {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query<Row[]>(text, values);
  }

  async page(
    hostelId: number,
    args: { search?: string | null; page: number; pageSize: number },
  ): Promise<{ items: ExtraChargeView[]; totalCount: number }> {
    const search = args.search?.trim();
    const params: Record<string, unknown> = { hostelId, offset: offsetOf(args), limit: args.pageSize };
    if (search) params.pattern = likePattern(search);
    const where = `WHERE c.hostel_id = :hostelId AND c.kind = 'extra' AND c.reverses_charge_id IS NULL${
      search
        ? ` AND (lower(s.name) LIKE :pattern ESCAPE '\\' OR lower(c.label) LIKE :pattern ESCAPE '\\'
            OR lower(COALESCE(c.comment, '')) LIKE :pattern ESCAPE '\\')`
        : ''
    }`;
    const rows = await this.run(`${SELECT} ${FROM} ${where} ORDER BY c.id DESC LIMIT :limit OFFSET :offset`, params);
    const [count] = (await this.run(`SELECT COUNT(*) AS n ${FROM} ${where}`, params)) as unknown as { n: unknown }[];
    return { items: rows.map(toView), totalCount: Number(count.n) };
  }

  /** These extra charges (as the server wrote them just now), in the order asked. */
  async byIds(ids: readonly number[]): Promise<ExtraChargeView[]> {
    if (!ids.length) return [];
    const rows = await this.run(`${SELECT} ${FROM} WHERE c.id IN (:...ids)`, { ids: [...ids] });
    const byId = new Map(rows.map((row) => [Number(row.id), toView(row)]));
    return ids.map((id) => byId.get(id)).filter((view): view is ExtraChargeView => Boolean(view));
  }
}
