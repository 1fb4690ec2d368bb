import { phone } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { emptyPhone, type PhoneValue } from '@/lib/phone';
import { phoneValue } from '@/lib/phoneNumbers';
import {
  accountPhoneProblem,
  compactCode,
  GSTIN_PATTERN,
  hostelDetailMessages,
  PAN_PATTERN,
} from '@hostel-admin/rules';

const code = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform(compactCode)
    .refine((value) => value === null || pattern.test(value), message);

export type ReceiptDetailsValues = { phone: PhoneValue; gstin: string; pan: string };

/** Phone (optional, the one phone rule), GSTIN and PAN, as the API's HostelDetailsInput, by the server's rules. */
export const receiptDetailsSchema = () =>
  z.object({
    phone: phone((text) => (text ? accountPhoneProblem(text) : null)).transform((value) => value ?? null),
    gstin: code(GSTIN_PATTERN, hostelDetailMessages.gstin),
    pan: code(PAN_PATTERN, hostelDetailMessages.pan),
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
