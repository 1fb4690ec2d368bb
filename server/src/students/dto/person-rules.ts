import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  isIsoDate,
  NAME_MAX,
  personMessages,
  residentPhoneProblem,
} from '@hostel-admin/rules';
import { hasLineControl } from '../../common/input-text';
import { Phone, Rule } from '../../common/validators';

/**
 * Field rules of a resident, with the spec's check-in messages (@hostel-admin/rules, which the web's forms say
 * too); blank values give the "required" message only.
 */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** The problem with a (trimmed) name, e-mail or phone, or null; the decorators below and the CSV import share them. */
export const nameProblem = (v: unknown) =>
  blank(v) || typeof v !== 'string'
    ? personMessages.nameRequired
    : v.length > NAME_MAX
      ? personMessages.nameTooLong
      : hasLineControl(v)
        ? 'Name must not contain line breaks or control characters'
        : null;
export const emailProblem = (v: unknown) =>
  blank(v)
    ? personMessages.emailRequired
    : typeof v !== 'string' || v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v) || hasLineControl(v)
      ? personMessages.emailInvalid
      : null;
/** The one phone rule in the check-in's words: "Phone number is required", "Must be of 10 digits.". */
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
