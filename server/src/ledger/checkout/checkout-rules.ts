import type { DeductionKind } from '@hostel-admin/rules';

/** Where a checkout stands. */
export const CHECKOUT_STATUSES = ['notice', 'in_process', 'approved', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** The spec's withdrawal_status as screens show it: pending (notice given), in_process (settling), clear (paid). */
export type WithdrawalStatus = 'pending' | 'in_process' | 'clear';
export const withdrawalStatusOf = (status: CheckoutStatus): WithdrawalStatus =>
  status === 'notice' ? 'pending' : status === 'refunded' ? 'clear' : 'in_process';

/**
 * A notice whose move-out date passed without the refund paid: no rent is billed past it, and the stay waits for an
 * admin to complete the checkout or extend it (Checkout, Dues, the bell).
 */
export const moveOutPassed = (checkout: { status: string; moveOutDate: string }, today: string): boolean =>
  checkout.status !== 'refunded' && checkout.moveOutDate < today;

/** A deduction as a settlement's line names it (the form's kinds and bounds are in @hostel-admin/rules). */
export const DEDUCTION_LABELS: Record<DeductionKind, string> = {
  damage: 'Damage',
  cleaning: 'Cleaning',
  other: 'Other deduction',
};

/** A settlement's arithmetic: the deposit first covers what is owed (dues and deductions); the rest is refunded. */
export interface Settlement {
  depositPaise: number;
  /** Balance owed on the ledger (charges − complete payments); below zero is credit, which adds to the refund. */
  duesPaise: number;
  deductionsPaise: number;
  /** What the deposit pays of dues and deductions. */
  appliedPaise: number;
  refundPaise: number;
  /** Still owed after the deposit (when dues and deductions exceed it). */
  stillOwedPaise: number;
}

export function settle(depositPaise: number, duesPaise: number, deductionsPaise: number): Settlement {
  const owed = duesPaise + deductionsPaise;
  const appliedPaise = Math.max(0, Math.min(depositPaise, owed));
  return {
    depositPaise,
    duesPaise,
    deductionsPaise,
    appliedPaise,
    refundPaise: depositPaise - appliedPaise + Math.max(0, -owed),
    stillOwedPaise: Math.max(0, owed - depositPaise),
  };
}
