import type { PaymentMethod } from '@/gql/graphql';
import { todayInIndia } from '@/lib/format';
import { rupeesAsPaise } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import {
  MONEY_MAX_PAISE,
  NOTE_MAX,
  PAID_ON_MAX_DAYS_BACK,
  REFERENCE_MAX,
  REFERENCE_PATTERN,
} from '@hostel-admin/rules';

const DAY_MS = 86_400_000;
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export const paymentMethodOptions: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'upi', label: 'UPI' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'card', label: 'Card' },
];

/** An amount in rupees above zero and at most Rs. 10,00,000, named by its label. */
export const amountAsPaise = (label: string) =>
  rupeesAsPaise({
    required: `${label} is required.`,
    invalid: `${label} must be an amount in rupees, such as 4500 or 4500.50.`,
  })
    .refine((paise) => paise > 0, `${label} must be above zero.`)
    .refine((paise) => paise <= MONEY_MAX_PAISE, `${label} cannot be more than Rs. 10,00,000.`);

/** Method, reference and paid-on date: what a payment in or out (a refund) carries. */
export function paymentMeansFields(today: string = todayInIndia()) {
  const earliest = daysBefore(today, PAID_ON_MAX_DAYS_BACK);
  return {
    method: z.enum(['cash', 'upi', 'bank_transfer', 'card'], { message: 'Method is required.' }),
    reference: z.string().trim().max(REFERENCE_MAX, `Reference can be at most ${REFERENCE_MAX} characters.`),
    paidOn: z
      .string()
      .min(1, 'Paid on is required.')
      .refine((date) => date <= today, 'Paid on cannot be later than today.')
      .refine((date) => date >= earliest, `Paid on must be on or after ${earliest}.`),
  };
}

/** A UTR or transaction id for UPI and bank transfer, and a real one whenever given. */
export function checkReference(values: { method: PaymentMethod; reference: string }, context: z.RefinementCtx) {
  const needed = values.method === 'upi' || values.method === 'bank_transfer';
  if (needed && !values.reference)
    context.addIssue({
      code: 'custom',
      path: ['reference'],
      message: 'Reference is required for UPI and bank transfer.',
    });
  else if (values.reference && !REFERENCE_PATTERN.test(values.reference))
    context.addIssue({
      code: 'custom',
      path: ['reference'],
      message: 'Reference must be 4 to 40 letters or digits (a UTR or transaction id).',
    });
}

/** The Record payment form: the server's rules, said before sending. */
export function recordPaymentSchema(today: string = todayInIndia()) {
  return z
    .object({
      amountPaise: amountAsPaise('Amount'),
      ...paymentMeansFields(today),
      note: z.string().trim().max(NOTE_MAX, `Note can be at most ${NOTE_MAX} characters.`),
    })
    .superRefine(checkReference)
    .transform((values) => ({
      ...values,
      reference: values.reference || null,
      note: values.note || null,
    }));
}

export type RecordPaymentValues = z.input<ReturnType<typeof recordPaymentSchema>>;
