import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { addMonths, isIsoDate, readableDate } from '../../common/calendar';
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
/** How far back a move-in may be recorded, and how far ahead it may be booked. */
export const MOVE_IN_YEARS_BACK = 5;
export const MOVE_IN_YEARS_AHEAD = 1;

/** The move-in dates allowed on `today` (India): five years back to one year ahead, both included. */
export function moveInDateRange(today: string): { earliest: string; latest: string } {
  return { earliest: addMonths(today, -12 * MOVE_IN_YEARS_BACK), latest: addMonths(today, 12 * MOVE_IN_YEARS_AHEAD) };
}

/** The problem with a move-in date given today (India), or null; the message gives the allowed range. */
export function moveInDateProblem(date: string, today: string): string | null {
  const { earliest, latest } = moveInDateRange(today);
  return date < earliest || date > latest
    ? `Move-in Date must be between ${readableDate(earliest)} and ${readableDate(latest)}.`
    : null;
}
