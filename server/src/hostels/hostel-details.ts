import type { FieldError } from '../common/errors';
import { checkPhone, phoneMessage } from '../common/phone';

/**
 * A hostel's details printed on receipts: phone, GSTIN and PAN, each optional. The rules are pure so the web's copy
 * (web/src/features/profile/hostelDetailsSchema.ts) runs the same cases.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Longest text a field takes before it is read (a pasted GSTIN with spaces). */
export const HOSTEL_DETAIL_MAX = 40;

export interface HostelDetails {
  phone: string | null;
  gstin: string | null;
  pan: string | null;
}

/** Upper case without spaces or dashes, as GSTINs and PANs are written; empty is null. */
export const compactCode = (value: string | null | undefined): string | null =>
  value?.replace(/[\s-]/g, '').toUpperCase() || null;

/** The details as stored (phone in E.164, codes in capitals), or the problems, each naming its field. */
export function readHostelDetails(input: { phone?: string | null; gstin?: string | null; pan?: string | null }): {
  details: HostelDetails;
  problems: FieldError[];
} {
  const problems: FieldError[] = [];
  let phone: string | null = null;
  if (input.phone?.trim()) {
    const checked = checkPhone(input.phone);
    if (checked.problem) problems.push({ field: 'phone', message: phoneMessage(checked.problem, 'Phone') });
    else phone = checked.e164;
  }
  const gstin = compactCode(input.gstin);
  if (gstin && !GSTIN_PATTERN.test(gstin))
    problems.push({
      field: 'gstin',
      message:
        'GSTIN must be 15 characters: 2 digits of the state, the 10-character PAN, then 3 more (22AAAAA0000A1Z5).',
    });
  const pan = compactCode(input.pan);
  if (pan && !PAN_PATTERN.test(pan))
    problems.push({ field: 'pan', message: 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (AAAAA9999A).' });
  return { details: { phone, gstin, pan }, problems };
}

/** "GSTIN 29ABCDE1234F1Z5" when the hostel has one, else "PAN ABCDE1234F", else null: what a receipt prints. */
export function taxIdText(hostel: Pick<HostelDetails, 'gstin' | 'pan'>): string | null {
  if (hostel.gstin) return `GSTIN ${hostel.gstin}`;
  if (hostel.pan) return `PAN ${hostel.pan}`;
  return null;
}
