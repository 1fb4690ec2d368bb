import { FakeClock } from '../../test/support/fake-clock';
import { addDays, addMonths, isIsoDate, todayIn } from './calendar';

describe('calendar', () => {
  it('takes today from the clock in India (UTC+5:30)', () => {
    expect(todayIn(new FakeClock(new Date('2026-11-20T18:29:59Z')))).toBe('2026-11-20');
    expect(todayIn(new FakeClock(new Date('2026-11-20T18:30:00Z')))).toBe('2026-11-21');
    expect(todayIn(new FakeClock(new Date('2026-12-31T20:00:00Z')))).toBe('2027-01-01');
  });

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
  });
});
