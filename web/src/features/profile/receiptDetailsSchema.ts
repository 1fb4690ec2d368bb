import { phone } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { emptyPhone, type PhoneValue, phoneValue } from '@/lib/phone';
import { accountPhoneProblem } from '@hostel-admin/rules';

/** The server's rules (server/src/hostels/hostel-details.ts), the same patterns and words. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const GSTIN_MESSAGE =
  'GSTIN must be 15 characters: 2 digits of the state, the 10-character PAN, then 3 more (22AAAAA0000A1Z5).';
export const PAN_MESSAGE = 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (AAAAA9999A).';

/** Upper case without spaces or dashes, as GSTINs and PANs are written; empty is null. */
const compactCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase() || null;

const code = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform(compactCode)
    .refine((value) => value === null || pattern.test(value), message);

export type ReceiptDetailsValues = { phone: PhoneValue; gstin: string; pan: string };

/** Phone (optional, the one phone rule), GSTIN and PAN, as the API's HostelDetailsInput. */
export const receiptDetailsSchema = () =>
  z.object({
    phone: phone((text) => (text ? accountPhoneProblem(text) : null)).transform((value) => value ?? null),
    gstin: code(GSTIN_PATTERN, GSTIN_MESSAGE),
    pan: code(PAN_PATTERN, PAN_MESSAGE),
  });

export const receiptDetailsValues = (hostel: {
  phone?: string | null;
  gstin?: string | null;
  pan?: string | null;
}): ReceiptDetailsValues => ({
  phone: hostel.phone ? phoneValue(hostel.phone) : emptyPhone(),
  gstin: hostel.gstin ?? '',
  pan: hostel.pan ?? '',
});
