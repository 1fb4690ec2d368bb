import { FakeClock } from '../../test/support/fake-clock';
import { todayIn } from './calendar';

describe('calendar', () => {
  it('takes today from the clock in India (UTC+5:30)', () => {
    expect(todayIn(new FakeClock(new Date('2026-11-20T18:29:59Z')))).toBe('2026-11-20');
    expect(todayIn(new FakeClock(new Date('2026-11-20T18:30:00Z')))).toBe('2026-11-21');
    expect(todayIn(new FakeClock(new Date('2026-12-31T20:00:00Z')))).toBe('2027-01-01');
  });
});
