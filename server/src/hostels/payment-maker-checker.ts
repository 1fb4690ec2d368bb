import { PAYMENT_MAKER_CHECKER_OPTIONS, type PaymentMakerChecker } from '@hostel-admin/rules';

/**
 * Maker-checker on payment verification, a hostel setting: may the person who recorded a UPI, bank transfer or
 * card payment also verify it against the bank?
 * - auto (the default): no while the hostel has two or more active admins; yes with one, so a hostel run by
 *   one admin can still collect what that admin recorded.
 * - on: never; another admin always verifies.
 * - off: yes, whatever the number of admins.
 * A verification by the recorder is allowed only when the rule is not enforced, and the activity log says so.
 * The settings and their words are in @hostel-admin/rules.
 */

/** The setting in words, as the activity log and the screen name it. */
export const paymentMakerCheckerLabel = (setting: PaymentMakerChecker) => PAYMENT_MAKER_CHECKER_OPTIONS[setting].label;

/** The rule as it stands now: enforced or not, and, when not, why (for the activity log). */
export interface MakerCheckerRule {
  enforced: boolean;
  /** Why the recorder may verify ("only admin of the hostel"); null when the rule is enforced. */
  reason: string | null;
}

/** The rule enforced: the recorder never verifies (the demo seed and ledger tests, whose verifiers did not record). */
export const MAKER_CHECKER_ENFORCED: MakerCheckerRule = { enforced: true, reason: null };

/** The rule for a hostel with this setting and this many active admins. */
export function makerCheckerRule(setting: PaymentMakerChecker, activeAdmins: number): MakerCheckerRule {
  if (setting === 'on') return { enforced: true, reason: null };
  if (setting === 'off') return { enforced: false, reason: 'the hostel lets the recorder verify' };
  return activeAdmins >= 2 ? { enforced: true, reason: null } : { enforced: false, reason: 'only admin of the hostel' };
}

/**
 * Whether this verifier may verify a payment recorded by `recordedBy`: 'another' (someone else recorded it),
 * 'recorder' (they recorded it and the rule is not enforced: allowed, noted in the log) or 'refused'.
 */
export function verifierOf(recordedBy: number, verifierId: number, rule: MakerCheckerRule) {
  if (recordedBy !== verifierId) return 'another' as const;
  return rule.enforced ? ('refused' as const) : ('recorder' as const);
}

/** The activity log's note on a verification by the person who recorded the payment. */
export function recorderVerifiedNote(rule: MakerCheckerRule): string {
  return `verified by the admin who recorded it (${rule.reason ?? 'maker-checker not enforced'})`;
}
