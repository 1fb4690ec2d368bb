import { digitsOnly, formatOrdinalDate, formatPaise, formatRsAmount, initials, todayInIndia } from './format';

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

  it('shows amounts past 2^31 paise (Money in the API) to the paisa', () => {
    expect(formatPaise(2_500_000_000)).toBe('₹2,50,00,000.00');
    expect(formatPaise(2_147_483_648)).toBe('₹2,14,74,836.48');
    expect(formatPaise(-2_500_000_001)).toBe('-₹2,50,00,000.01');
    expect(formatRsAmount(2_500_000_000)).toBe('Rs. 25000000/-');
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
  it('writes a deposit as Rs. n/-', () => {
    expect(formatRsAmount(900000)).toBe('Rs. 9000/-');
    expect(formatRsAmount(900050)).toBe('Rs. 9000.50/-');
  });

  it('takes up to two initials', () => {
    expect(initials('Asha Verma')).toBe('AV');
    expect(initials('  ravi  kumar singh ')).toBe('RS');
    expect(initials('meera')).toBe('M');
    expect(initials('')).toBe('');
  });
});
