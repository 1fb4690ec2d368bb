import { digitsOnly, formatDateTimeInIndia, formatOrdinalDate, initials, todayInIndia } from './format';

describe('todayInIndia', () => {
  it('is the date in India, which runs ahead of UTC by five and a half hours', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:31:00Z'))).toBe('2026-11-22');
  });
});

describe('formatDateTimeInIndia', () => {
  it("writes an instant as India's clock reads it, am and pm in small letters", () => {
    expect(formatDateTimeInIndia('2026-11-26T10:35:00Z')).toBe('26 Nov 2026, 4:05 pm');
    expect(formatDateTimeInIndia(new Date('2026-11-25T19:00:00Z'))).toBe('26 Nov 2026, 12:30 am');
    expect(formatDateTimeInIndia('not a date')).toBe('');
  });
});

describe('format', () => {
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

describe('initials', () => {
  it('takes up to two initials', () => {
    expect(initials('Asha Verma')).toBe('AV');
    expect(initials('  ravi  kumar singh ')).toBe('RS');
    expect(initials('meera')).toBe('M');
    expect(initials('')).toBe('');
  });
});
