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

  it('takes digits grouped with commas, the Indian or the Western way', () => {
    expect(rupeesToPaise('4,750')).toBe(475000);
    expect(rupeesToPaise('4,750.50')).toBe(475050);
    expect(rupeesToPaise('47,50,000')).toBe(475000000);
    expect(rupeesToPaise('1,00,000')).toBe(10000000);
    expect(rupeesToPaise('4,750,000')).toBe(475000000);
    expect(rupeesToPaise('100,000.5')).toBe(10000050);
    expect(rupeesToPaise(' 10,00,000 ')).toBe(100000000);
    expect(rupeesToPaise('25,00,00,000.00')).toBe(25_000_000_000);
  });

  it('refuses letters, more than two decimals and commas out of place', () => {
    for (const text of [
      '4,7a0',
      '1.234',
      '4,750.505',
      '4,75',
      '47,5',
      ',750',
      '4,750,',
      '4,,750',
      '4.750,00',
      '1,0000',
      'Rs. 4,750',
    ])
      expect(rupeesToPaise(text), text).toBeNull();
  });

  it('shows paise as the rupees a field starts with', () => {
    expect(paiseToRupeesInput(900000)).toBe('9000');
    expect(paiseToRupeesInput(12345)).toBe('123.45');
    expect(paiseToRupeesInput(0)).toBe('0');
  });
});
