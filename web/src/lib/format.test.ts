import {
  digitsOnly,
  formatOrdinalDate,
  formatPaise,
  formatRs,
  formatRsAmount,
  groupIndian,
  initials,
  todayInIndia,
} from './format';

describe('todayInIndia', () => {
  it('is the date in India, which runs ahead of UTC by five and a half hours', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:31:00Z'))).toBe('2026-11-22');
  });
});

describe('format', () => {
  it('shows paise as rupees', () => {
    expect(formatPaise(900000)).toBe('₹9,000.00');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
  });

  it('groups digits the Indian way: thousands, then lakhs and crores in twos', () => {
    expect(groupIndian('0')).toBe('0');
    expect(groupIndian('5')).toBe('5');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('245000')).toBe('2,45,000');
    expect(groupIndian('4750000')).toBe('47,50,000');
    expect(groupIndian('250000000')).toBe('25,00,00,000');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(500)).toBe('₹5.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(100_000)).toBe('₹1,000.00');
    expect(formatPaise(10_000_000)).toBe('₹1,00,000.00');
    expect(formatPaise(24_500_000)).toBe('₹2,45,000.00');
    expect(formatPaise(-50_000)).toBe('-₹500.00');
    expect(formatPaise(-24_500_050)).toBe('-₹2,45,000.50');
  });

  it('shows amounts past 2^31 paise (Money in the API) to the paisa', () => {
    expect(formatPaise(2_500_000_000)).toBe('₹2,50,00,000.00');
    expect(formatPaise(25_000_000_000)).toBe('₹25,00,00,000.00');
    expect(formatPaise(2_147_483_648)).toBe('₹2,14,74,836.48');
    expect(formatPaise(-2_500_000_001)).toBe('-₹2,50,00,000.01');
    expect(formatPaise(900_719_925_474_099)).toBe('₹90,07,19,92,54,740.99');
    expect(formatRsAmount(2_500_000_000)).toBe('Rs. 2,50,00,000/-');
  });

  it('writes dates as day-ordinal Mon, year', () => {
    expect(formatOrdinalDate('2024-03-01')).toBe('1st Mar, 2024');
    expect(formatOrdinalDate('2024-11-22')).toBe('22nd Nov, 2024');
    expect(formatOrdinalDate('2024-12-13')).toBe('13th Dec, 2024');
    expect(formatOrdinalDate('not a date')).toBe('');
  });

  it('keeps digits only', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
  });
});

describe('format for the student screens', () => {
  it('writes a deposit as Rs. n/-, digits grouped', () => {
    expect(formatRsAmount(900000)).toBe('Rs. 9,000/-');
    expect(formatRsAmount(900050)).toBe('Rs. 9,000.50/-');
    expect(formatRsAmount(15_000_000)).toBe('Rs. 1,50,000/-');
    expect(formatRsAmount(0)).toBe('Rs. 0/-');
  });

  it('writes rupees in a sentence without the /-', () => {
    expect(formatRs(20_000)).toBe('Rs. 200');
    expect(formatRs(15_000_000)).toBe('Rs. 1,50,000');
    expect(formatRs(150)).toBe('Rs. 1.50');
  });

  it('takes up to two initials', () => {
    expect(initials('Asha Verma')).toBe('AV');
    expect(initials('  ravi  kumar singh ')).toBe('RS');
    expect(initials('meera')).toBe('M');
    expect(initials('')).toBe('');
  });
});
