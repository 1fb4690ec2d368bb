import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { addDays, isIsoDate } from '../../common/calendar';
import { hasLineControl } from '../../common/input-text';
import { residentPhoneProblem } from '../../common/phone';
import { Phone, Rule } from '../../common/validators';

/** Field rules of a resident, with the spec's check-in messages; blank values give the "required" message only. */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
/** A simple address pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with a (trimmed) name, e-mail or phone, or null; the decorators below and the CSV import share them. */
export const nameProblem = (v: unknown) =>
  blank(v) || typeof v !== 'string'
    ? 'Name is required.'
    : v.length > NAME_MAX
      ? `Name must be at most ${NAME_MAX} characters`
      : hasLineControl(v)
        ? 'Name must not contain line breaks or control characters'
        : null;
export const emailProblem = (v: unknown) =>
  blank(v)
    ? 'Email is required.'
    : typeof v !== 'string' || v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v) || hasLineControl(v)
      ? 'Invalid email format.'
      : null;
/** The one phone rule (common/phone.ts) in the check-in's words: "Phone number is required", "Must be of 10 digits.". */
export const phoneProblem = residentPhoneProblem;

export const PersonName = () => applyDecorators(trimmed(), Rule('personName', nameProblem));

export const PersonEmail = () => applyDecorators(trimmed(), Rule('personEmail', emailProblem));

/** Stored as E.164 ("+919876543210"); pasted forms such as "+91 98765 43210" or "098765 43210" are accepted. */
export const PersonPhone = () => Phone(phoneProblem);

/** A calendar date written YYYY-MM-DD. */
export const CalendarDate = () =>
  Rule('calendarDate', (v) => (isIsoDate(v) ? null : '$property must be a date written YYYY-MM-DD'));

/** Dates before this are typing mistakes. */
export const EARLIEST_DATE = '2000-01-01';
/** A move-in may be booked up to this many days ahead. */
export const MOVE_IN_MAX_DAYS_AHEAD = 180;

/** The problem with a move-in date given today (India), or null: not before 2000, at most 180 days ahead. */
export function moveInDateProblem(date: string, today: string): string | null {
  if (date < EARLIEST_DATE) return `Move-in date must be on or after ${EARLIEST_DATE}`;
  if (date > addDays(today, MOVE_IN_MAX_DAYS_AHEAD))
    return `Move-in date must be within ${MOVE_IN_MAX_DAYS_AHEAD} days from today`;
  return null;
}
