import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { countryOfCallingCode, PHONE_DEFAULT_COUNTRY, PHONE_SEPARATORS } from '@hostel-admin/rules';
import { countries, DEFAULT_COUNTRY, type Country } from './countries';
import { digitsOnly } from './format';

/**
 * The phone field: a country picker beside the national number. What the number must be is the one phone rule
 * (`checkPhone`, `residentPhoneProblem`, `accountPhoneProblem` in @hostel-admin/rules, which the server applies
 * too); this file turns what the field holds into the text the rule reads, and a stored number back.
 */

/** A phone field's value: the country picked and the number typed after its calling code. */
export type PhoneValue = { country: Country; number: string };

/** A phone number holds at most 15 digits, calling code included (E.164). */
export const MAX_PHONE_DIGITS = 15;

export const emptyPhone = (country: Country = DEFAULT_COUNTRY): PhoneValue => ({ country, number: '' });

/** What the field holds, as one number for the rule: "+" + calling code + number, or "" when empty. */
export function phoneText({ country, number }: PhoneValue): string {
  const digits = digitsOnly(number);
  if (!digits) return '';
  // An international number still being typed ("+4"): its own calling code, not the picked one.
  return number.startsWith('+') ? `+${digits}` : `+${country.dialCode}${digits}`;
}

/**
 * What the user typed or pasted into the number box, as the field's value. An international form
 * ("+44 7812 345678", "0091 98765 43210") picks its country (typed a key at a time, "+44" stays as typed
 * until it does); anything else keeps digits only, at most
 * what fits after the calling code in 15 digits ("098765 43210" keeps its trunk 0: the rule reads it).
 */
export function phoneFromInput(text: string, country: Country): PhoneValue {
  const compact = text.trim().replace(PHONE_SEPARATORS, '');
  if (/^(\+|00)\d/.test(compact)) {
    const parsed = parsePhoneNumberFromString(compact.replace(/^00/, '+'));
    const picked = parsed && (parsed.countryCallingCode === country.dialCode ? country : listedCountry(parsed));
    if (parsed && picked) return { country: picked, number: parsed.nationalNumber };
  }
  // Typing "+44…" a key at a time: kept as typed until it names a country.
  if (/^\+\d{0,3}$/.test(compact)) return { country, number: compact };
  return { country, number: digitsOnly(text).slice(0, MAX_PHONE_DIGITS - country.dialCode.length) };
}

/** A stored number (E.164) as the field shows it: its country and national number; Indian when unreadable. */
export function phoneValue(stored: string): PhoneValue {
  const parsed = parsePhoneNumberFromString(stored, { defaultCountry: PHONE_DEFAULT_COUNTRY });
  const country = parsed && listedCountry(parsed);
  if (parsed && country) return { country, number: parsed.nationalNumber };
  return { country: DEFAULT_COUNTRY, number: digitsOnly(stored) };
}

/** The picker's country for a number: its own, or the main country of its calling code (+44 7911…: Guernsey, so United Kingdom). */
function listedCountry(parsed: { country?: CountryCode; countryCallingCode: string }): Country | undefined {
  return (
    countries.find((c) => c.iso === parsed.country) ??
    countries.find((c) => c.iso === countryOfCallingCode(parsed.countryCallingCode))
  );
}
