import { describe, expect, it } from 'vitest';
import { groupIndian, indianNumber, Money } from './money';

describe('Money.format: the one way an amount is written', () => {
  it('writes rupees after "Rs.", paise only when there are any', () => {
    expect(Money.format(900000)).toBe('Rs. 9,000');
    expect(Money.format(900050)).toBe('Rs. 9,000.50');
    expect(Money.format(12345678)).toBe('Rs. 1,23,456.78');
    expect(Money.format(20_000)).toBe('Rs. 200');
    expect(Money.format(150)).toBe('Rs. 1.50');
    expect(Money.format(5)).toBe('Rs. 0.05');
    expect(Money.format(0)).toBe('Rs. 0');
  });

  it('groups digits the Indian way: thousands, then lakhs and crores in twos', () => {
    expect(groupIndian('0')).toBe('0');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('4750000')).toBe('47,50,000');
    expect(groupIndian('250000000')).toBe('25,00,00,000');
    expect(Money.format(100_000)).toBe('Rs. 1,000');
    expect(Money.format(10_000_000)).toBe('Rs. 1,00,000');
    expect(Money.format(24_500_000)).toBe('Rs. 2,45,000');
    expect(indianNumber(1_000_000)).toBe('10,00,000');
    expect(indianNumber(-12_345.9)).toBe('-12,345');
  });

  it('puts a minus in front of a negative amount', () => {
    expect(Money.format(-50_000)).toBe('-Rs. 500');
    expect(Money.format(-24_500_050)).toBe('-Rs. 2,45,000.50');
  });

  it('writes amounts past 2^31 paise (Money in the API) to the paisa', () => {
    expect(Money.format(2_500_000_000)).toBe('Rs. 2,50,00,000');
    expect(Money.format(2_147_483_648)).toBe('Rs. 2,14,74,836.48');
    expect(Money.format(-2_500_000_001)).toBe('-Rs. 2,50,00,000.01');
    expect(Money.format(900_719_925_474_099)).toBe('Rs. 90,07,19,92,54,740.99');
  });
});

describe('Money in forms and files', () => {
  it('turns typed rupees into paise', () => {
    expect(Money.parseRupees('9000')).toBe(900000);
    expect(Money.parseRupees(' 123.45 ')).toBe(12345);
    expect(Money.parseRupees('0.5')).toBe(50);
    expect(Money.parseRupees('')).toBeNull();
    expect(Money.parseRupees('12.345')).toBeNull();
    expect(Money.parseRupees('-5')).toBeNull();
    expect(Money.parseRupees('abc')).toBeNull();
  });

  it('takes digits grouped with commas, the Indian or the Western way', () => {
    expect(Money.parseRupees('4,750')).toBe(475000);
    expect(Money.parseRupees('4,750.50')).toBe(475050);
    expect(Money.parseRupees('47,50,000')).toBe(475000000);
    expect(Money.parseRupees('1,00,000')).toBe(10000000);
    expect(Money.parseRupees('4,750,000')).toBe(475000000);
    expect(Money.parseRupees('100,000.5')).toBe(10000050);
    expect(Money.parseRupees(' 10,00,000 ')).toBe(100000000);
    expect(Money.parseRupees('25,00,00,000.00')).toBe(25_000_000_000);
  });

  it('refuses letters, more than two decimals, commas out of place and a written amount', () => {
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
    ])
      expect(Money.parseRupees(text), text).toBeNull();
    expect(Money.parseRupees(Money.format(475_000))).toBeNull();
  });

  it('starts a rupee field from paise, and reads back what it wrote', () => {
    expect(Money.toRupeesInput(900000)).toBe('9000');
    expect(Money.toRupeesInput(12345)).toBe('123.45');
    expect(Money.toRupeesInput(12340)).toBe('123.40');
    expect(Money.toRupeesInput(0)).toBe('0');
    for (const paise of [0, 5, 12340, 900050, 25_000_000_000])
      expect(Money.parseRupees(Money.toRupeesInput(paise))).toBe(paise);
  });

  it('writes plain rupees for spreadsheets and reads whole rupees from the legacy API', () => {
    expect(Money.plain(600000)).toBe('6000.00');
    expect(Money.plain(5)).toBe('0.05');
    expect(Money.plain(-50)).toBe('-0.50');
    expect(Money.plain(25_000_000_000)).toBe('250000000.00');
    expect(Money.fromRupees(8500)).toBe(850000);
  });
});
