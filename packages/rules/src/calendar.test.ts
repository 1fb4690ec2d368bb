import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isIsoDate, readableDate, timeAgo } from './calendar';

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

describe('timeAgo', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  it('says how long ago, in the largest whole unit, and the day after a week', () => {
    expect(
      [
        0,
        59_000,
        60_000,
        59 * 60_000,
        3_600_000,
        23.9 * 3_600_000,
        24 * 3_600_000,
        47.9 * 3_600_000,
        6.9 * 86_400_000,
      ].map((ms) => timeAgo(before(ms), now)),
    ).toEqual([
      'just now',
      'just now',
      '1 min ago',
      '59 min ago',
      '1 h ago',
      '23 h ago',
      'yesterday',
      'yesterday',
      '6 days ago',
    ]);
    expect(timeAgo(before(-5_000), now)).toBe('just now');
    // 7 days before 10:00 UTC is 19 Nov, 15:30 in India; 19:00 UTC on 18 Nov is already 19 Nov in India.
    expect(timeAgo(before(7 * 86_400_000), now)).toBe('19 Nov 2026');
    expect(timeAgo(new Date('2026-11-18T19:00:00.000Z'), now)).toBe('19 Nov 2026');
  });
});
