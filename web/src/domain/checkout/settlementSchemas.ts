import {
  DEDUCTION_KIND_LABELS,
  DEDUCTION_KINDS,
  DEDUCTION_NOTE_MAX,
  deductionMessages,
  DEDUCTIONS_MAX,
} from '@hostel-admin/rules';
import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';
import { optionsOf } from '@/lib/options';
import { amountAsPaise, checkReference, paymentMeansFields } from '../money/recordPaymentSchema';

export const deductionKindOptions = optionsOf(DEDUCTION_KIND_LABELS);

/** One itemised deduction from a deposit: what, how much (typed in rupees, sent in paise), and a note saying why. */
export const deductionSchema = z
  .object({
    kind: z.enum(DEDUCTION_KINDS, { message: deductionMessages.kind }),
    amountRupees: amountAsPaise('Amount'),
    note: z
      .string()
      .trim()
      .min(1, deductionMessages.noteRequired)
      .max(DEDUCTION_NOTE_MAX, deductionMessages.noteTooLong),
  })
  .transform(({ amountRupees, ...deduction }) => ({ ...deduction, amountPaise: amountRupees }));

export const deductionsSchema = z.array(deductionSchema).max(DEDUCTIONS_MAX, deductionMessages.tooMany);

/** Pay refund: how the deposit's remainder went back to the resident. */
export function payRefundSchema(today: string = todayInIndia()) {
  return z
    .object(paymentMeansFields(today))
    .superRefine(checkReference)
    .transform((values) => ({ ...values, reference: values.reference || null }));
}

export type PayRefundValues = z.input<ReturnType<typeof payRefundSchema>>;
