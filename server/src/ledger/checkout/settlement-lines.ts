import type { LedgerState } from '../ledger-book.service';
import { receiptNumberText } from '../ledger-rules';
import { RentSchedule, rentPlan } from '../rent-billing/ledger-schedule';
import { addDays, PAYMENT_METHOD_LABELS, readableDate } from '@hostel-admin/rules';

/** What a line of a settlement is. */
export const SETTLEMENT_LINE_KINDS = ['balance', 'rent', 'charge', 'credit', 'payment', 'deduction'] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number];

/**
 * One line of a settlement: a rent period with its dates, a charge, a payment received, a credit or reversal, the
 * balance brought forward, or a deduction with its note. `amountPaise` adds to what the resident owes (a payment or
 * a credit is negative). The lines of kind other than deduction add up to the settlement's dues; the deductions to
 * its deductions.
 */
export interface SettlementLine {
  kind: SettlementLineKind;
  label: string;
  /** YYYY-MM-DD the line is dated (a charge's due day, a payment's day); null for the balance brought forward. */
  date: string | null;
  /** A rent period's first and last day. */
  startDate: string | null;
  endDate: string | null;
  amountPaise: number;
  note: string | null;
}

const line = (l: Partial<SettlementLine> & Pick<SettlementLine, 'kind' | 'label' | 'amountPaise'>): SettlementLine => ({
  date: null,
  startDate: null,
  endDate: null,
  note: null,
  ...l,
});

/**
 * The lines that make a leaving resident's dues by the move-out date (`duesBy`), oldest first: what was owed before
 * the oldest charge still open or the rent period the notice was given in, whichever is earlier (paid-up history in
 * one line), every charge, credit and complete payment from then on, then the periods billed at the payout (the last
 * one by the hostel's rule) and what the end of the stay takes back. They add up to the dues exactly: the first line
 * is the balance less the rows listed.
 */
export function duesLines(
  state: LedgerState,
  schedule: RentSchedule | null,
  stay: { noticeDate: string; moveOutDate: string },
): SettlementLine[] {
  const { moveOutDate } = stay;
  const starts = [
    ...state.allocation.charges.filter((c) => c.settledPaise < c.netPaise).map((c) => c.dueDate),
    ...state.charges
      .filter((c) => c.kind === 'rent' && (c.periodEnd ?? c.rentPeriod ?? '') >= stay.noticeDate)
      .map((c) => c.dueDate),
  ].sort();
  const cut = starts[0] ?? null;
  const rows: SettlementLine[] = [];
  if (cut !== null) {
    for (const c of state.charges) {
      if (c.dueDate < cut) continue;
      const rent = c.kind === 'rent';
      rows.push(
        line({
          kind: rent ? 'rent' : c.amountPaise < 0 ? 'credit' : 'charge',
          label: c.label,
          date: c.dueDate,
          startDate: rent ? c.rentPeriod : null,
          endDate: rent ? (c.periodEnd ?? c.rentPeriod) : null,
          amountPaise: c.amountPaise,
          note: rent ? null : c.comment,
        }),
      );
    }
    for (const p of state.payments) {
      if (p.status !== 'complete' || p.paidOn < cut) continue;
      rows.push(
        line({
          kind: 'payment',
          label: `Payment received by ${PAYMENT_METHOD_LABELS[p.method]}, receipt ${receiptNumberText(p.receiptNo)}`,
          date: p.paidOn,
          amountPaise: -p.amountPaise,
          note: p.reference,
        }),
      );
    }
    rows.sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
  }
  const listed = rows.reduce((sum, r) => sum + r.amountPaise, 0);
  const before = state.allocation.balancePaise - listed;
  const lines: SettlementLine[] = [];
  if (before !== 0 || cut === null)
    lines.push(
      line({
        kind: 'balance',
        label:
          cut === null
            ? before < 0
              ? 'Credit on the ledger (everything billed is paid)'
              : 'Balance on the ledger (everything billed is paid)'
            : `Balance before ${readableDate(cut)}`,
        amountPaise: before,
      }),
    );
  lines.push(...rows);
  if (!schedule) return lines;
  // What the payout's alignment with the schedule ending on the move-out date writes (`duesBy`), line by line.
  const plan = rentPlan(state, { ...schedule, endsOn: moveOutDate }, addDays(moveOutDate, -1));
  for (const { period, amountPaise, note } of plan.newPeriods)
    lines.push(
      line({
        kind: 'rent',
        label: `Rent ${period.label}`,
        date: period.startDate,
        startDate: period.startDate,
        endDate: period.endDate,
        amountPaise,
        note: note ? `${note} (billed at the payout)` : 'Billed at the payout',
      }),
    );
  for (const { charge, amountPaise, note } of plan.adjustments)
    lines.push(
      line({
        kind: amountPaise < 0 ? 'credit' : 'rent',
        label: amountPaise < 0 ? `Reversal: ${charge.label}` : `${charge.label} billed again`,
        date: charge.rentPeriod,
        startDate: charge.rentPeriod,
        endDate: charge.periodEnd,
        amountPaise,
        note: note ?? `Starts on or after the move-out date, ${readableDate(moveOutDate)}`,
      }),
    );
  return lines;
}

/** The deductions as settlement lines, each with its note. */
export function deductionLines(
  deductions: { kind: string; amountPaise: number; note: string }[],
  labels: Record<string, string>,
): SettlementLine[] {
  return deductions.map((d) =>
    line({ kind: 'deduction', label: labels[d.kind] ?? d.kind, amountPaise: d.amountPaise, note: d.note }),
  );
}

export const sumOf = (lines: SettlementLine[]) => lines.reduce((sum, l) => sum + l.amountPaise, 0);
