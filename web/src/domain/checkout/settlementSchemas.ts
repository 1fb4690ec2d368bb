import type { DeductionKind } from '@/gql/graphql';
import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';
import { amountAsPaise, checkReference, paymentMeansFields } from '../money/recordPaymentSchema';

/** The server's bounds (server/src/ledger/checkout-rules.ts). */
export const DEDUCTIONS_MAX = 10;
export const DEDUCTION_NOTE_MAX = 200;

export const deductionKindOptions: { value: DeductionKind; label: string }[] = [
  { value: 'damage', label: 'Damage' },
  { value: 'cleaning', label: 'Cleaning' },
  { value: 'other', label: 'Other' },
];

/** One itemised deduction from a deposit: what, how much, and a note saying why. */
export const deductionSchema = z.object({
  kind: z.enum(['damage', 'cleaning', 'other'], { message: 'Deduction must be Damage, Cleaning or Other.' }),
  amountPaise: amountAsPaise('Amount'),
  note: z
    .string()
    .trim()
    .min(1, 'Each deduction needs a note.')
    .max(DEDUCTION_NOTE_MAX, `A deduction's note can be at most ${DEDUCTION_NOTE_MAX} characters.`),
});

export const deductionsSchema = z.array(deductionSchema).max(DEDUCTIONS_MAX, `At most ${DEDUCTIONS_MAX} deductions.`);

/** Pay refund: how the deposit's remainder went back to the resident. */
export function payRefundSchema(today: string = todayInIndia()) {
  return z
    .object(paymentMeansFields(today))
    .superRefine(checkReference)
    .transform((values) => ({ ...values, reference: values.reference || null }));
}

export type PayRefundValues = z.input<ReturnType<typeof payRefundSchema>>;
