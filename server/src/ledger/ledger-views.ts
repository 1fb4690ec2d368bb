import { periodAt } from '../rent/rent-periods';
import { periodStatus } from './allocation';
import type { LedgerState, PaymentView } from './ledger-book.service';
import { receiptNumberText } from './ledger-rules';
import { periodsStarted, rentOn, RentSchedule } from './rent-billing/ledger-schedule';
import { PAYMENT_METHOD_LABELS, RentPeriodStatus } from '@hostel-admin/rules';

/** A rent period as screens show it. */
export interface PeriodView {
  id: string;
  label: string;
  startDate: string;
  endDate: string;
  amountPaise: number;
  settledPaise: number;
  pendingPaise: number;
  status: RentPeriodStatus;
}

/** One row of a resident's ledger. */
export interface LedgerLine {
  id: string;
  date: string;
  item: string;
  chargePaise: number | null;
  paymentPaise: number | null;
  balancePaise: number;
  payment: PaymentView | null;
}

/**
 * The resident's rent periods on `today`, newest first: the next one (Upcoming, from the schedule, unless the
 * stay ended) and the billed ones with what settled them. `count` periods at most; all of them without it.
 */
export function periodsOf(
  state: LedgerState,
  schedule: RentSchedule | null,
  today: string,
  graceDays: number,
  count?: number,
) {
  const byId = new Map(state.allocation.charges.map((c) => [c.id, c]));
  const views: PeriodView[] = [];
  if (schedule) {
    const next = periodAt(schedule.billFrom, periodsStarted(schedule, today).length);
    const amountPaise = rentOn(next.startDate, schedule, state.rents);
    // A rent-free period will bill nothing: it is not shown as coming.
    if ((schedule.endsOn === null || next.startDate < schedule.endsOn) && amountPaise > 0)
      views.push({
        id: `${schedule.studentId}:${next.startDate}`,
        ...next,
        amountPaise,
        settledPaise: 0,
        pendingPaise: 0,
        status: 'upcoming',
      });
  }
  const rent = state.charges.filter((c) => c.kind === 'rent' && c.rentPeriod).reverse();
  for (const charge of rent) {
    const a = byId.get(charge.id);
    if (!a || a.netPaise === 0) continue;
    views.push({
      id: `${charge.studentId}:${charge.rentPeriod}`,
      label: charge.label.replace(/^Rent /, ''),
      startDate: charge.rentPeriod!,
      endDate: charge.periodEnd ?? charge.rentPeriod!,
      amountPaise: a.netPaise,
      settledPaise: a.settledPaise,
      pendingPaise: a.pendingPaise,
      status: periodStatus(a, today, graceDays),
    });
  }
  return count === undefined ? views : views.slice(0, count);
}

/** "Payment by UPI", with "(pending verification)", "(voided)" or "(rejected)" while it is so. */
function paymentItem(p: PaymentView): string {
  const state = p.status === 'pending' ? 'pending verification' : p.status === 'complete' ? null : p.status;
  return `Payment by ${PAYMENT_METHOD_LABELS[p.method]}${state ? ` (${state})` : ''}`;
}

/** A line on the ledger that moves no balance: a deposit refunded (the deposit is not on the ledger). */
export interface LedgerNote {
  id: string;
  date: string;
  item: string;
}

/**
 * The resident's ledger with a running balance (complete payments only; a pending one shows without moving
 * it), newest first: charges on the day they fell due, payments on the day they were made. A voided payment keeps
 * its line (it was collected that day) and adds one on the day it was voided that puts its amount back; a rejected
 * one was never collected and moves nothing. `notes` (a refund paid) show on their day, after that day's rows, moving nothing.
 */
export function linesOf(state: LedgerState, notes: LedgerNote[] = []): LedgerLine[] {
  type Entry = { date: string; order: number; id: number; line: Omit<LedgerLine, 'balancePaise'>; delta: number };
  const entries: Entry[] = [
    ...state.charges.map((c) => ({
      date: c.dueDate,
      order: 0,
      id: c.id,
      delta: c.amountPaise,
      line: {
        id: `charge:${c.id}`,
        date: c.dueDate,
        item: c.comment && c.kind !== 'rent' ? `${c.label}: ${c.comment}` : c.label,
        chargePaise: c.amountPaise,
        paymentPaise: null,
        payment: null,
      },
    })),
    ...state.payments.map((p) => ({
      date: p.paidOn,
      order: 1,
      id: p.id,
      delta: p.status === 'complete' || p.status === 'voided' ? -p.amountPaise : 0,
      line: {
        id: `payment:${p.id}`,
        date: p.paidOn,
        item: paymentItem(p),
        chargePaise: null,
        paymentPaise: p.amountPaise,
        payment: p,
      },
    })),
    ...state.payments.flatMap((p) =>
      p.reversal?.kind === 'void'
        ? [
            {
              date: p.reversal.reversedOn,
              order: 2,
              id: p.reversal.id,
              delta: p.amountPaise,
              line: {
                id: `reversal:${p.reversal.id}`,
                date: p.reversal.reversedOn,
                item: `Payment ${receiptNumberText(p.receiptNo)} voided: ${p.reversal.reason}`,
                chargePaise: p.amountPaise,
                paymentPaise: null,
                payment: p,
              },
            },
          ]
        : [],
    ),
    ...notes.map((n, index) => ({
      date: n.date,
      order: 3,
      id: index,
      delta: 0,
      line: { id: n.id, date: n.date, item: n.item, chargePaise: null, paymentPaise: null, payment: null },
    })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order || a.id - b.id));
  let balance = 0;
  return entries
    .map((entry) => {
      balance += entry.delta;
      return { ...entry.line, balancePaise: balance };
    })
    .reverse();
}
