/** The server's bounds on money (server/src/ledger/ledger-rules.ts); limits.test.ts keeps them equal. */
export const MONEY_MAX_PAISE = 100_000_000;
export const REFERENCE_MAX = 40;
export const NOTE_MAX = 500;
export const COMMENT_MAX = 500;
/** Longest reason for voiding extra charges (the server's VOID_REASON_MAX). */
export const VOID_REASON_MAX = 200;
/** Highest meter reading (the server's METER_READING_MAX). */
export const METER_READING_MAX = 99_999_999;
export const PAID_ON_MAX_DAYS_BACK = 366;
/** A UTR (12 digits for UPI, 16 or 22 characters for NEFT/RTGS) or a card transaction id. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/;
/** Methods whose payments carry a UTR or transaction id. */
export const REFERENCE_REQUIRED = ['upi', 'bank_transfer'] as const;
