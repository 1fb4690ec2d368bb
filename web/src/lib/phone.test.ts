import { countries, DEFAULT_COUNTRY, searchCountries } from './countries';
import { loadPhoneNumbers, phoneFromInput, phoneText } from './phone';
import { phoneValue } from './phoneNumbers';
import { accountPhoneProblem, residentPhoneProblem, toE164 } from '@hostel-admin/rules';

const unitedKingdom = countries.find((country) => country.iso === 'GB')!;
const unitedStates = countries.find((country) => country.iso === 'US')!;

describe('the phone field before the phone metadata has loaded', () => {
  it('keeps an international number whole, which the rule reads as it is, and reads it once loaded', async () => {
    vi.resetModules();
    const fresh = await import('./phone');
    const typed = fresh.phoneFromInput('0044 7812 345678', DEFAULT_COUNTRY);
    expect(typed).toEqual({ country: DEFAULT_COUNTRY, number: '+447812345678' });
    expect(toE164(fresh.phoneText(typed))).toBe('+447812345678');
    expect(fresh.phoneFromInput('98765 43210', DEFAULT_COUNTRY).number).toBe('9876543210');
    await fresh.loadPhoneNumbers();
    expect(fresh.phoneFromInput(typed.number, typed.country)).toEqual({ country: unitedKingdom, number: '7812345678' });
  });
});

describe('the phone field', () => {
  beforeAll(() => loadPhoneNumbers());

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
