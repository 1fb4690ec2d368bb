import {
  amountProblem,
  NOTE_MAX,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paidOnProblem,
  paymentMessages,
  REFERENCE_MAX,
  referenceProblem,
  type PaymentMethod,
} from '@hostel-admin/rules';
import { todayInIndia } from '@/lib/format';
import { rupeesAsPaise } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { optionsOf } from '@/lib/options';

export const paymentMethodOptions = optionsOf(PAYMENT_METHOD_LABELS);

/** An amount typed in rupees, sent in paise: above zero and at most Rs. 10,00,000, named by its label. */
export const amountAsPaise = (label: string) =>
  rupeesAsPaise({
    required: `${label} is required.`,
    invalid: `${label} must be an amount in rupees, such as 4500 or 4500.50.`,
  }).superRefine((paise, context) => {
    const problem = amountProblem(paise, label);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** Method, reference and paid-on date: what a payment in or out (a refund) carries. */
export function paymentMeansFields(today: string = todayInIndia()) {
  return {
    method: z.enum(PAYMENT_METHODS, { message: 'Method is required.' }),
    reference: z.string().trim().max(REFERENCE_MAX, paymentMessages.referenceTooLong),
    paidOn: z
      .string()
      .min(1, 'Paid on is required.')
      .superRefine((date, context) => {
        const problem = paidOnProblem(date, today);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  };
}

/** A UTR or transaction id for UPI and bank transfer, and a real one whenever given. */
export function checkReference(values: { method: PaymentMethod; reference: string }, context: z.RefinementCtx) {
  const problem = referenceProblem(values.method, values.reference);
  if (problem) context.addIssue({ code: 'custom', path: ['reference'], message: problem });
}

/** The Record payment form: the server's rules, said before sending; the amount is typed in rupees. */
export function recordPaymentSchema(today: string = todayInIndia()) {
  return z
    .object({
      amountRupees: amountAsPaise('Amount'),
      ...paymentMeansFields(today),
      note: z.string().trim().max(NOTE_MAX, paymentMessages.noteTooLong),
    })
    .superRefine(checkReference)
    .transform(({ amountRupees, ...values }) => ({
      ...values,
      amountPaise: amountRupees,
      reference: values.reference || null,
      note: values.note || null,
    }));
}

export type RecordPaymentValues = z.input<ReturnType<typeof recordPaymentSchema>>;
