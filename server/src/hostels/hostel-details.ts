import type { FieldError } from '../common/errors';
import {
  checkPhone,
  compactCode,
  GSTIN_PATTERN,
  hostelDetailMessages,
  PAN_PATTERN,
  phoneMessage,
} from '@hostel-admin/rules';

/**
 * A hostel's details printed on receipts: phone, GSTIN and PAN, each optional. The patterns and their words are in
 * @hostel-admin/rules, which the web's Receipt details form checks too.
 */
export interface HostelDetails {
  phone: string | null;
  gstin: string | null;
  pan: string | null;
}

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
  if (gstin && !GSTIN_PATTERN.test(gstin)) problems.push({ field: 'gstin', message: hostelDetailMessages.gstin });
  const pan = compactCode(input.pan);
  if (pan && !PAN_PATTERN.test(pan)) problems.push({ field: 'pan', message: hostelDetailMessages.pan });
  return { details: { phone, gstin, pan }, problems };
}

/** "GSTIN 29ABCDE1234F1Z5" when the hostel has one, else "PAN ABCDE1234F", else null: what a receipt prints. */
export function taxIdText(hostel: Pick<HostelDetails, 'gstin' | 'pan'>): string | null {
  if (hostel.gstin) return `GSTIN ${hostel.gstin}`;
  if (hostel.pan) return `PAN ${hostel.pan}`;
  return null;
}
