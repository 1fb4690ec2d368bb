import { billFromProblem, moveInConsequence, moveInDateProblem, periodsStarted } from './rentDates';

const today = '2026-11-20';

describe('rent dates', () => {
  it('allows move-in dates from five years back to one year ahead and gives the range otherwise', () => {
    expect(moveInDateProblem('2021-11-20', today)).toBeNull();
    expect(moveInDateProblem('2027-11-20', today)).toBeNull();
    const message = 'Move-in Date must be between 20 Nov 2021 and 20 Nov 2027.';
    expect(moveInDateProblem('2021-11-19', today)).toBe(message);
    expect(moveInDateProblem('2027-11-21', today)).toBe(message);
  });

  it('bills from the move-in date or later, at most a year ahead', () => {
    expect(billFromProblem('2026-10-05', '2026-10-05', today)).toBeNull();
    expect(billFromProblem('2026-10-04', '2026-10-05', today)).toBe(
      'Bill rent from must be on or after the Move-in Date.',
    );
    expect(billFromProblem('2027-12-01', '2026-10-05', today)).toBe('Bill rent from must be on or before 20 Nov 2027.');
  });

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
