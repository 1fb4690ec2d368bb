import { PHONE_SEPARATORS } from '@hostel-admin/rules';
import { DEFAULT_COUNTRY, type Country } from './countries';
import { digitsOnly } from './format';

/**
 * The phone field: a country picker beside the national number. What the number must be is the one phone rule
 * (`checkPhone`, `residentPhoneProblem`, `accountPhoneProblem` in @hostel-admin/rules, which the server applies
 * too); this file turns what the field holds into the text the rule reads. Reading an international number's
 * country, and a stored number back (./phoneNumbers), needs libphonenumber's metadata: loaded with the first focus
 * of a phone field, not with the page (issue 37).
 */

/** A phone field's value: the country picked and the number typed after its calling code. */
export type PhoneValue = { country: Country; number: string };

/** A phone number holds at most 15 digits, calling code included (E.164). */
export const MAX_PHONE_DIGITS = 15;

export const emptyPhone = (country: Country = DEFAULT_COUNTRY): PhoneValue => ({ country, number: '' });

let numbers: typeof import('./phoneNumbers') | undefined;
let loading: Promise<typeof import('./phoneNumbers')> | undefined;

/** Loads what reads international numbers (libphonenumber's metadata); a phone field asks for it on focus. */
export function loadPhoneNumbers(): Promise<typeof import('./phoneNumbers')> {
  loading ??= import('./phoneNumbers').then(
    (loaded) => (numbers = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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
 * until it does; before the metadata has loaded, the whole number stays as typed, which the rule reads as it is,
 * and PhoneInput reads it again once loaded); anything else keeps digits only, at most
 * what fits after the calling code in 15 digits ("098765 43210" keeps its trunk 0: the rule reads it).
 */
export function phoneFromInput(text: string, country: Country): PhoneValue {
  const compact = text.trim().replace(PHONE_SEPARATORS, '');
  if (/^(\+|00)\d/.test(compact)) {
    const international = compact.replace(/^00/, '+');
    if (!numbers) return { country, number: `+${digitsOnly(international).slice(0, MAX_PHONE_DIGITS)}` };
    const read = numbers.internationalPhone(international, country);
    if (read) return read;
  }
  // Typing "+44…" a key at a time: kept as typed until it names a country.
  if (/^\+\d{0,3}$/.test(compact)) return { country, number: compact };
  return { country, number: digitsOnly(text).slice(0, MAX_PHONE_DIGITS - country.dialCode.length) };
}
