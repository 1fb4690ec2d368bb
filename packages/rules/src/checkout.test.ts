import { describe, expect, it } from 'vitest';
import { moveOutDateProblem, noticeDateProblem } from './checkout';

describe('checkout dates', () => {
  it('takes a notice dated today or up to a year back', () => {
    expect(noticeDateProblem('2026-12-07', '2026-12-07')).toBeNull();
    expect(noticeDateProblem('2026-12-08', '2026-12-07')).toBe('Notice date cannot be later than today.');
  });

  it('takes a new move-out date only after today and after the present one', () => {
    expect(moveOutDateProblem('2026-12-20', '2026-12-01', '2026-12-07')).toBeNull();
    expect(moveOutDateProblem('2026-12-07', '2026-12-01', '2026-12-07')).toBe('New move-out date must be after today.');
    expect(moveOutDateProblem('2026-12-20', '2026-12-20', '2026-12-07')).toBe(
      'New move-out date must be after the present one, 20 Dec 2026.',
    );
  });
});
