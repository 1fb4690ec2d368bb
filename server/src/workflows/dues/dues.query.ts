import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { offsetOf, SortDirection } from '../../common/pagination';
import type { Charge } from '../../ledger/charges/charge.entity';
import { duesOf } from '../../ledger/dues';
import { moveOutPassed } from '../../ledger/checkout/checkout-rules';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { DuesFilter, type DuesOrderBy, type DuesSelection, DuesSortField } from './dto/dues.args';
import type { DuesFiguresModel, DuesPeriodModel, DuesRowModel, DuesTotalsModel } from './models/dues.model';

/** A row of the dues list with what search and sort read. */
export interface DuesRow extends DuesRowModel {
  email: string;
  phone: string;
  /** YYYY-MM-DD the oldest unpaid charge fell due; null when nothing is unpaid. */
  oldestDueDate: string | null;
}

interface ResidentRecord {
  id: number | string;
  name: string;
  email: string;
  phone: string;
  archived_at: string | Date | null;
}

const FIGURES: (keyof DuesFiguresModel)[] = [
  'balancePaise',
  'awaitingVerificationPaise',
  'notDuePaise',
  'days0To30Paise',
  'days31To60Paise',
  'days61To90Paise',
  'days90PlusPaise',
];

const KEEP: Record<DuesFilter, (row: DuesRow) => boolean> = {
  [DuesFilter.ALL]: () => true,
  [DuesFilter.OVERDUE]: (row) => row.overdue,
  [DuesFilter.LEAVERS_WITH_BALANCE]: (row) => row.leaver && row.balancePaise > 0,
  [DuesFilter.AWAITING_VERIFICATION]: (row) => row.awaitingVerificationPaise > 0,
};

const byName = (a: DuesRow, b: DuesRow) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.studentId - b.studentId;
const byBalance = (a: DuesRow, b: DuesRow) => b.balancePaise - a.balancePaise || byName(a, b);

/** Each field ascending: fewest days past due first (nothing unpaid before any date; a later date is fewer days). */
const ASCENDING: Record<DuesSortField, (a: DuesRow, b: DuesRow) => number> = {
  [DuesSortField.days_past_due]: (a, b) => {
    if (a.oldestDueDate === b.oldestDueDate) return 0;
    if (a.oldestDueDate === null) return -1;
    if (b.oldestDueDate === null) return 1;
    return a.oldestDueDate < b.oldestDueDate ? 1 : -1;
  },
  [DuesSortField.balance]: (a, b) => a.balancePaise - b.balancePaise,
  [DuesSortField.name]: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
};
/** Ties, whichever the direction: the same days by most owed then name; the same balance by name. */
const TIES: Record<DuesSortField, (a: DuesRow, b: DuesRow) => number> = {
  [DuesSortField.days_past_due]: byBalance,
  [DuesSortField.balance]: byName,
  [DuesSortField.name]: (a, b) => a.studentId - b.studentId,
};
const DEFAULT_ORDER: DuesOrderBy = { field: DuesSortField.days_past_due, direction: SortDirection.DESC };

function comparator({ field, direction }: DuesOrderBy) {
  const sign = direction === SortDirection.DESC ? -1 : 1;
  return (a: DuesRow, b: DuesRow) => sign * ASCENDING[field](a, b) || TIES[field](a, b);
}

function periodOf(charge: Charge): DuesPeriodModel {
  return {
    label: charge.label,
    startDate: charge.rentPeriod ?? charge.dueDate,
    endDate: charge.periodEnd ?? charge.dueDate,
  };
}

/**
 * The dues list: who owes what across a hostel, read from the ledger's rows (two reads by hostel) with its own
 * arithmetic (allocation.ts, `ledger/dues.ts`), nothing stored. Current residents, and leavers (refund paid or
 * archived) while they owe; searched, filtered, sorted and paged here.
 */
@Injectable()
export class DuesQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerBook,
  ) {}

  /** One page, its count and the totals of every row the search and filter keep. */
  async page(
    hostelId: number,
    args: DuesSelection & { page: number; pageSize: number },
    today: string,
    graceDays: number,
  ) {
    const rows = await this.select(hostelId, args, today, graceDays);
    const start = offsetOf(args);
    return { items: rows.slice(start, start + args.pageSize), totalCount: rows.length, totals: totalsOf(rows) };
  }

  /** Every row the search and filter keep, in the sort's order. */
  async select(hostelId: number, args: DuesSelection, today: string, graceDays: number): Promise<DuesRow[]> {
    const term = args.search?.trim().toLowerCase() ?? '';
    const keep = KEEP[args.filter ?? DuesFilter.ALL];
    return (await this.rows(hostelId, today, graceDays))
      .filter((row) => keep(row) && (!term || `${row.name}\n${row.email}\n${row.phone}`.toLowerCase().includes(term)))
      .sort(comparator(args.order ?? DEFAULT_ORDER));
  }

  /** Every current resident, and every leaver who owes, with their figures on `today`. */
  private async rows(hostelId: number, today: string, graceDays: number): Promise<DuesRow[]> {
    const residents = await this.dataSource
      .createQueryBuilder()
      .select(['s.id AS id', 's.name AS name', 's.email AS email', 's.phone AS phone', 's.archived_at AS archived_at'])
      .from('students', 's')
      .where('s.hostel_id = :hostelId', { hostelId })
      .getRawMany<ResidentRecord>();
    const checkouts = await this.latestCheckouts(hostelId);
    const ledgers = await this.ledger.hostelLedgers(hostelId);
    const rows: DuesRow[] = [];
    for (const resident of residents) {
      const studentId = Number(resident.id);
      const ledger = ledgers.get(studentId);
      const archived = resident.archived_at !== null;
      const checkout = checkouts.get(studentId);
      if (archived && !(ledger && ledger.allocation.balancePaise > 0)) continue;
      const dues = ledger
        ? duesOf(ledger.allocation, today, graceDays)
        : duesOf({ charges: [], chargedPaise: 0, collectedPaise: 0, pendingPaise: 0, balancePaise: 0 }, today, 0);
      const oldest = dues.oldestUnpaid && ledger?.charges.find((c) => c.id === dues.oldestUnpaid!.id);
      const unpaid = dues.notDuePaise + dues.agedPaise.reduce((sum, paise) => sum + paise, 0);
      rows.push({
        id: String(studentId),
        studentId,
        name: resident.name,
        email: resident.email,
        phone: resident.phone,
        balancePaise: dues.balancePaise,
        awaitingVerificationPaise: dues.awaitingVerificationPaise,
        notDuePaise: dues.notDuePaise,
        days0To30Paise: dues.agedPaise[0],
        days31To60Paise: dues.agedPaise[1],
        days61To90Paise: dues.agedPaise[2],
        days90PlusPaise: dues.agedPaise[3],
        oldestUnpaid: oldest ? periodOf(oldest) : null,
        oldestDueDate: dues.oldestUnpaid?.dueDate ?? null,
        daysPastDue: dues.daysPastDue,
        overdue: dues.overdue,
        paidAwaitingVerification: dues.awaitingVerificationPaise > 0 && unpaid === 0,
        leaver: archived || checkout?.status === 'refunded',
        moveOutPassed: !archived && !!checkout && moveOutPassed(checkout, today),
      });
    }
    return rows;
  }

  /** Each resident's latest checkout: a paid refund (they have left, or leave on their move-out date), or a notice. */
  private async latestCheckouts(hostelId: number): Promise<Map<number, LatestCheckout>> {
    const checkouts = await this.dataSource
      .createQueryBuilder()
      .select(['c.student_id AS student_id', 'c.status AS status', 'c.move_out_date AS move_out_date'])
      .from('checkouts', 'c')
      .where('c.hostel_id = :hostelId', { hostelId })
      .orderBy('c.id', 'ASC')
      .getRawMany<{ student_id: number | string; status: string; move_out_date: string }>();
    return new Map(checkouts.map((c) => [Number(c.student_id), { status: c.status, moveOutDate: c.move_out_date }]));
  }
}

interface LatestCheckout {
  status: string;
  moveOutDate: string;
}

/** Sums of every figure over the rows: the totals row equals the sum of the rows it stands under. */
export function totalsOf(rows: readonly DuesFiguresModel[]): DuesTotalsModel {
  const totals = Object.fromEntries(FIGURES.map((key) => [key, 0])) as unknown as DuesTotalsModel;
  for (const row of rows) for (const key of FIGURES) totals[key] += row[key];
  totals.residentsOwing = rows.filter((row) => row.balancePaise > 0).length;
  return totals;
}
