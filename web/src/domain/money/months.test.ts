import { currentMonth, monthLabel, monthOrCurrent, yearOptions } from './months';

describe('months', () => {
  const now = new Date('2026-11-30T20:00:00Z'); // 1 Dec 2026, 01:30 in India

  it('takes this month in India', () => {
    expect(currentMonth(now)).toBe('2026-12');
    expect(monthOrCurrent('2026-13', now)).toBe('2026-12');
    expect(monthOrCurrent('2026-04', now)).toBe('2026-04');
  });

  it('names months and offers years around this one', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(yearOptions(now)).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021]);
  });
});
