import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isIsoDate, readableDate } from './calendar';

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(['2026-02-28', '2028-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '01-02-2026', '', 20261120, null].map(isIsoDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('adds days and months, clamping to month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 3)).toBe('2026-11-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-11-20', -60)).toBe('2021-11-20');
  });

  it('counts whole days between dates and writes a date as messages do', () => {
    expect(daysBetween('2026-10-10', '2026-11-20')).toBe(41);
    expect(daysBetween('2026-11-20', '2026-11-19')).toBe(-1);
    expect(readableDate('2021-11-24')).toBe('24 Nov 2021');
    expect(readableDate('2027-01-05')).toBe('5 Jan 2027');
  });
});
