import { settledBy } from '../allocation';
import type { Charge } from '../charges/charge.entity';
import type { LedgerState } from '../ledger-book.service';
import { paymentRows } from '../ledger-book.service';
import { addDays, Money } from '@hostel-admin/rules';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (date: string) => MONTHS[Number(date.slice(5, 7)) - 1];

/**
 * A rent period with its year, from its first day and the first day of the next: "Oct–Nov 2026", or across a new
 * year "Dec 2026–Jan 2027".
 */
export function periodWithYear(startDate: string, nextStart: string): string {
  const [from, to] = [startDate.slice(0, 4), nextStart.slice(0, 4)];
  return from === to
    ? `${monthOf(startDate)}–${monthOf(nextStart)} ${to}`
    : `${monthOf(startDate)} ${from}–${monthOf(nextStart)} ${to}`;
}

/** How a charge a payment settles is named: a rent period with its year, another charge with its month. */
export function chargeName(charge: Pick<Charge, 'kind' | 'label' | 'rentPeriod' | 'periodEnd' | 'dueDate'>): string {
  if (charge.kind === 'rent' && charge.rentPeriod && charge.periodEnd)
    return periodWithYear(charge.rentPeriod, addDays(charge.periodEnd, 1));
  return `${charge.label} (${monthOf(charge.dueDate)} ${charge.dueDate.slice(0, 4)})`;
}

/** One charge a payment lands on. */
export interface SettledItem {
  chargeId: number;
  /** "Oct–Nov 2026", "Electric (Nov 2026)". */
  label: string;
  /** What the payment puts on it. */
  paise: number;
  /** The charge's amount (net of what reversals took back). */
  chargePaise: number;
  /** The payment covers the whole charge (nothing of it was settled before). */
  whole: boolean;
  /** The charge is settled once this payment counts (by it and earlier payments). */
  cleared: boolean;
}

/** What a payment does to a resident's account, by the ledger's arithmetic (allocation.ts). */
export interface PaymentEffect {
  amountPaise: number;
  /** The charges it settles, oldest first. */
  items: SettledItem[];
  /** What is left over once every open charge is settled: credit for the next charges. */
  advancePaise: number;
  /**
   * The balance right after it: charges less every payment up to it, earlier ones waiting for verification counted
   * as they will be. Above zero owed, below zero credit.
   */
  balanceAfterPaise: number;
  /** Earlier payments still waiting for verification, counted above. */
  pendingBeforePaise: number;
}

/**
 * What a payment of `amountPaise` would settle given the resident's rows (and any charges about to be billed, as
 * recording bills the started periods first): the oldest open charges after what earlier payments cover, then credit.
 */
export function paymentEffect(
  state: Pick<LedgerState, 'charges' | 'payments' | 'allocation'>,
  amountPaise: number,
  unbilled: readonly Charge[] = [],
): PaymentEffect {
  const charges = [...state.charges, ...unbilled];
  const earlier = paymentRows(state.payments);
  const covered = settledBy(charges, earlier, amountPaise);
  const byId = new Map(charges.map((c) => [c.id, c]));
  const allocation = state.allocation;
  const net = new Map(allocation.charges.map((c) => [c.id, c.netPaise]));
  const items = covered.map((c): SettledItem => {
    const charge = byId.get(c.chargeId)!;
    const chargePaise = net.get(c.chargeId) ?? charge.amountPaise;
    const { chargeId, paise, whole, cleared } = c;
    return { chargeId, label: chargeName(charge), paise, chargePaise, whole, cleared };
  });
  const advancePaise = amountPaise - items.reduce((total, item) => total + item.paise, 0);
  const unbilledPaise = unbilled.reduce((total, c) => total + c.amountPaise, 0);
  const balanceAfterPaise =
    allocation.chargedPaise + unbilledPaise - allocation.collectedPaise - allocation.pendingPaise - amountPaise;
  return { amountPaise, items, advancePaise, balanceAfterPaise, pendingBeforePaise: allocation.pendingPaise };
}

/** The text stored with a payment and printed on its receipt: "Oct–Nov 2026, Nov–Dec 2026 (part), advance Rs. 500". */
export function settlesText(effect: PaymentEffect): string {
  const parts = effect.items.map((item) => `${item.label}${item.whole ? '' : ' (part)'}`);
  if (effect.advancePaise > 0)
    parts.push(effect.items.length ? `advance ${Money.format(effect.advancePaise)}` : 'Advance');
  const text = parts.join(', ');
  return text.length <= 200 ? text : `${text.slice(0, 197)}...`;
}
