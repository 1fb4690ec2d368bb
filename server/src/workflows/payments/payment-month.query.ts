import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { offsetOf, SortDirection } from '../../common/pagination';
import { periodStatus } from '../../ledger/allocation';
import type { InProcess, MonthPaymentStatus } from '../../ledger/ledger-rules';
import type { RentMonth } from '../../ledger/months/rent-month.entity';
import type { PaymentMonthSummaryModel, StudentPaymentRowModel } from '../../ledger/payments/payment-month.model';
import { searchTerm } from '../../students/student-list.sql';
import { DatabaseState } from '../../common/database-state';
import { ReadCache } from '../../common/read-cache';
import { MonthLedgerQuery } from './month-ledger.query';
import { DEFAULT_PAYMENT_SORT, StudentPaymentsArgs, StudentPaymentSortField } from './dto/payments.args';
import { addDays } from '@hostel-admin/rules';

type Params = Record<string, string | number>;

/** The keys before the name of each sort: each sort has its index of rent_months. */
const SORT_KEYS: Record<StudentPaymentSortField, string[]> = {
  [StudentPaymentSortField.NAME]: [],
  [StudentPaymentSortField.PAYMENT_STATUS]: ['rm.payment_status'],
  [StudentPaymentSortField.IN_PROCESS]: ['rm.in_process'],
};

/** A search matching fewer residents than this starts from its matches; a broader one walks the sort's index. */
const NARROW_MATCHES = 4000;

/** What a month's summary depends on besides the database. */
interface MonthSummaryArgs {
  hostelId: number;
  month: string;
  today: string;
  graceDays: number;
}

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
  private readonly sqlite: boolean;
  /** The month's summary outside a transaction, kept while nothing is written (the dashboard asks for it each time). */
  private readonly kept: ReadCache<MonthSummaryArgs, PaymentMonthSummaryModel>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: MonthLedgerQuery,
    state: DatabaseState,
  ) {
    this.sqlite = dataSource.options.type !== 'postgres';
    this.kept = new ReadCache(state, (args) => this.read(args));
  }

  /** The month's rent across the hostel, in the caller's transaction when given one. */
  summary(
    hostelId: number,
    month: string,
    today: string,
    graceDays: number,
    manager?: EntityManager,
  ): Promise<PaymentMonthSummaryModel> {
    const args = { hostelId, month, today, graceDays };
    return manager ? this.read(args, manager) : this.kept.read(args);
  }

  private async read(
    { hostelId, month, today, graceDays }: MonthSummaryArgs,
    manager?: EntityManager,
  ): Promise<PaymentMonthSummaryModel> {
    const params = { hostelId, month, overdueBefore: addDays(today, -graceDays) };
    // The totals tables (written by the ledger's MonthProjection): one row per due day and per paid day.
    // One after another: in a transaction (a payment's answer) its one connection runs one query at a time.
    const [rent] = await this.query<Record<string, number | string | null>>(
      `SELECT SUM(billed) AS billed, SUM(paid) AS paid,
         SUM(CASE WHEN due_date >= :overdueBefore THEN charged_paise - settled_paise ELSE 0 END) AS due_paise,
         SUM(CASE WHEN due_date < :overdueBefore THEN charged_paise - settled_paise ELSE 0 END) AS overdue_paise
       FROM rent_month_totals WHERE hostel_id = :hostelId AND month = :month`,
      params,
      manager,
    );
    const equation = await this.ledger.equation(hostelId, month, today, manager);
    const n = (value: number | string | null | undefined) => Number(value ?? 0);
    return {
      id: `${hostelId}:${month}`,
      month,
      residentsBilled: n(rent.billed),
      residentsPaid: n(rent.paid),
      ...equation,
      billedPaise: equation.rentBilledPaise + equation.extraBilledPaise,
      duePaise: n(rent.due_paise),
      overduePaise: n(rent.overdue_paise),
    };
  }

  /**
   * One page of the month's residents, searched (name, e-mail, phone) and sorted in SQL. Each sort walks one
   * index of rent_months in order ((hostel, month[, status], name_key, student)), so a descending sort reverses
   * the whole order. A narrow search on SQLite starts from the full-text matches instead (at most
   * NARROW_MATCHES residents, sorted after reading them).
   */
  async page(
    hostelId: number,
    args: StudentPaymentsArgs,
    today: string,
    graceDays: number,
  ): Promise<{ items: StudentPaymentRowModel[]; totalCount: number }> {
    const sort = args.sort ?? DEFAULT_PAYMENT_SORT;
    const search = searchTerm(args.search);
    const params: Params = { hostelId, month: args.month, offset: offsetOf(args), limit: args.pageSize };
    const direction = sort.direction === SortDirection.DESC ? 'DESC' : 'ASC';
    const order = [...SORT_KEYS[sort.field], 'rm.name_key', 'rm.student_id']
      .map((key) => `${key} ${direction}`)
      .join(', ');
    const columns = `rm.student_id, rm.month, rm.due_date, rm.charged_paise, rm.settled_paise, rm.pending_paise,
           rm.payment_status, rm.in_process`;
    const month = 'rm.hostel_id = :hostelId AND rm.month = :month';
    const page = (from: string, where: string, extra = '') =>
      this.query<RowRecord & { total?: number | string }>(
        `SELECT ${columns}${extra} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT :limit OFFSET :offset`,
        params,
      );
    const count = async (sql: string) =>
      Number((await this.query<{ n: number | string | null }>(sql, params))[0].n ?? 0);
    const answer = (rows: RowRecord[], totalCount: number) => ({
      items: rows.map((row) => toRow(row, today, graceDays)),
      totalCount,
    });

    if (!search) {
      // The month's totals hold the count.
      const [rows, total] = await Promise.all([
        page('rent_months rm', month),
        count(`SELECT SUM(billed) AS n FROM rent_month_totals rm WHERE ${month}`),
      ]);
      return answer(rows, total);
    }
    const ids = this.sqlite && search.indexed ? await this.narrowMatches(search.phrase) : null;
    if (ids) {
      // A narrow search starts from its matches: one pass pages them and counts them.
      params.ids = JSON.stringify(ids);
      const from = 'json_each(:ids) m CROSS JOIN rent_months rm ON rm.student_id = m.value';
      const rows = await page(from, month, ', COUNT(*) OVER () AS total');
      const total = rows.length
        ? Number(rows[0].total)
        : await count(`SELECT COUNT(*) AS n FROM ${from} WHERE ${month}`);
      return answer(rows, total);
    }
    // A broad search walks the sort's index; its count reads (hostel, month, search_text) alone.
    params.pattern = search.pattern;
    const where = `${month} AND rm.search_text LIKE :pattern ESCAPE '\\'`;
    const [rows, total] = await Promise.all([
      page('rent_months rm', where),
      count(`SELECT COUNT(*) AS n FROM rent_months rm WHERE ${where}`),
    ]);
    return answer(rows, total);
  }

  /**
   * SQLite: the ids of the residents whose text contains the phrase (the trigram index answers), when fewer
   * than NARROW_MATCHES; null for a broader search. A term matching a few first names clusters in the name
   * order, so an index walk would read most of the month before filling a page: these start from the matches.
   */
  private async narrowMatches(phrase: string): Promise<number[] | null> {
    const rows = await this.query<{ id: number }>(
      `SELECT rowid AS id FROM students_search WHERE students_search MATCH :phrase LIMIT ${NARROW_MATCHES}`,
      { phrase },
    );
    return rows.length < NARROW_MATCHES ? rows.map((row) => Number(row.id)) : null;
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
