import { type CountryCode, getCountryCallingCode, Metadata, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import metadataJson from 'libphonenumber-js/min/metadata';
import { PHONE_SEPARATORS } from './phone-text';

export { PHONE_SEPARATORS } from './phone-text';

/**
 * The one phone rule, for the server's inputs and the web's phone fields alike.
 *
 * libphonenumber-js with its small `min` metadata knows every country's calling code, lengths and number
 * patterns; India's rule is narrowed to what can receive a login code by SMS: a mobile number, 10 digits
 * starting with 6, 7, 8 or 9. A number without a calling code is Indian. Pasted forms are accepted:
 * "+91 98765 43210", "+91-98765-43210", "098765 43210", "(987) 654-3210". Every number is stored as
 * E.164 ("+919876543210").
 */
export const PHONE_DEFAULT_COUNTRY: CountryCode = 'IN';

/** Countries whose numbers must be mobile numbers, checked beyond the metadata. */
const MOBILE_RULES: Partial<Record<CountryCode, { digits: number; firstDigits: string; name: string }>> = {
  IN: { digits: 10, firstDigits: '6789', name: 'Indian' },
};

export type PhoneProblem =
  | { kind: 'required' }
  /** Wrong number of digits for the country. */
  | { kind: 'length'; country: CountryCode }
  /** Right length, but no number of the country starts like this. */
  | { kind: 'prefix'; country: CountryCode }
  /** Not digits, or an unknown calling code. */
  | { kind: 'unreadable' };

export type PhoneCheck = { e164: string; problem?: undefined } | { e164?: undefined; problem: PhoneProblem };

/** The number in E.164, or what is wrong with it. */
export function checkPhone(value: unknown): PhoneCheck {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return { problem: { kind: 'required' } };
  if (typeof value !== 'string') return { problem: { kind: 'unreadable' } };
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  const international = compact.startsWith('+') || compact.startsWith('00');
  if (!/^\+?\d+$/.test(compact) || compact.length > 20)
    return { problem: international ? { kind: 'unreadable' } : { kind: 'length', country: PHONE_DEFAULT_COUNTRY } };
  const parsed = parsePhoneNumberFromString(compact, { defaultCountry: PHONE_DEFAULT_COUNTRY });
  if (!parsed) {
    // Too short to parse: a known calling code makes it a length problem of that country.
    const callingCountry = international
      ? countryOfLeadingCode(compact.replace(/^(\+|00)/, ''))
      : PHONE_DEFAULT_COUNTRY;
    return { problem: callingCountry ? { kind: 'length', country: callingCountry } : { kind: 'unreadable' } };
  }
  const country = parsed.country ?? countryOfCallingCode(parsed.countryCallingCode);
  if (!country) return { problem: { kind: 'unreadable' } };
  const mobile = MOBILE_RULES[country];
  if (mobile) {
    const national = parsed.nationalNumber;
    if (national.length !== mobile.digits) return { problem: { kind: 'length', country } };
    if (!mobile.firstDigits.includes(national[0]!)) return { problem: { kind: 'prefix', country } };
    return { e164: parsed.number };
  }
  if (parsed.isValid()) return { e164: parsed.number };
  return {
    problem: { kind: possibleLengths(country).includes(parsed.nationalNumber.length) ? 'prefix' : 'length', country },
  };
}

/** The number in E.164, or null when it is not a valid number. */
export function toE164(value: unknown): string | null {
  return checkPhone(value).e164 ?? null;
}

/** A stored number as people read it: "+91 98765 43210"; anything unreadable as it is. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value, { defaultCountry: PHONE_DEFAULT_COUNTRY })?.formatInternational() ?? value;
}

/** The words for a problem, naming the field as the screens label it ("Phone"). */
export function phoneMessage(problem: PhoneProblem, label = 'Phone'): string {
  switch (problem.kind) {
    case 'required':
      return `${label} is required`;
    case 'unreadable':
      return `${label} must be a phone number: digits, with a country code such as +91 for a number outside India`;
    default:
      return `${label} must be ${phoneAllowed(problem.country)}.`;
  }
}

/** What a number of the country looks like, in words. */
export function phoneAllowed(country: CountryCode): string {
  const mobile = MOBILE_RULES[country];
  if (mobile) {
    const first = [...mobile.firstDigits];
    const starts = `${first.slice(0, -1).join(', ')} or ${first[first.length - 1]}`;
    return `a valid ${mobile.name} mobile number: ${mobile.digits} digits starting with ${starts}`;
  }
  const lengths = possibleLengths(country);
  const count =
    lengths.length > 1 ? `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}` : lengths[0];
  return `a valid number of ${countryName(country)} (+${getCountryCallingCode(country)}): ${count} digits after the country code`;
}

/**
 * A resident's phone (check-in, edit, the CSV import), in the spec's words where it has them: "Phone number is
 * required", "Must be of 10 digits." for an Indian number of another length.
 */
export function residentPhoneProblem(value: unknown): string | null {
  const { problem } = checkPhone(value);
  if (!problem) return null;
  if (problem.kind === 'required') return 'Phone number is required';
  if (problem.kind === 'length' && problem.country === PHONE_DEFAULT_COUNTRY) return 'Must be of 10 digits.';
  return phoneMessage(problem);
}

/** A login or account phone: null when fine. */
export function accountPhoneProblem(value: unknown): string | null {
  const { problem } = checkPhone(value);
  return problem ? phoneMessage(problem) : null;
}

const metadata = new Metadata();

function possibleLengths(country: CountryCode): number[] {
  metadata.selectNumberingPlan(country);
  return metadata.numberingPlan?.possibleLengths() ?? [];
}

/** The main country of a calling code (+1: US, +7: RU), or none for a non-geographic one. */
export function countryOfCallingCode(code: string): CountryCode | undefined {
  return metadataJson.country_calling_codes[code]?.[0];
}

/** The country of the calling code these digits start with (1 to 3 digits), if any. */
function countryOfLeadingCode(digits: string): CountryCode | undefined {
  for (const length of [1, 2, 3]) {
    const country = countryOfCallingCode(digits.slice(0, length));
    if (country) return country;
  }
  return undefined;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(country: CountryCode): string {
  return regionNames.of(country) ?? country;
}
