import { describe, expect, it } from 'vitest';
import { billFromProblem, moveInDateProblem, rentChangeProblems } from './rent';

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
    expect(billFromProblem('2027-11-20', '2026-10-05', today)).toBeNull();
    expect(billFromProblem('2026-10-04', '2026-10-05', today)).toBe(
      'Bill rent from must be on or after the Move-in Date.',
    );
    expect(billFromProblem('2027-12-01', '2026-10-05', today)).toBe('Bill rent from must be on or before 20 Nov 2027.');
  });
});

describe('rent changes', () => {
  const change = { kind: 'rent_change' as const, amountPaise: 950_000, effectiveDate: '2026-12-01', comment: null };
  const problems = (values: Partial<Parameters<typeof rentChangeProblems>[0]>) =>
    rentChangeProblems({ ...change, ...values }, today);

  it('needs an amount except for a waiver, which takes none', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ amountPaise: null })).toEqual([{ field: 'amountPaise', message: 'Amount is required.' }]);
    expect(problems({ kind: 'waiver', amountPaise: 500, effectiveDate: today, comment: 'Flood' })).toEqual([
      { field: 'amountPaise', message: 'A waiver takes no amount: it waives the whole period.' },
    ]);
  });

  it('never rewrites billed rent: a new rent starts today or later, a waiver is for a billed period, a year either way', () => {
    expect(problems({ effectiveDate: '2026-11-19' })).toEqual([
      {
        field: 'effectiveDate',
        message: 'Effective date cannot be earlier than today: billed rent is never rewritten.',
      },
    ]);
    expect(problems({ kind: 'waiver', amountPaise: null, effectiveDate: '2026-11-21', comment: 'Flood' })).toEqual([
      { field: 'effectiveDate', message: 'A waiver is for a period already billed: pick a date up to today.' },
    ]);
    expect(problems({ effectiveDate: '2027-11-22' })).toEqual([
      { field: 'effectiveDate', message: 'Effective date must be on or before 21 Nov 2027.' },
    ]);
    expect(problems({ kind: 'one_time_surcharge', effectiveDate: '2025-11-18' })).toEqual([
      { field: 'effectiveDate', message: 'Effective date must be on or after 19 Nov 2025.' },
    ]);
  });

  it('needs a comment for a discount or a waiver', () => {
    expect(problems({ kind: 'one_time_discount' })).toEqual([
      { field: 'comment', message: 'Comment is required for a discount or a waiver.' },
    ]);
    expect(problems({ kind: 'one_time_surcharge' })).toEqual([]);
  });
});
