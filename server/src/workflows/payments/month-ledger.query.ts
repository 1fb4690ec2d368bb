import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { distinctValues } from '../../common/enum-names';
import { offsetOf } from '../../common/pagination';
import { receiptNumberText } from '../../ledger/ledger-rules';
import { MonthLedgerPart } from './dto/month-ledger.args';
import { addDays, addMonths, PAYMENT_METHOD_LABELS, PaymentMethod } from '@hostel-admin/rules';

type Params = Record<string, string | number>;
const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** The month equation of a hostel: opening + billed − collected ± adjustments = closing, with what stands apart. */
export interface MonthEquation {
  openingBalancePaise: number;
  rentBilledPaise: number;
  extraBilledPaise: number;
  collectedPaise: number;
  adjustmentsPaise: number;
  closingBalancePaise: number;
  pendingVerificationPaise: number;
  refundsPaidPaise: number;
  /** YYYY-MM-DD: the day the closing balance is of (the month's last day, or today in the current month). */
  closingOn: string;
}

/** One ledger row behind a figure of the month. */
export interface MonthLedgerRow {
  id: string;
  date: string;
  studentId: number;
  studentName: string;
  item: string;
  /** As the row moves the part's figure: a reversal of rent is negative under Adjustments, a void positive. */
  amountPaise: number;
  receiptNumber: string | null;
  reference: string | null;
}

/** A payment that counted as collected: cash, or verified; a voided one too (it was collected, then voided). */
const COLLECTED = `(p.method = 'cash' OR EXISTS (SELECT 1 FROM payment_verifications v WHERE v.payment_id = p.id))`;
const NOT_REJECTED = `NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = p.id AND r.kind = 'reject')`;

/** Per part: the rows (date, student, item, amount, receipt, reference, id) dated in [:from, :to). */
const PART_ROWS: Record<MonthLedgerPart, string> = {
  [MonthLedgerPart.RENT]: chargeRows(`c.kind = 'rent' AND c.reverses_charge_id IS NULL`),
  [MonthLedgerPart.EXTRA]: chargeRows(`c.kind = 'extra' AND c.reverses_charge_id IS NULL`),
  [MonthLedgerPart.ADJUSTMENTS]: `${chargeRows(`NOT (c.kind IN ('rent', 'extra') AND c.reverses_charge_id IS NULL)`)}
    UNION ALL
    SELECT 'void:' || r.id AS id, r.reversed_on AS date, p.student_id, 'Payment ' || p.receipt_no || ' voided: ' || r.reason,
      p.amount_paise AS amount, p.receipt_no, p.reference
    FROM payment_reversals r JOIN payments p ON p.id = r.payment_id
    WHERE r.kind = 'void' AND r.hostel_id = :hostelId AND r.reversed_on >= :from AND r.reversed_on < :to`,
  [MonthLedgerPart.COLLECTED]: paymentRows(`${COLLECTED} AND ${NOT_REJECTED}`),
  [MonthLedgerPart.PENDING]: paymentRows(`NOT ${COLLECTED} AND ${NOT_REJECTED}`),
  [MonthLedgerPart.REJECTED]: `SELECT 'payment:' || p.id AS id, p.paid_on AS date, p.student_id,
      'Payment by ' || p.method || ' rejected: ' || r.reason AS item, p.amount_paise AS amount, p.receipt_no, p.reference
    FROM payments p JOIN payment_reversals r ON r.payment_id = p.id AND r.kind = 'reject'
    WHERE p.hostel_id = :hostelId AND p.paid_on >= :from AND p.paid_on < :to`,
  [MonthLedgerPart.REFUNDS]: `SELECT 'refund:' || f.id AS id, f.paid_on AS date, f.student_id, 'Refund by ' || f.method AS item,
      f.amount_paise AS amount, NULL AS receipt_no, f.reference
    FROM refunds f WHERE f.hostel_id = :hostelId AND f.paid_on >= :from AND f.paid_on < :to`,
};

function chargeRows(where: string) {
  return `SELECT 'charge:' || c.id AS id, c.due_date AS date, c.student_id,
      CASE WHEN c.comment IS NULL OR c.kind = 'rent' THEN c.label ELSE c.label || ': ' || c.comment END AS item,
      c.amount_paise AS amount, NULL AS receipt_no, NULL AS reference
    FROM charges c WHERE c.hostel_id = :hostelId AND c.due_date >= :from AND c.due_date < :to AND ${where}`;
}

function paymentRows(where: string) {
  return `SELECT 'payment:' || p.id AS id, p.paid_on AS date, p.student_id, 'Payment by ' || p.method AS item,
      p.amount_paise AS amount, p.receipt_no, p.reference
    FROM payments p WHERE p.hostel_id = :hostelId AND p.paid_on >= :from AND p.paid_on < :to AND ${where}`;
}

/** Payment methods and receipt numbers in words, in SQL's text ("Payment by upi" → "Payment by UPI"). */
function itemText(item: string, receiptNo: number | null): string {
  const text = item
    .replace(
      /^(Payment|Refund) by (\w+)/,
      (_, what: string, method: string) => `${what} by ${PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method}`,
    )
    .replace(/^Payment (\d+) voided/, (_, no: string) => `Payment ${receiptNumberText(Number(no))} voided`);
  return receiptNo !== null && text.startsWith('Payment by')
    ? text.replace(/^(Payment by [\w ]+?)( rejected|$)/, `$1, receipt ${receiptNumberText(receiptNo)}$2`)
    : text;
}

/**
 * The month's money as an accountant closes it, read from the ledger's `ledger_month_totals` projection (a row per
 * hostel and month: a month's figures and, summed over the months before, its opening balance) and, for each
 * figure, the ledger rows it sums.
 */
@Injectable()
export class MonthLedgerQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async equation(hostelId: number, month: string, today: string, manager?: EntityManager): Promise<MonthEquation> {
    const from = `${month}-01`;
    const to = addMonths(from, 1);
    const [row] = await this.query<Record<string, number | string | null>>(
      `SELECT
         SUM(CASE WHEN month < :month
           THEN rent_paise + extra_paise + adjustment_paise - collected_paise + voided_paise ELSE 0 END) AS opening,
         SUM(CASE WHEN month = :month THEN rent_paise ELSE 0 END) AS rent,
         SUM(CASE WHEN month = :month THEN extra_paise ELSE 0 END) AS extra,
         SUM(CASE WHEN month = :month THEN adjustment_paise + voided_paise ELSE 0 END) AS adjustments,
         SUM(CASE WHEN month = :month THEN collected_paise ELSE 0 END) AS collected,
         SUM(CASE WHEN month = :month THEN pending_paise ELSE 0 END) AS pending
       FROM ledger_month_totals WHERE hostel_id = :hostelId AND month <= :month`,
      { hostelId, month },
      manager,
    );
    const [refunds] = await this.query<{ paise: number | string | null }>(
      `SELECT SUM(amount_paise) AS paise FROM refunds WHERE hostel_id = :hostelId AND paid_on >= :from AND paid_on < :to`,
      { hostelId, from, to },
      manager,
    );
    const opening = n(row.opening);
    const [rent, extra, collected, adjustments] = [n(row.rent), n(row.extra), n(row.collected), n(row.adjustments)];
    const lastDay = addDays(to, -1);
    return {
      openingBalancePaise: opening,
      rentBilledPaise: rent,
      extraBilledPaise: extra,
      collectedPaise: collected,
      adjustmentsPaise: adjustments,
      closingBalancePaise: opening + rent + extra - collected + adjustments,
      pendingVerificationPaise: n(row.pending),
      refundsPaidPaise: n(refunds.paise),
      closingOn: today >= from && today < lastDay ? today : lastDay,
    };
  }

  /** One page of the rows behind a figure, oldest first, with how many there are and what they sum to. */
  async rows(hostelId: number, month: string, part: MonthLedgerPart, page: number, pageSize: number) {
    const from = `${month}-01`;
    const params: Params = {
      hostelId,
      from,
      to: addMonths(from, 1),
      limit: pageSize,
      offset: offsetOf({ page, pageSize }),
    };
    const source = `(${PART_ROWS[part]}) x`;
    const [totals] = await this.query<{ n: number | string; paise: number | string | null }>(
      `SELECT COUNT(*) AS n, SUM(amount) AS paise FROM ${source}`,
      params,
    );
    const rows = await this.query<Record<string, string | number | null>>(
      `SELECT x.*, s.name FROM ${source} JOIN students s ON s.id = x.student_id
       ORDER BY x.date ASC, x.id ASC LIMIT :limit OFFSET :offset`,
      params,
    );
    return {
      totalCount: n(totals.n),
      totalPaise: n(totals.paise),
      items: rows.map((r) => this.toRow(r)),
    };
  }

  /** Every row of every part of the month, for the accountant's CSV: part, date, resident, item, amount. */
  async allRows(hostelId: number, month: string) {
    const from = `${month}-01`;
    const params: Params = { hostelId, from, to: addMonths(from, 1) };
    // Each part once: the enum lists each under two names (common/enum-names.ts).
    const parts = distinctValues(MonthLedgerPart);
    const out: (MonthLedgerRow & { part: MonthLedgerPart })[] = [];
    for (const part of parts) {
      const rows = await this.query<Record<string, string | number | null>>(
        `SELECT x.*, s.name FROM (${PART_ROWS[part]}) x JOIN students s ON s.id = x.student_id ORDER BY x.date, x.id`,
        params,
      );
      out.push(...rows.map((r) => ({ ...this.toRow(r), part })));
    }
    return out;
  }

  private toRow(r: Record<string, string | number | null>): MonthLedgerRow {
    const receiptNo = r.receipt_no === null ? null : Number(r.receipt_no);
    return {
      id: String(r.id),
      date: String(r.date),
      studentId: Number(r.student_id),
      studentName: String(r.name),
      item: itemText(String(r.item), receiptNo),
      amountPaise: n(r.amount),
      receiptNumber: receiptNo === null ? null : receiptNumberText(receiptNo),
      reference: r.reference === null ? null : String(r.reference),
    };
  }

  private query<T>(sql: string, params: Params, manager?: EntityManager): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return (manager ?? this.dataSource.manager).query(text, values);
  }
}
