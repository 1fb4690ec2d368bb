/** Bounds of the rent terms taken at check-in. */
export const RENT_AGREEMENT_DAYS_MAX = 3650;
export const NOTICE_PERIOD_DAYS_MAX = 365;
/** Most rent periods one request may ask for. */
export const RENT_PERIODS_MAX = 24;
