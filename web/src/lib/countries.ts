export type Country = {
  /** ISO 3166-1 alpha-2 code. */
  iso: string;
  name: string;
  /** Calling code, digits only (no plus sign). */
  dialCode: string;
};

export const countries: readonly Country[] = [
  { iso: 'AF', name: 'Afghanistan', dialCode: '93' },
  { iso: 'AR', name: 'Argentina', dialCode: '54' },
  { iso: 'AU', name: 'Australia', dialCode: '61' },
  { iso: 'AT', name: 'Austria', dialCode: '43' },
  { iso: 'BH', name: 'Bahrain', dialCode: '973' },
  { iso: 'BD', name: 'Bangladesh', dialCode: '880' },
  { iso: 'BE', name: 'Belgium', dialCode: '32' },
  { iso: 'BT', name: 'Bhutan', dialCode: '975' },
  { iso: 'BR', name: 'Brazil', dialCode: '55' },
  { iso: 'CA', name: 'Canada', dialCode: '1' },
  { iso: 'CL', name: 'Chile', dialCode: '56' },
  { iso: 'CN', name: 'China', dialCode: '86' },
  { iso: 'CO', name: 'Colombia', dialCode: '57' },
  { iso: 'CZ', name: 'Czechia', dialCode: '420' },
  { iso: 'DK', name: 'Denmark', dialCode: '45' },
  { iso: 'EG', name: 'Egypt', dialCode: '20' },
  { iso: 'ET', name: 'Ethiopia', dialCode: '251' },
  { iso: 'FI', name: 'Finland', dialCode: '358' },
  { iso: 'FR', name: 'France', dialCode: '33' },
  { iso: 'DE', name: 'Germany', dialCode: '49' },
  { iso: 'GH', name: 'Ghana', dialCode: '233' },
  { iso: 'GR', name: 'Greece', dialCode: '30' },
  { iso: 'HK', name: 'Hong Kong', dialCode: '852' },
  { iso: 'HU', name: 'Hungary', dialCode: '36' },
  { iso: 'IN', name: 'India', dialCode: '91' },
  { iso: 'ID', name: 'Indonesia', dialCode: '62' },
  { iso: 'IR', name: 'Iran', dialCode: '98' },
  { iso: 'IQ', name: 'Iraq', dialCode: '964' },
  { iso: 'IE', name: 'Ireland', dialCode: '353' },
  { iso: 'IL', name: 'Israel', dialCode: '972' },
  { iso: 'IT', name: 'Italy', dialCode: '39' },
  { iso: 'JP', name: 'Japan', dialCode: '81' },
  { iso: 'JO', name: 'Jordan', dialCode: '962' },
  { iso: 'KZ', name: 'Kazakhstan', dialCode: '7' },
  { iso: 'KE', name: 'Kenya', dialCode: '254' },
  { iso: 'KW', name: 'Kuwait', dialCode: '965' },
  { iso: 'LB', name: 'Lebanon', dialCode: '961' },
  { iso: 'MY', name: 'Malaysia', dialCode: '60' },
  { iso: 'MV', name: 'Maldives', dialCode: '960' },
  { iso: 'MU', name: 'Mauritius', dialCode: '230' },
  { iso: 'MX', name: 'Mexico', dialCode: '52' },
  { iso: 'MA', name: 'Morocco', dialCode: '212' },
  { iso: 'MM', name: 'Myanmar', dialCode: '95' },
  { iso: 'NP', name: 'Nepal', dialCode: '977' },
  { iso: 'NL', name: 'Netherlands', dialCode: '31' },
  { iso: 'NZ', name: 'New Zealand', dialCode: '64' },
  { iso: 'NG', name: 'Nigeria', dialCode: '234' },
  { iso: 'NO', name: 'Norway', dialCode: '47' },
  { iso: 'OM', name: 'Oman', dialCode: '968' },
  { iso: 'PK', name: 'Pakistan', dialCode: '92' },
  { iso: 'PE', name: 'Peru', dialCode: '51' },
  { iso: 'PH', name: 'Philippines', dialCode: '63' },
  { iso: 'PL', name: 'Poland', dialCode: '48' },
  { iso: 'PT', name: 'Portugal', dialCode: '351' },
  { iso: 'QA', name: 'Qatar', dialCode: '974' },
  { iso: 'RO', name: 'Romania', dialCode: '40' },
  { iso: 'RU', name: 'Russia', dialCode: '7' },
  { iso: 'SA', name: 'Saudi Arabia', dialCode: '966' },
  { iso: 'SG', name: 'Singapore', dialCode: '65' },
  { iso: 'ZA', name: 'South Africa', dialCode: '27' },
  { iso: 'KR', name: 'South Korea', dialCode: '82' },
  { iso: 'ES', name: 'Spain', dialCode: '34' },
  { iso: 'LK', name: 'Sri Lanka', dialCode: '94' },
  { iso: 'SE', name: 'Sweden', dialCode: '46' },
  { iso: 'CH', name: 'Switzerland', dialCode: '41' },
  { iso: 'TW', name: 'Taiwan', dialCode: '886' },
  { iso: 'TZ', name: 'Tanzania', dialCode: '255' },
  { iso: 'TH', name: 'Thailand', dialCode: '66' },
  { iso: 'TR', name: 'Türkiye', dialCode: '90' },
  { iso: 'UG', name: 'Uganda', dialCode: '256' },
  { iso: 'UA', name: 'Ukraine', dialCode: '380' },
  { iso: 'AE', name: 'United Arab Emirates', dialCode: '971' },
  { iso: 'GB', name: 'United Kingdom', dialCode: '44' },
  { iso: 'US', name: 'United States', dialCode: '1' },
  { iso: 'UZ', name: 'Uzbekistan', dialCode: '998' },
  { iso: 'VN', name: 'Vietnam', dialCode: '84' },
  { iso: 'ZM', name: 'Zambia', dialCode: '260' },
  { iso: 'ZW', name: 'Zimbabwe', dialCode: '263' },
];

export const DEFAULT_COUNTRY: Country = countries.find((country) => country.iso === 'IN')!;

/** The flag emoji, built from the ISO code's regional indicator symbols. */
export function countryFlag(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Case-insensitive match on name, ISO code or calling code (with or without "+"). */
/** The country pickers' search waits this long after the last key (components/CountrySelect, the login's combobox). */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

export function searchCountries(query: string): Country[] {
  const term = query.trim().toLowerCase().replace(/^\+/, '');
  if (!term) return [...countries];
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(term) ||
      country.iso.toLowerCase() === term ||
      country.dialCode.startsWith(term),
  );
}
