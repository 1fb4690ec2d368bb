import { EMAIL_PATTERN, Money, toE164 } from '@hostel-admin/rules';
import { digitsOnly } from '../format';
import { phoneText, type PhoneValue } from '../phone';
import { z } from './zod';

/**
 * Building blocks of form schemas. Form values are the text the user typed; each block checks that
 * text and turns it into the value the API takes. Every message comes from the form that uses it.
 */

const WHOLE_NUMBER = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Trimmed text that must not be empty. */
export const requiredText = (required: string) => z.string().trim().min(1, required);

/** Trimmed text; empty becomes undefined (left out of the payload). */
export const optionalText = () =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined);

/** Text checked by a rule of @hostel-admin/rules that words its own problem (`pincodeProblem`), after `prepare`. */
export const byRule = (
  problem: (value: string) => string | null,
  prepare: (value: string) => string = (v) => v.trim(),
) =>
  z
    .string()
    .transform(prepare)
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** A required email address. */
export const email = (messages: { required: string; invalid: string }) =>
  requiredText(messages.required).regex(EMAIL_PATTERN, messages.invalid);

/** One of a select's values; '' (the placeholder) is "not chosen". */
export const choice = <T extends string>(required: string) =>
  z
    .string()
    .min(1, required)
    .transform((value) => value as T);

/** A select of 'false' / 'true'. */
export const yesNo = () => z.enum(['false', 'true']).transform((value) => value === 'true');

/** A required whole number (digits only), as a number. */
export const wholeNumber = (messages: { required: string; invalid: string }) =>
  requiredText(messages.required).regex(WHOLE_NUMBER, messages.invalid).transform(Number);

/** A required whole number between min and max. */
export const wholeNumberIn = (min: number, max: number, messages: { required: string; outOfRange: string }) =>
  requiredText(messages.required)
    .refine((value) => WHOLE_NUMBER.test(value) && Number(value) >= min && Number(value) <= max, messages.outOfRange)
    .transform(Number);

/** An optional whole number: undefined when empty. */
export const optionalWholeNumber = (invalid: string) =>
  z
    .string()
    .trim()
    .refine((value) => !value || WHOLE_NUMBER.test(value), invalid)
    .transform((value) => (value ? Number.parseInt(value, 10) : undefined));

/**
 * Rupees as typed (grouping commas allowed, "4,750" or "47,50,000"; up to two decimals), sent as integer paise:
 * the API's unit for money.
 */
export const rupeesAsPaise = (messages: { required: string; invalid: string }) =>
  requiredText(messages.required)
    .refine((value) => Money.parseRupees(value) !== null, messages.invalid)
    .transform((value) => Money.parseRupees(value) ?? 0);

/** Whole rupees as typed (grouping commas allowed) between min and max, sent as integer paise. */
export const wholeRupeesIn = (min: number, max: number, messages: { required: string; outOfRange: string }) =>
  requiredText(messages.required)
    .refine((value) => {
      const paise = Money.parseRupees(value);
      return paise !== null && paise % 100 === 0 && paise >= min * 100 && paise <= max * 100;
    }, messages.outOfRange)
    .transform((value) => Money.parseRupees(value) ?? 0);

/** Digits only (spaces and dashes dropped), exactly `length` of them. */
export const digitCount = (length: number, messages: { required: string; invalid: string }) =>
  requiredText(messages.required)
    .refine((value) => digitsOnly(value).length === length, messages.invalid)
    .transform(digitsOnly);

/**
 * A phone field (country picked, number typed) under the one phone rule (@hostel-admin/rules); the API takes
 * E.164. `problem` words what is wrong, as the form's spec has it (residentPhoneProblem, accountPhoneProblem).
 */
export const phone = (problem: (text: string) => string | null) =>
  z.custom<PhoneValue>().transform((value, ctx) => {
    const text = value ? phoneText(value) : '';
    const message = problem(text);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return toE164(text)!;
  });

/** A date input's value (YYYY-MM-DD). */
export const isoDate = (messages: { required: string; invalid: string }) =>
  z.string().min(1, messages.required).regex(ISO_DATE, messages.invalid);
