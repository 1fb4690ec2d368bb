import { describe, expect, it } from 'vitest';
import { accountPhoneProblem, checkPhone, formatPhone, residentPhoneProblem, toE164 } from './phone';

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
