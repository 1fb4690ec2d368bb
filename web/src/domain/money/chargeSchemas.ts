import type { ExtraChargeReason, RentChangeKind } from '@/gql/graphql';
import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';
import { amountAsPaise } from './recordPaymentSchema';
import { COMMENT_MAX } from '@hostel-admin/rules';

/** What Update Rent offers; a new "Bill rent from" is asked for in Edit Student Details, not chosen here. */
type UpdateRentKind = Exclude<RentChangeKind, 'bill_from'>;

const DAY_MS = 86_400_000;
/** How far from today a rent change may be dated, either way (the server's DAYS_AHEAD). */
export const RENT_CHANGE_MAX_DAYS = 366;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const comment = z.string().trim().max(COMMENT_MAX, `Comment can be at most ${COMMENT_MAX} characters.`);

export const chargeReasonOptions: { value: ExtraChargeReason; label: string }[] = [
  { value: 'electric', label: 'Electric' },
  { value: 'water', label: 'Water' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'other', label: 'Other' },
];

/** The adjustment types, named for what they do (the spec's type1 to type4). */
export const rentChangeKindOptions: { value: UpdateRentKind; label: string; help: string }[] = [
  {
    value: 'rent_change',
    label: 'Rent change from a date',
    help: 'The new monthly rent, billed from the period that starts on or after the date.',
  },
  { value: 'one_time_discount', label: 'One-time discount', help: 'Taken off once, on the date.' },
  { value: 'one_time_surcharge', label: 'One-time surcharge', help: 'Charged once, on the date.' },
  { value: 'waiver', label: 'Waiver of a period', help: 'The billed period that holds the date is waived in full.' },
];

/** Every kind of rent change in words, as the server labels them (RENT_CHANGE_LABELS). */
export const rentChangeLabels = {
  ...Object.fromEntries(rentChangeKindOptions.map(({ value, label }) => [value, label])),
  bill_from: 'Bill rent from',
} as Record<RentChangeKind, string>;

/** Update Rent: the server's rules, said before sending. */
export function updateRentSchema(today: string = todayInIndia()) {
  const latest = addDays(today, RENT_CHANGE_MAX_DAYS);
  const earliest = addDays(today, -RENT_CHANGE_MAX_DAYS);
  return z
    .object({
      kind: z.enum(['rent_change', 'one_time_discount', 'one_time_surcharge', 'waiver'], {
        message: 'Adjustment type is required.',
      }),
      amountPaise: z.string(),
      effectiveDate: z
        .string()
        .min(1, 'Effective date is required.')
        .refine((date) => date <= latest, `Effective date must be on or before ${latest}.`)
        .refine((date) => date >= earliest, `Effective date must be on or after ${earliest}.`),
      comment,
    })
    .superRefine((values, context) => {
      if (values.kind !== 'waiver') {
        const amount = amountAsPaise('Amount').safeParse(values.amountPaise);
        if (!amount.success)
          context.addIssue({ code: 'custom', path: ['amountPaise'], message: amount.error.issues[0].message });
      }
      if (values.kind === 'rent_change' && values.effectiveDate && values.effectiveDate < today)
        context.addIssue({
          code: 'custom',
          path: ['effectiveDate'],
          message: 'Effective date cannot be earlier than today: billed rent is never rewritten.',
        });
      if (values.kind === 'waiver' && values.effectiveDate > today)
        context.addIssue({
          code: 'custom',
          path: ['effectiveDate'],
          message: 'A waiver is for a period already billed: pick a date up to today.',
        });
      if ((values.kind === 'one_time_discount' || values.kind === 'waiver') && !values.comment)
        context.addIssue({
          code: 'custom',
          path: ['comment'],
          message: 'Comment is required for a discount or a waiver.',
        });
    })
    .transform((values) => ({
      kind: values.kind,
      amountPaise: values.kind === 'waiver' ? null : amountAsPaise('Amount').parse(values.amountPaise),
      effectiveDate: values.effectiveDate,
      comment: values.comment || null,
    }));
}

export type UpdateRentValues = z.input<ReturnType<typeof updateRentSchema>>;
