/**
 * Most rent periods one request may ask for. The bounds of the rent terms taken at check-in and the rent date rules
 * (move-in range, "Bill rent from") are in @hostel-admin/rules.
 */
export const RENT_PERIODS_MAX = 24;
