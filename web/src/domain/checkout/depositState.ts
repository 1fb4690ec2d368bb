import { paymentMethodLabels as methodLabels } from '@/domain/money/labels';
import type { PaymentMethod } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import { Money } from '@hostel-admin/rules';

/** What became of a deposit at the checkout, as the API answers `Deposit.settlement`. */
export type DepositSettlementFacts = {
  appliedPaise: number;
  refundedPaise: number;
  settledOn: string;
  method: PaymentMethod;
  reference?: string | null;
  paidBy: string;
};

export type DepositState = {
  /** "Held", "Matured", "Applied", "Refunded" or "Applied and refunded". */
  label: string;
  colorPalette: string;
  /** The sentences that say what happened, with amounts and dates (none while held). */
  details: string[];
};

/**
 * A deposit's state in words an accountant knows: Held until it matures (3 months), Matured, then at the checkout
 * Applied (to what the resident owed), Refunded, or both, with amounts, dates, method and reference.
 */
export function depositState(
  deposit: { maturityDate: string; settlement?: DepositSettlementFacts | null },
  today: string,
): DepositState {
  const s = deposit.settlement;
  if (!s)
    return today >= deposit.maturityDate
      ? { label: 'Matured', colorPalette: 'green', details: [] }
      : { label: 'Held', colorPalette: 'blue', details: [] };
  const on = formatOrdinalDate(s.settledOn);
  const details: string[] = [];
  if (s.appliedPaise > 0) details.push(`Applied ${Money.format(s.appliedPaise)} to dues and deductions on ${on}`);
  if (s.refundedPaise > 0 || s.appliedPaise === 0)
    details.push(
      `Refunded ${Money.format(s.refundedPaise)} on ${on} by ${methodLabels[s.method]}${s.reference ? ` (ref ${s.reference})` : ''}, paid by ${s.paidBy}`,
    );
  const applied = s.appliedPaise > 0;
  const refunded = s.refundedPaise > 0;
  const label = applied && refunded ? 'Applied and refunded' : applied ? 'Applied' : 'Refunded';
  return { label, colorPalette: refunded ? 'purple' : 'orange', details };
}
