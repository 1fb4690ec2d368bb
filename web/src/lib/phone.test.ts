import { countries, DEFAULT_COUNTRY, searchCountries } from './countries';
import { cleanNationalNumber, toInternational } from './phone';

const unitedStates = countries.find((country) => country.iso === 'US')!;
const bahrain = countries.find((country) => country.iso === 'BH')!;

describe('phone numbers', () => {
  it('keeps digits only and caps calling code + number at 15 digits', () => {
    expect(cleanNationalNumber('98765-abc 43210', DEFAULT_COUNTRY)).toBe('9876543210');
    expect(cleanNationalNumber('1234567890123456789', DEFAULT_COUNTRY)).toHaveLength(13);
    expect(cleanNationalNumber('1234567890123456789', unitedStates)).toHaveLength(14);
    expect(cleanNationalNumber('1234567890123456789', bahrain)).toHaveLength(12);
  });

  it('drops the calling code of a pasted international number', () => {
    expect(cleanNationalNumber('+91 98765 43210', DEFAULT_COUNTRY)).toBe('9876543210');
  });

  it('writes "+" + calling code + number', () => {
    expect(toInternational(DEFAULT_COUNTRY, '9876543210')).toBe('+919876543210');
  });

  it('searches countries by name or code', () => {
    expect(DEFAULT_COUNTRY.dialCode).toBe('91');
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(searchCountries('ind').map((country) => country.iso)).toEqual(['IN', 'ID']);
    expect(searchCountries('+977').map((country) => country.name)).toEqual(['Nepal']);
    expect(searchCountries('zzz')).toEqual([]);
  });
});
