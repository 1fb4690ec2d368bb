export const DEPOSIT_METHODS = ['cash', 'upi', 'bank_transfer'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
