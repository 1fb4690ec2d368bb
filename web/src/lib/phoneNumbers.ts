import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { countryOfCallingCode, PHONE_DEFAULT_COUNTRY } from '@hostel-admin/rules';
import { countries, DEFAULT_COUNTRY, type Country } from './countries';
import { digitsOnly } from './format';
import type { PhoneValue } from './phone';

/**
 * What reading a phone number needs libphonenumber's metadata for (~25 KB of compressed JavaScript): a page that
 * shows a phone field loads this when the field is first focused (`loadPhoneNumbers` in ./phone), not with the page.
 */

/** An international number as typed ("+447812345678"): its listed country and national number, when readable. */
export function internationalPhone(international: string, picked: Country): PhoneValue | undefined {
  const parsed = parsePhoneNumberFromString(international);
  const country = parsed && (parsed.countryCallingCode === picked.dialCode ? picked : listedCountry(parsed));
  return parsed && country ? { country, number: parsed.nationalNumber } : undefined;
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
