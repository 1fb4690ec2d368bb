import { countries, DEFAULT_COUNTRY, searchCountries } from './countries';
import {
  accountPhoneProblem,
  checkPhone,
  formatPhone,
  phoneFromInput,
  phoneText,
  phoneValue,
  residentPhoneProblem,
  toE164,
} from './phone';

// The same cases as the server's (server/src/common/phone.spec.ts): one rule on both sides.

const INDIAN = 'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.';

describe('the phone rule', () => {
  it.each([
    ['+91 98765 43210'],
    ['+91-98765-43210'],
    ['098765 43210'],
    ['98765 43210'],
    ['98765-43210'],
    ['9876543210'],
    ['919876543210'],
    ['+919876543210'],
    ['0091 98765 43210'],
    ['(98765) 43210'],
  ])('reads the pasted form %j as +919876543210', (typed) => {
    expect(toE164(typed)).toBe('+919876543210');
    expect(residentPhoneProblem(typed)).toBeNull();
    expect(accountPhoneProblem(typed)).toBeNull();
  });

  it('takes Indian mobile numbers starting with 6, 7, 8 or 9 only', () => {
    for (const first of '6789') expect(toE164(`${first}876543210`)).toBe(`+91${first}876543210`);
    for (const first of '012345') {
      expect(checkPhone(`${first}876543210`).problem?.kind).not.toBeUndefined();
      expect(accountPhoneProblem(`+91${first}876543210`)).toBe(INDIAN);
    }
    expect(residentPhoneProblem('5876543210')).toBe(INDIAN);
  });

  it("gives an Indian number of another length the spec's message at check-in", () => {
    for (const typed of ['98765', '987654321', '98765432101', '+91 98765 4321', '98765abc10'])
      expect([typed, residentPhoneProblem(typed)]).toEqual([typed, 'Must be of 10 digits.']);
    expect(residentPhoneProblem('')).toBe('Phone number is required');
    expect(residentPhoneProblem('   ')).toBe('Phone number is required');
    expect(accountPhoneProblem('987654321')).toBe(INDIAN);
    expect(accountPhoneProblem('')).toBe('Phone is required');
  });

  it("checks another country's lengths and patterns from the metadata", () => {
    expect(toE164('+44 7812 345678')).toBe('+447812345678');
    expect(toE164('+1 (202) 555-0143')).toBe('+12025550143');
    expect(toE164('+977 984-1234567')).toBe('+9779841234567');
    expect(accountPhoneProblem('+44 7812 3456')).toBe(
      'Phone must be a valid number of United Kingdom (+44): 7, 9 or 10 digits after the country code.',
    );
    expect(accountPhoneProblem('+1 202 555 01')).toMatch(
      /^Phone must be a valid number of United States \(\+1\): 10 digits/,
    );
    expect(residentPhoneProblem('+44 7812 3456')).toMatch(/United Kingdom/);
  });

  it('takes a number too short to read as a length problem of its calling code', () => {
    expect(accountPhoneProblem('+91 9')).toBe(INDIAN);
    expect(residentPhoneProblem('+91 9')).toBe('Must be of 10 digits.');
    expect(residentPhoneProblem('9')).toBe('Must be of 10 digits.');
    expect(accountPhoneProblem('+44 7')).toMatch(/^Phone must be a valid number of United Kingdom \(\+44\)/);
  });

  it('refuses what is not a phone number', () => {
    for (const typed of ['+999 1234567', '+91 98765 4321x', 'phone', 42])
      expect(accountPhoneProblem(typed)).toMatch(/^Phone must be/);
  });

  it('writes a stored number as people read it', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+447812345678')).toBe('+44 7812 345678');
    expect(formatPhone('garbage')).toBe('garbage');
  });
});

const unitedKingdom = countries.find((country) => country.iso === 'GB')!;
const unitedStates = countries.find((country) => country.iso === 'US')!;

describe('the phone field', () => {
  it('keeps digits only, at most what fits after the calling code in 15 digits', () => {
    expect(phoneFromInput('98765-abc 43210', DEFAULT_COUNTRY)).toEqual({
      country: DEFAULT_COUNTRY,
      number: '9876543210',
    });
    expect(phoneFromInput('1234567890123456789', DEFAULT_COUNTRY).number).toHaveLength(13);
    expect(phoneFromInput('1234567890123456789', unitedStates).number).toHaveLength(14);
  });

  it('picks the country of a pasted international number', () => {
    expect(phoneFromInput('+91 98765 43210', unitedKingdom)).toEqual({
      country: DEFAULT_COUNTRY,
      number: '9876543210',
    });
    expect(phoneFromInput('+91-98765-43210', DEFAULT_COUNTRY)).toEqual({
      country: DEFAULT_COUNTRY,
      number: '9876543210',
    });
    expect(phoneFromInput('0044 7812 345678', DEFAULT_COUNTRY)).toEqual({
      country: unitedKingdom,
      number: '7812345678',
    });
    expect(phoneFromInput('098765 43210', DEFAULT_COUNTRY)).toEqual({
      country: DEFAULT_COUNTRY,
      number: '09876543210',
    });
  });

  it.each([
    ['+91 98765 43210', DEFAULT_COUNTRY, '9876543210'],
    ['+44 7812 345678', unitedKingdom, '7812345678'],
    ['+1 202 555 0143', unitedStates, '2025550143'],
  ])('follows %j typed a key at a time to its country', (typed, country, number) => {
    let value = phoneFromInput('', DEFAULT_COUNTRY);
    for (const key of typed) value = phoneFromInput(value.number + key, value.country);
    expect(value).toEqual({ country, number });
    expect(toE164(phoneText(value))).toBe(`+${country.dialCode}${number}`);
  });

  it('checks a number still being typed with its own calling code', () => {
    expect(phoneFromInput('+4', DEFAULT_COUNTRY)).toEqual({ country: DEFAULT_COUNTRY, number: '+4' });
    expect(phoneText({ country: DEFAULT_COUNTRY, number: '+44' })).toBe('+44');
    expect(accountPhoneProblem(phoneText({ country: DEFAULT_COUNTRY, number: '+44' }))).toMatch(/United Kingdom/);
  });

  it('joins country and number for the rule, and splits a stored number back', () => {
    expect(toE164(phoneText({ country: DEFAULT_COUNTRY, number: '09876543210' }))).toBe('+919876543210');
    expect(phoneText({ country: unitedKingdom, number: '' })).toBe('');
    expect(residentPhoneProblem(phoneText({ country: DEFAULT_COUNTRY, number: '98765' }))).toBe(
      'Must be of 10 digits.',
    );
    expect(phoneValue('+447812345678')).toEqual({ country: unitedKingdom, number: '7812345678' });
    expect(phoneValue('9876543210')).toEqual({ country: DEFAULT_COUNTRY, number: '9876543210' });
  });

  it('searches countries by name or code', () => {
    expect(DEFAULT_COUNTRY.dialCode).toBe('91');
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(searchCountries('ind').map((country) => country.iso)).toEqual(['IN', 'ID']);
    expect(searchCountries('+977').map((country) => country.name)).toEqual(['Nepal']);
    expect(searchCountries('zzz')).toEqual([]);
  });
});
