import { describe, expect, it } from 'vitest';
import {
  dayMonthYear,
  foodDetailsProblem,
  foodTitleProblem,
  mealDateProblem,
  mealDateRange,
  mealMessages,
  mealProblem,
} from './meals';

describe('the meal rules', () => {
  it('offers two months back to today for attendance, and a week more for menus', () => {
    expect(mealDateRange('2026-11-26', 'attendance')).toEqual({ earliest: '2026-09-26', latest: '2026-11-26' });
    expect(mealDateRange('2026-11-26', 'menu')).toEqual({ earliest: '2026-09-26', latest: '2026-12-03' });
    expect(mealDateProblem('2026-09-26', '2026-11-26', 'attendance')).toBeNull();
    expect(mealDateProblem('2026-09-25', '2026-11-26', 'menu')).toBe('Date must be on or after 26 Sep 2026.');
    expect(mealDateProblem('2026-11-27', '2026-11-26', 'attendance')).toBe(mealMessages.attendanceAhead);
    expect(mealDateProblem('2026-12-03', '2026-11-26', 'menu')).toBeNull();
    expect(mealDateProblem('2026-12-04', '2026-11-26', 'menu')).toBe('Menus can be planned up to 3 Dec 2026.');
    expect(mealDateProblem('26-11-2026', '2026-11-26', 'menu')).toBe(mealMessages.dateInvalid);
  });

  it('wants a food title, bounds the details, and knows the three meals', () => {
    expect(foodTitleProblem(' Poha ')).toBeNull();
    expect(foodTitleProblem('  ')).toBe(mealMessages.titleRequired);
    expect(foodTitleProblem('x'.repeat(81))).toBe('Food title can be at most 80 characters.');
    expect(foodDetailsProblem(undefined)).toBeNull();
    expect(foodDetailsProblem('y'.repeat(301))).toBe('Food details can be at most 300 characters.');
    expect(mealProblem('lunch')).toBeNull();
    expect(mealProblem('snacks')).toBe(mealMessages.mealInvalid);
  });

  it('writes dates as the calendar shows them', () => {
    expect(dayMonthYear('2026-11-06')).toBe('06-11-2026');
  });
});
