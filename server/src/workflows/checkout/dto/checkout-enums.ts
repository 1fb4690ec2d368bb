import { registerEnumType } from '@nestjs/graphql';
import { CHECKOUT_STATUSES, WithdrawalStatus } from '../../../ledger/checkout/checkout-rules';
import type { CheckoutListState } from '../../../ledger/checkout/checkout-records.service';
import { SETTLEMENT_LINE_KINDS } from '../../../ledger/checkout/settlement-lines';
import { DEDUCTION_KINDS } from '@hostel-admin/rules';

/** The checkout's GraphQL enums, apart from the inputs and answers of checkout.input.ts that use them. */

/** A GraphQL enum whose values are the strings themselves. */
const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;
export const CheckoutStatusEnum = enumOf(CHECKOUT_STATUSES);
registerEnumType(CheckoutStatusEnum, {
  name: 'CheckoutStatus',
  description: 'notice: notice given; in_process: settlement prepared; approved: an admin approved it; refunded: paid',
  valuesMap: {
    notice: { description: 'Notice given; the settlement is not started yet' },
    in_process: { description: 'Settlement prepared with its deductions (refund requested); waits for approval' },
    approved: { description: 'An admin approved the settlement; the refund is not paid yet' },
    refunded: { description: 'The refund was paid and the deposit settled' },
  },
});
export const WithdrawalStatusEnum = enumOf<WithdrawalStatus>(['pending', 'in_process', 'clear']);
registerEnumType(WithdrawalStatusEnum, {
  name: 'WithdrawalStatus',
  description: "The spec's withdrawal_status: pending (notice given), in_process (settling), clear (refund paid)",
  valuesMap: {
    pending: { description: 'Notice given (checkout status notice)' },
    in_process: { description: 'Settling: prepared or approved, refund not paid' },
    clear: { description: 'The refund was paid' },
  },
});
export const DeductionKindEnum = enumOf(DEDUCTION_KINDS);
registerEnumType(DeductionKindEnum, {
  name: 'DeductionKind',
  description: "What a deduction from a leaver's deposit is for: Damage, Cleaning or Other",
  valuesMap: {
    damage: { description: 'Damage to the room or its things' },
    cleaning: { description: 'Cleaning' },
    other: { description: 'Anything else; the note says what' },
  },
});

export const CheckoutListStateEnum = enumOf<CheckoutListState>(['open', 'paid']);
registerEnumType(CheckoutListStateEnum, {
  name: 'CheckoutListState',
  description: 'open: notice given, refund requested or approved; paid: the refund was paid',
  valuesMap: {
    open: { description: 'Checkouts whose refund is not paid yet (notice, in_process, approved)' },
    paid: { description: 'Checkouts whose refund was paid (refunded)' },
  },
});

export const SettlementLineKindEnum = enumOf(SETTLEMENT_LINE_KINDS);
registerEnumType(SettlementLineKindEnum, {
  name: 'SettlementLineKind',
  description:
    'balance: owed before the oldest open charge; rent: a rent period; charge: an extra charge; credit: a credit, discount or reversal; payment: a payment received; deduction: a deduction from the deposit',
  valuesMap: {
    balance: { description: 'What was owed before the oldest open charge listed' },
    rent: { description: 'A rent period (a part one shows its days in the note)' },
    charge: { description: 'An extra charge' },
    credit: { description: 'A credit, discount or reversal (negative)' },
    payment: { description: 'A payment received (negative)' },
    deduction: { description: 'A deduction from the deposit' },
  },
});
