import { stringify } from 'csv-stringify/sync';
import { formulaSafe } from '../../students/csv/csv';
import { totalsOf, type DuesRow } from './dues.query';
import type { DuesFiguresModel } from './models/dues.model';
import { Money, RENT_PERIOD_STATUS_LABELS } from '@hostel-admin/rules';

export const DUES_CSV_COLUMNS = [
  'Resident',
  'Phone',
  'Room',
  'Left',
  'Balance (Rs.)',
  'Awaiting verification (Rs.)',
  'Not yet due (Rs.)',
  '0-30 days (Rs.)',
  '31-60 days (Rs.)',
  '61-90 days (Rs.)',
  'Over 90 days (Rs.)',
  'Oldest unpaid',
  'Oldest unpaid from',
  'Oldest unpaid to',
  'Days past due',
  'Status',
];

/** How a row reads in words, as the screen writes it. */
export function duesStatus(row: DuesRow): string {
  if (row.paidAwaitingVerification) return RENT_PERIOD_STATUS_LABELS.awaiting_verification;
  if (row.overdue) return RENT_PERIOD_STATUS_LABELS.overdue;
  if (row.balancePaise > 0) return RENT_PERIOD_STATUS_LABELS.due;
  if (row.balancePaise < 0) return 'Credit';
  return 'Nothing due';
}

/** The dues list as CSV: one line per resident in the list's order, then the totals. */
export function duesCsv(rows: DuesRow[], rooms: Map<number, number | null>): string {
  const totals = totalsOf(rows);
  const figures = (f: DuesFiguresModel) => [
    Money.plain(f.balancePaise),
    Money.plain(f.awaitingVerificationPaise),
    Money.plain(f.notDuePaise),
    Money.plain(f.days0To30Paise),
    Money.plain(f.days31To60Paise),
    Money.plain(f.days61To90Paise),
    Money.plain(f.days90PlusPaise),
  ];
  return stringify(
    [
      ...rows.map((row) => [
        formulaSafe(row.name),
        row.phone,
        rooms.get(row.studentId) ?? '',
        row.leaver ? 'yes' : 'no',
        ...figures(row),
        row.oldestUnpaid?.label ?? '',
        row.oldestUnpaid?.startDate ?? '',
        row.oldestUnpaid?.endDate ?? '',
        row.daysPastDue,
        duesStatus(row),
      ]),
      [`Total (${totals.residentsOwing} owing)`, '', '', '', ...figures(totals), '', '', '', '', ''],
    ],
    { header: true, columns: DUES_CSV_COLUMNS, bom: true },
  );
}
