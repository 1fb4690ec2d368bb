import {
  chargeMessages,
  COMMENT_MAX,
  EXTRA_CHARGE_LABELS,
  RENT_CHANGE_LABELS,
  rentChangeProblems,
  UPDATE_RENT_KINDS,
  type UpdateRentKind,
} from '@hostel-admin/rules';
import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';
import { optionsOf } from '@/lib/options';
import { amountAsPaise } from './recordPaymentSchema';

const comment = z.string().trim().max(COMMENT_MAX, chargeMessages.commentTooLong);

export const chargeReasonOptions = optionsOf(EXTRA_CHARGE_LABELS);

/** What each adjustment type does, under the select. */
const RENT_CHANGE_HELP: Record<UpdateRentKind, string> = {
  rent_change: 'The new monthly rent, billed from the period that starts on or after the date.',
  one_time_discount: 'Taken off once, on the date.',
  one_time_surcharge: 'Charged once, on the date.',
  waiver: 'The billed period that holds the date is waived in full.',
};

/**
 * The adjustment types Update Rent offers (the spec's type1 to type4, named for what they do); a new "Bill rent
 * from" is asked for in Edit Student Details, not chosen here.
 */
export const rentChangeKindOptions = UPDATE_RENT_KINDS.map((value) => ({
  value,
  label: RENT_CHANGE_LABELS[value],
  help: RENT_CHANGE_HELP[value],
}));

/** Update Rent: the server's rules (`rentChangeProblems`), said before sending; the amount is typed in rupees. */
export function updateRentSchema(today: string = todayInIndia()) {
  return z
    .object({
      kind: z.enum(UPDATE_RENT_KINDS, { message: 'Adjustment type is required.' }),
      amountRupees: z.string(),
      effectiveDate: z.string().min(1, 'Effective date is required.'),
      comment,
    })
    .superRefine((values, context) => {
      const typed = values.kind !== 'waiver' && values.amountRupees.trim() !== '';
      const amount = typed ? amountAsPaise('Amount').safeParse(values.amountRupees) : null;
      if (amount && !amount.success)
        context.addIssue({ code: 'custom', path: ['amountRupees'], message: amount.error.issues[0].message });
      const problems = rentChangeProblems(
        { ...values, amountPaise: amount?.success ? amount.data : null, comment: values.comment || null },
        today,
      );
      for (const { field, message } of problems)
        if (field !== 'amountPaise' || !typed)
          context.addIssue({ code: 'custom', path: [field === 'amountPaise' ? 'amountRupees' : field], message });
    })
    .transform((values) => ({
      kind: values.kind,
      amountPaise: values.kind === 'waiver' ? null : amountAsPaise('Amount').parse(values.amountRupees),
      effectiveDate: values.effectiveDate,
      comment: values.comment || null,
    }));
}

export type UpdateRentValues = z.input<ReturnType<typeof updateRentSchema>>;
