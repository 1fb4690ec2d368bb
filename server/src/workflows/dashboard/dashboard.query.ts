import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { addMonths, monthName } from '@hostel-admin/rules';
import type { PaymentView } from '../../ledger/ledger-book.service';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { RequestListQuery } from '../../requests/request-list.query';
import { RequestViews, type RequestView } from '../../requests/request-views';
import { ActivityLog, type HostelActivityEntry } from '../../events/activity-log.query';
import { DatabaseState } from '../../common/database-state';
import { ReadCache } from '../../common/read-cache';

/** Move-ins of one month: `month` YYYY-MM, its short name, and how many residents moved in. */
export interface MonthCount {
  month: string;
  label: string;
  count: number;
}

export interface DashboardFigures {
  hostelId: number;
  /** Current residents (not archived): Student Details' total. */
  residents: number;
  /** Beds of every room: the Room page's total. */
  totalBeds: number;
  moveIns: MonthCount[];
  recentPayments: PaymentView[];
  openRequests: number;
  requestsThisMonth: number;
  newCleaningRequests: RequestView[];
  recentActivity: HostelActivityEntry[];
}

/** What the figures depend on besides the database: the hostel, its date today and who reads them. */
export interface DashboardArgs {
  hostelId: number;
  today: string;
  readerId: number | null;
}

/** How many months the Student Chart shows, this one included. */
export const CHART_MONTHS = 6;
/** Recent Transaction lists this many payments. */
export const RECENT_PAYMENTS = 10;
/** New Cleaning Request lists this many open service requests. */
export const NEW_CLEANING_REQUESTS = 4;
/** Recent Activity lists this many entries. */
export const RECENT_ACTIVITY = 10;

const n = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's own figures, read from the owners' tables of one hostel. They are kept in memory while the database
 * holds the same rows (`ReadCache`): the first screen after sign-in, opened again and again, is read again only after
 * a write, by anyone.
 */
@Injectable()
export class DashboardQuery {
  /** Kept figures (see `figures`). */
  private readonly kept: ReadCache<DashboardArgs, DashboardFigures>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerBook,
    private readonly requests: RequestListQuery,
    private readonly activity: ActivityLog,
    private readonly views: RequestViews,
    state: DatabaseState,
  ) {
    this.kept = new ReadCache(state, (args) => this.read(args), {
      serve: (figures) => ({ ...figures, newCleaningRequests: this.views.asOfNow(figures.newCleaningRequests) }),
    });
  }

  /**
   * The figures of `today` (its month, and the six months of the chart), with `readerId`'s own entries reading "your …":
   * kept under those three and the database's state, and the open requests' time left worked out again as of now.
   */
  async figures(hostelId: number, today: string, readerId: number | null = null): Promise<DashboardFigures> {
    return this.kept.read({ hostelId, today, readerId });
  }

  /** The figures read from the database. */
  private async read({ hostelId, today, readerId }: DashboardArgs): Promise<DashboardFigures> {
    const [residents, totalBeds, moveIns, recentPayments, requestTotals, newCleaningRequests, recentActivity] =
      await Promise.all([
        // Kept by the students' writers (`students/resident-counts.ts`): one row, not 100,000 index entries.
        this.scalar('SELECT current_residents AS n FROM resident_counts WHERE hostel_id = :hostelId', { hostelId }),
        // Kept by housing's RoomCounters (`bed_counts`), as each room's own total is.
        this.scalar('SELECT beds AS n FROM bed_counts WHERE hostel_id = :hostelId', { hostelId }),
        this.moveIns(hostelId, today),
        this.recentPayments(hostelId),
        this.requests.totals(hostelId, today.slice(0, 7)),
        this.requests.newestOpen(hostelId, 'service', NEW_CLEANING_REQUESTS),
        this.activity.recentOfHostel(hostelId, RECENT_ACTIVITY, readerId),
      ]);
    return {
      hostelId,
      residents,
      totalBeds,
      moveIns,
      recentPayments,
      openRequests: requestTotals.open,
      requestsThisMonth: requestTotals.raisedSince,
      newCleaningRequests,
      recentActivity,
    };
  }

  /**
   * Residents who moved in, per month, over the last six months (this one included; archived ones too): the rows of
   * `move_in_counts`, kept by the students' writers (`students/resident-counts.ts`), not six counts of the residents.
   */
  private async moveIns(hostelId: number, today: string): Promise<MonthCount[]> {
    const thisMonth = `${today.slice(0, 7)}-01`;
    const first = addMonths(thisMonth, -(CHART_MONTHS - 1));
    const months = Array.from({ length: CHART_MONTHS }, (_, i) => addMonths(first, i).slice(0, 7));
    const rows = await this.query<{ month: string; n: unknown }>(
      `SELECT month, residents AS n FROM move_in_counts
       WHERE hostel_id = :hostelId AND month >= :first AND month <= :last`,
      { hostelId, first: months[0], last: months[CHART_MONTHS - 1] },
    );
    const counts = new Map(rows.map((row) => [row.month, n(row.n)]));
    return months.map((month) => ({
      month,
      label: monthName(Number(month.slice(5, 7))),
      count: counts.get(month) ?? 0,
    }));
  }

  /** The newest complete payments (cash, or verified; not voided or rejected), newest paid first. */
  private async recentPayments(hostelId: number): Promise<PaymentView[]> {
    const rows = await this.query<{ id: unknown }>(
      `SELECT p.id FROM payments p
       WHERE p.hostel_id = :hostelId
         AND (p.method = 'cash' OR EXISTS (SELECT 1 FROM payment_verifications v WHERE v.payment_id = p.id))
         AND NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = p.id)
       ORDER BY p.paid_on DESC, p.id DESC LIMIT ${RECENT_PAYMENTS}`,
      { hostelId },
    );
    const payments = await this.ledger.paymentsByIds(
      this.dataSource.manager,
      rows.map((row) => n(row.id)),
    );
    const order = new Map(rows.map((row, i) => [n(row.id), i]));
    return payments.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  private async scalar(sql: string, params: Record<string, unknown>): Promise<number> {
    const [row] = await this.query<{ n: unknown }>(sql, params);
    return n(row?.n);
  }

  private query<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values);
  }
}
