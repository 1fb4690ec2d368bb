import type { Country } from './countries';
import { digitsOnly } from './format';

/** A phone number holds at most 15 digits, calling code included (E.164). */
export const MAX_PHONE_DIGITS = 15;

export function maxNationalDigits(country: Country): number {
  return MAX_PHONE_DIGITS - country.dialCode.length;
}

/**
 * What the user typed, reduced to the digits that fit after the country's calling code.
 * A pasted international form ("+91 98765 43210") loses its calling code first.
 */
export function cleanNationalNumber(value: string, country: Country): string {
  const trimmed = value.trim();
  const prefix = `+${country.dialCode}`;
  const national = trimmed.startsWith(prefix) ? trimmed.slice(prefix.length) : trimmed;
  return digitsOnly(national).slice(0, maxNationalDigits(country));
}

/** "+" + calling code + national number, e.g. "+919876543210". */
export function toInternational(country: Country, nationalNumber: string): string {
  return `+${country.dialCode}${digitsOnly(nationalNumber)}`;
}
