import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaymentMethod } from '@hostel-admin/rules';

/** A refund paid, with whose it was and who paid it: what screens, the voucher and the month's CSV show. */
export interface RefundPaid {
  refundId: number;
  checkoutId: number;
  studentId: number;
  residentName: string;
  amountPaise: number;
  method: PaymentMethod;
  reference: string | null;
  /** YYYY-MM-DD. */
  paidOn: string;
  /** The full name of the admin who paid it. */
  paidBy: string;
  /** What the deposit paid of dues and deductions (null on refunds paid before it was kept). */
  appliedPaise: number | null;
  depositPaise: number | null;
}

interface Row {
  refund_id: number | string;
  checkout_id: number | string;
  student_id: number | string;
  resident_name: string;
  amount_paise: number | string;
  method: PaymentMethod;
  reference: string | null;
  paid_on: string;
  paid_by: string | null;
  applied_paise: number | string | null;
  deposit_paise: number | string | null;
}

const orNull = (v: number | string | null) => (v === null ? null : Number(v));

/** Reads of the refunds table (written only by `CheckoutRecords.refund`), joined to the resident and the payer. */
@Injectable()
export class RefundQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The hostel's refunds paid from `from` to `to` (YYYY-MM-DD, both included), by day paid. */
  paidBetween(hostelId: number, from: string, to: string): Promise<RefundPaid[]> {
    return this.rows('r.hostel_id = :hostelId AND r.paid_on >= :from AND r.paid_on <= :to', { hostelId, from, to });
  }

  /** The refunds of these residents (one per stay that ended in a payout), by day paid. */
  ofStudents(studentIds: readonly number[]): Promise<RefundPaid[]> {
    if (!studentIds.length) return Promise.resolve([]);
    return this.rows('r.student_id IN (:...studentIds)', { studentIds: [...studentIds] });
  }

  private async rows(where: string, params: Record<string, unknown>): Promise<RefundPaid[]> {
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT r.id AS refund_id, r.checkout_id, r.student_id, s.name AS resident_name, r.amount_paise, r.method,
         r.reference, r.paid_on, u.full_name AS paid_by, r.applied_paise, r.deposit_paise
       FROM refunds r JOIN students s ON s.id = r.student_id LEFT JOIN users u ON u.id = r.recorded_by
       WHERE ${where} ORDER BY r.paid_on ASC, r.id ASC`,
      params,
    );
    const rows = await this.dataSource.query<Row[]>(sql, values);
    return rows.map((r) => ({
      refundId: Number(r.refund_id),
      checkoutId: Number(r.checkout_id),
      studentId: Number(r.student_id),
      residentName: r.resident_name,
      amountPaise: Number(r.amount_paise),
      method: r.method,
      reference: r.reference,
      paidOn: r.paid_on,
      paidBy: r.paid_by ?? 'Hostel staff',
      appliedPaise: orNull(r.applied_paise),
      depositPaise: orNull(r.deposit_paise),
    }));
  }
}
