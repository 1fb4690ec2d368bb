import { paiseToRupeesInput, rupeesToPaise } from './format';

describe('rupee form amounts', () => {
  it('turns typed rupees into paise', () => {
    expect(rupeesToPaise('9000')).toBe(900000);
    expect(rupeesToPaise(' 123.45 ')).toBe(12345);
    expect(rupeesToPaise('0.5')).toBe(50);
    expect(rupeesToPaise('')).toBeNull();
    expect(rupeesToPaise('12.345')).toBeNull();
    expect(rupeesToPaise('-5')).toBeNull();
    expect(rupeesToPaise('abc')).toBeNull();
  });

  it('shows paise as the rupees a field starts with', () => {
    expect(paiseToRupeesInput(900000)).toBe('9000');
    expect(paiseToRupeesInput(12345)).toBe('123.45');
    expect(paiseToRupeesInput(0)).toBe('0');
  });
});
