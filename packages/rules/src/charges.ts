import { atMostCharacters } from './problems';

/** Why an extra charge is added (the spec's electric, water, maintenance, other). */
export const EXTRA_CHARGE_REASONS = ['electric', 'water', 'maintenance', 'other'] as const;
export type ExtraChargeReason = (typeof EXTRA_CHARGE_REASONS)[number];
export const EXTRA_CHARGE_LABELS: Record<ExtraChargeReason, string> = {
  electric: 'Electric',
  water: 'Water',
  maintenance: 'Maintenance',
  other: 'Other',
};

/** Most residents one Add Charge or Update Rent may act on at once (and most charges one Void takes back). */
export const CHARGE_STUDENTS_MAX = 500;
/** Longest comment on a charge or a rent change. */
export const COMMENT_MAX = 500;
/** Longest reason an admin gives for voiding extra charges. */
export const VOID_REASON_MAX = 200;
/** Highest meter reading Add Charge accepts (units). */
export const METER_READING_MAX = 99_999_999;

export const chargeMessages = {
  commentTooLong: atMostCharacters('Comment', COMMENT_MAX),
  commentRequiredForOther: 'Comment is required when the reason is Other.',
  voidReasonTooLong: atMostCharacters('Reason', VOID_REASON_MAX),
  readingsBackwards: 'Current reading cannot be below the previous reading.',
} as const;
