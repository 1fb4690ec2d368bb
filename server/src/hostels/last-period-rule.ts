/**
 * How a hostel bills the rent period a stay ends in (the move-out date falls inside it): the whole period, or the
 * days stayed (the move-out day not counted) as a share of the period's days. A stay ending on 26 Dec with periods
 * from the 6th: 'full' bills Dec-Jan in full; 'pro_rata' bills 20 of its 31 days.
 */
export const LAST_PERIOD_RULES = ['full', 'pro_rata'] as const;
export type LastPeriodRule = (typeof LAST_PERIOD_RULES)[number];

export const LAST_PERIOD_RULE_LABELS: Record<LastPeriodRule, string> = {
  full: 'Full period',
  pro_rata: 'Days stayed (pro rata)',
};
