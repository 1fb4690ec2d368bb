import { addDays, addMonths, readableDate } from './calendar';
import { atMostCharacters } from './problems';

/**
 * Food Details: a menu per date and meal, and who ate. The spec's calendar goes back two months to today; menus may
 * also be planned for the coming week; attendance is never marked ahead.
 */
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];
export const MEAL_LABELS: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

/** The beds' food plans whose residents the kitchen expects at every meal. */
export const FOOD_PLANS_EATING = ['veg', 'non_veg'] as const;

export const FOOD_TITLE_MAX = 80;
export const FOOD_DETAILS_MAX = 300;
/** How far back the calendar goes, and how far ahead a menu may be planned. */
export const MEAL_MONTHS_BACK = 2;
export const MENU_DAYS_AHEAD = 7;

export const mealMessages = {
  titleRequired: 'Food title is required.',
  titleTooLong: atMostCharacters('Food title', FOOD_TITLE_MAX),
  detailsTooLong: atMostCharacters('Food details', FOOD_DETAILS_MAX),
  mealInvalid: 'Meal must be Breakfast, Lunch or Dinner.',
  dateInvalid: 'Date must be a date written YYYY-MM-DD.',
  attendanceAhead: 'Attendance cannot be marked for a day that has not come.',
  residentRequired: 'Select a resident.',
  residentNotFound: 'Select a current resident of this hostel.',
  alreadyOnMenu: 'This meal already has a food with this title.',
} as const;

/** The first and last dates the calendar offers: two months back, to today (attendance) or a week ahead (menus). */
export function mealDateRange(today: string, kind: 'menu' | 'attendance'): { earliest: string; latest: string } {
  return {
    earliest: addMonths(today, -MEAL_MONTHS_BACK),
    latest: kind === 'menu' ? addDays(today, MENU_DAYS_AHEAD) : today,
  };
}

/** What is wrong with a meal's date for a menu or for attendance, in words, or null. */
export function mealDateProblem(date: string, today: string, kind: 'menu' | 'attendance'): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    return mealMessages.dateInvalid;
  const { earliest, latest } = mealDateRange(today, kind);
  if (date < earliest) return `Date must be on or after ${readableDate(earliest)}.`;
  if (date > latest)
    return kind === 'attendance' ? mealMessages.attendanceAhead : `Menus can be planned up to ${readableDate(latest)}.`;
  return null;
}

export function foodTitleProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return mealMessages.titleRequired;
  return value.trim().length > FOOD_TITLE_MAX ? mealMessages.titleTooLong : null;
}

export function foodDetailsProblem(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > FOOD_DETAILS_MAX ? mealMessages.detailsTooLong : null;
}

export function mealProblem(value: unknown): string | null {
  return (MEALS as readonly unknown[]).includes(value) ? null : mealMessages.mealInvalid;
}

/** The spec's calendar format: "2026-11-26" → "26-11-2026". */
export function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}
