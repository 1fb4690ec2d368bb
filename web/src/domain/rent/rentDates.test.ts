import { moveInConsequence, periodsStarted } from './rentDates';

const today = '2026-11-20';

describe('rent dates', () => {
  it('counts the periods started, clamping month ends like the server', () => {
    expect(periodsStarted('2026-10-10', today)).toEqual(['Oct-Nov', 'Nov-Dec']);
    expect(periodsStarted('2026-11-21', today)).toEqual([]);
    expect(periodsStarted('2026-08-31', '2026-09-30')).toEqual(['Aug-Sep', 'Sep-Oct']);
  });

  it('asks only for a move-in more than 31 days back, saying how many periods it makes due', () => {
    expect(moveInConsequence('2026-10-20', '2026-10-20', today)).toBeNull();
    expect(moveInConsequence('2026-10-10', '2026-10-10', today)).toBe(
      'Move-in Date 10 Oct 2026 is 41 days ago. Billing rent from 10 Oct 2026 makes 2 rent periods due now: Oct-Nov, Nov-Dec.',
    );
    expect(moveInConsequence('2025-01-10', '2026-11-01', today)).toBe(
      'Move-in Date 10 Jan 2025 is 679 days ago. Billing rent from 1 Nov 2026 makes 1 rent period due now: Nov-Dec.',
    );
    expect(moveInConsequence('2025-01-10', '2025-01-10', today)).toContain('makes 23 rent periods due now: Jan-Feb,');
  });
});
