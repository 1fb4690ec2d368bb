import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordMessages, PASSWORD_MAX } from './passwords';
import { compactPincode, INDIAN_STATES, pincodeProblem, profileMessages, stateProblem } from './profile';

describe('the password rule', () => {
  it('takes 10 or more characters with a letter and a digit', () => {
    expect(newPasswordProblem('Sunrise2026')).toBeNull();
    expect(newPasswordProblem('correct horse 7 battery')).toBeNull();
    expect(newPasswordProblem('कमरा2026सुबह')).toBeNull();
    expect(newPasswordProblem('abcd'.repeat(PASSWORD_MAX / 4 - 1) + 'Sun1')).toBeNull();
  });

  it.each([
    ['', passwordMessages.newRequired],
    [undefined, passwordMessages.newRequired],
    ['Sunrise26', passwordMessages.tooShort],
    ['x'.repeat(PASSWORD_MAX) + '1', passwordMessages.tooLong],
    ['SunriseResidency', passwordMessages.letterAndDigit],
    ['2026112600', passwordMessages.letterAndDigit],
    ['aaaaaaaaa1', passwordMessages.tooEasy],
    ['abab1212ab', passwordMessages.tooEasy],
    ['Password123', passwordMessages.tooEasy],
    ['QWERTY12345', passwordMessages.tooEasy],
  ])('refuses %j: %s', (password, message) => {
    expect(newPasswordProblem(password)).toBe(message);
  });

  it("refuses the user's own phone number inside it, however written", () => {
    expect(newPasswordProblem('rahul9876543210', '+919876543210')).toBe(passwordMessages.containsPhone);
    expect(newPasswordProblem('rahul-98765-43210', '+919876543210')).toBe(passwordMessages.containsPhone);
    expect(newPasswordProblem('rahul9876543210', '+919812345678')).toBeNull();
    expect(newPasswordProblem('rahul9876543210', null)).toBeNull();
  });
});

describe('the profile rules', () => {
  it('takes a six-digit Indian pincode, spaces dropped, not starting with 0', () => {
    expect(pincodeProblem(compactPincode('560 034'))).toBeNull();
    expect(pincodeProblem('110001')).toBeNull();
    expect(pincodeProblem('')).toBe(profileMessages.pincodeRequired);
    expect(pincodeProblem(null)).toBe(profileMessages.pincodeRequired);
    for (const wrong of ['056003', '56003', '5600341', '56003a', '५६००३४'])
      expect(pincodeProblem(wrong)).toBe(profileMessages.pincodeInvalid);
  });

  it('takes the 28 states and 8 union territories as written, nothing else', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(stateProblem('Karnataka')).toBeNull();
    expect(stateProblem('Dadra and Nagar Haveli and Daman and diu')).toBe(profileMessages.stateInvalid);
    expect(stateProblem('karnataka')).toBe(profileMessages.stateInvalid);
    expect(stateProblem('')).toBe(profileMessages.stateRequired);
  });
});
