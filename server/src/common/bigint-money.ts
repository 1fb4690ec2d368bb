import type { ValueTransformer } from 'typeorm';

/**
 * A bigint column of paise (migration 1733300000000-money-bigint) as a number: pg answers int8 as text, SQLite as a
 * number. Amounts stay below 2^53, where a number is exact.
 */
export const bigintMoney: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};
