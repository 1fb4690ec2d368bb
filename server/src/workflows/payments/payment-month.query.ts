import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { addDays, addMonths } from '../../common/calendar';
import { offsetOf, SortDirection } from '../../common/pagination';
import { periodStatus } from '../../ledger/allocation';
import type { InProcess, MonthPaymentStatus } from '../../ledger/ledger-rules';
import type { RentMonth } from '../../ledger/rent-month.entity';
import type { PaymentMonthSummaryModel, StudentPaymentRowModel } from '../../ledger/models/payment-month.model';
import { searchTerm } from '../../students/student-list.sql';
import { DEFAULT_PAYMENT_SORT, StudentPaymentsArgs, StudentPaymentSortField } from './dto/payments.args';

type Params = Record<string, string | number>;

const SORT_KEYS: Record<StudentPaymentSortField, string> = {
  [StudentPaymentSortField.NAME]: 'lower(s.name)',
  [StudentPaymentSortField.PAYMENT_STATUS]: 'rm.payment_status',
  [StudentPaymentSortField.IN_PROCESS]: 'rm.in_process',
};

interface RowRecord {
  student_id: number | string;
  month: string;
  due_date: string;
  charged_paise: number | string;
  settled_paise: number | string;
  pending_paise: number | string;
  payment_status: MonthPaymentStatus;
  in_process: InProcess;
}

/**
 * The month's rent across a hostel, read from the ledger's rent_months projection in SQL: the totals of
 * /admin/payment-details and the searchable, sortable table of student payment details.
 */
@Injectable()
export class PaymentMonthQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(
    hostelId: number,
    month: string,
    today: string,
    graceDays: number,
    manager?: EntityManager,
  ): Promise<PaymentMonthSummaryModel> {
    const from = `${month}-01`;
    const params = { hostelId, month, overdueBefore: addDays(today, -graceDays), from, to: addMonths(from, 1) };
    const [[rent], [paid]] = await Promise.all([
      this.query<Record<string, number | string | null>>(
        `SELECT COUNT(*) AS billed,
           SUM(CASE WHEN payment_status = 'paid' THEN 1 ELSE 0 END) AS paid,
           SUM(charged_paise) AS billed_paise,
           SUM(CASE WHEN due_date >= :overdueBefore THEN charged_paise - settled_paise ELSE 0 END) AS due_paise,
           SUM(CASE WHEN due_date < :overdueBefore THEN charged_paise - settled_paise ELSE 0 END) AS overdue_paise
         FROM rent_months WHERE hostel_id = :hostelId AND month = :month`,
        params,
        manager,
      ),
      this.query<Record<string, number | string | null>>(
        `SELECT SUM(CASE WHEN p.method = 'cash' OR v.payment_id IS NOT NULL THEN p.amount_paise ELSE 0 END) AS collected,
           SUM(CASE WHEN p.method <> 'cash' AND v.payment_id IS NULL THEN p.amount_paise ELSE 0 END) AS pending
         FROM payments p LEFT JOIN payment_verifications v ON v.payment_id = p.id
         WHERE p.hostel_id = :hostelId AND p.paid_on >= :from AND p.paid_on < :to`,
        params,
        manager,
      ),
    ]);
    const n = (value: number | string | null | undefined) => Number(value ?? 0);
    return {
      id: `${hostelId}:${month}`,
      month,
      residentsBilled: n(rent.billed),
      residentsPaid: n(rent.paid),
      billedPaise: n(rent.billed_paise),
      collectedPaise: n(paid.collected),
      pendingVerificationPaise: n(paid.pending),
      duePaise: n(rent.due_paise),
      overduePaise: n(rent.overdue_paise),
    };
  }

  /** One page of the month's residents, searched (name, e-mail, phone) and sorted in SQL. */
  async page(
    hostelId: number,
    args: StudentPaymentsArgs,
    today: string,
    graceDays: number,
  ): Promise<{ items: StudentPaymentRowModel[]; totalCount: number }> {
    const sort = args.sort ?? DEFAULT_PAYMENT_SORT;
    const search = searchTerm(args.search);
    const params: Params = { hostelId, month: args.month, offset: offsetOf(args), limit: args.pageSize };
    if (search) params.pattern = search.pattern;
    const where = `rm.hostel_id = :hostelId AND rm.month = :month${search ? ` AND s.search_text LIKE :pattern ESCAPE '\\'` : ''}`;
    const direction = sort.direction === SortDirection.DESC ? 'DESC' : 'ASC';
    const order =
      sort.field === StudentPaymentSortField.NAME
        ? `lower(s.name) ${direction}, s.id ASC`
        : `${SORT_KEYS[sort.field]} ${direction}, lower(s.name) ASC, s.id ASC`;
    const [rows, [count]] = await Promise.all([
      this.query<RowRecord>(
        `SELECT rm.student_id, rm.month, rm.due_date, rm.charged_paise, rm.settled_paise, rm.pending_paise,
           rm.payment_status, rm.in_process
         FROM rent_months rm JOIN students s ON s.id = rm.student_id
         WHERE ${where} ORDER BY ${order} LIMIT :limit OFFSET :offset`,
        params,
      ),
      this.query<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM rent_months rm${search ? ' JOIN students s ON s.id = rm.student_id' : ''}
         WHERE ${where}`,
        params,
      ),
    ]);
    return { items: rows.map((row) => toRow(row, today, graceDays)), totalCount: Number(count.n) };
  }

  /** Every payment made in a month, oldest first, with its resident's name: the accountant's CSV. */
  paymentsOfMonth(hostelId: number, month: string) {
    const from = `${month}-01`;
    return this.query<{
      id: number;
      receipt_no: number;
      paid_on: string;
      name: string;
      amount_paise: number;
      method: string;
      reference: string | null;
      settles: string;
      verified: number | string | null;
      note: string | null;
    }>(
      `SELECT p.id, p.receipt_no, p.paid_on, s.name, p.amount_paise, p.method, p.reference, p.settles, p.note,
         CASE WHEN p.method = 'cash' OR v.payment_id IS NOT NULL THEN 1 ELSE 0 END AS verified
       FROM payments p JOIN students s ON s.id = p.student_id
         LEFT JOIN payment_verifications v ON v.payment_id = p.id
       WHERE p.hostel_id = :hostelId AND p.paid_on >= :from AND p.paid_on < :to
       ORDER BY p.paid_on ASC, p.receipt_no ASC`,
      { hostelId, from, to: addMonths(from, 1) },
    );
  }

  /** A month row of the projection as the table shows it. */
  rowOf(month: RentMonth, today: string, graceDays: number): StudentPaymentRowModel {
    return toRow(
      {
        student_id: month.studentId,
        month: month.month,
        due_date: month.dueDate,
        charged_paise: month.chargedPaise,
        settled_paise: month.settledPaise,
        pending_paise: month.pendingPaise,
        payment_status: month.paymentStatus,
        in_process: month.inProcess,
      },
      today,
      graceDays,
    );
  }

  /** Runs SQL with named parameters, in the caller's transaction when given one (it sees the transaction's rows). */
  private query<T>(sql: string, params: Params, manager?: EntityManager): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return (manager ?? this.dataSource.manager).query(text, values);
  }
}

function toRow(row: RowRecord, today: string, graceDays: number): StudentPaymentRowModel {
  const studentId = Number(row.student_id);
  const netPaise = Number(row.charged_paise);
  const settledPaise = Number(row.settled_paise);
  const pendingPaise = Number(row.pending_paise);
  return {
    id: `${studentId}:${row.month}`,
    month: row.month,
    studentId,
    paymentStatus: row.payment_status,
    inProcess: row.in_process,
    periodStatus: periodStatus(
      { id: 0, dueDate: row.due_date, netPaise, settledPaise, pendingPaise },
      today,
      graceDays,
    ),
    rentAmountPaise: netPaise,
    settledPaise,
    pendingPaise,
    dueDate: row.due_date,
  };
}
