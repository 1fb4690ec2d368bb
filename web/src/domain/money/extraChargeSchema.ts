import type { ExtraChargeReason } from '@/gql/graphql';
import { z } from '@/lib/form/zod';
import { amountAsPaise } from './recordPaymentSchema';
import { COMMENT_MAX, METER_READING_MAX, VOID_REASON_MAX } from '@hostel-admin/rules';

/** The three ways of Add Charge. */
export type ChargeWay = 'same' | 'each' | 'meter';

export const chargeWayOptions: { value: ChargeWay; label: string }[] = [
  { value: 'same', label: 'One amount for each resident' },
  { value: 'each', label: 'An amount per resident' },
  { value: 'meter', label: "A room's meter bill, split" },
];

const REASONS = ['electric', 'water', 'maintenance', 'other'] as const;

/**
 * Add Charge's values as typed, named as the API's input fields (so a refusal naming `charges.2.amountPaise` or
 * `meter.roomId` lands under its field).
 */
export type ChargeFormValues = {
  way: ChargeWay;
  amountPaise: string;
  charges: { studentId: string; amountPaise: string }[];
  meter: { roomId: string; billPaise: string; previousReading: string; currentReading: string; ratePaise: string };
  reason: ExtraChargeReason | '';
  comment: string;
};

export type MeterValues = {
  roomId: string;
  billPaise: number;
  previousReading: number | null;
  currentReading: number | null;
  ratePaise: number | null;
};

export type ChargeFormOutput = { reason: ExtraChargeReason; comment: string | null } & (
  | { way: 'same'; amountPaise: number }
  | { way: 'each'; charges: { studentId: string; amountPaise: number }[] }
  | { way: 'meter'; meter: MeterValues }
);

const reading = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d+$/.test(text), `${label} must be a whole number of units.`)
    .refine((text) => text === '' || Number(text) <= METER_READING_MAX, `${label} is too large.`);

/** Add Charge, each way: the server's rules said before sending; only the chosen way's fields are checked. */
export function chargeFormSchema() {
  const amount = amountAsPaise('Amount');
  return z
    .object({
      way: z.enum(['same', 'each', 'meter']),
      amountPaise: z.string(),
      charges: z.array(z.object({ studentId: z.string(), amountPaise: z.string() })),
      meter: z.object({
        roomId: z.string(),
        billPaise: z.string(),
        previousReading: reading('Previous reading'),
        currentReading: reading('Current reading'),
        ratePaise: z.string(),
      }),
      // Checked below with the rest: zod runs the refinements only when the object itself parses.
      reason: z.string(),
      comment: z.string().trim().max(COMMENT_MAX, `Comment can be at most ${COMMENT_MAX} characters.`),
    })
    .superRefine((values, context) => {
      if (!(REASONS as readonly string[]).includes(values.reason))
        context.addIssue({ code: 'custom', path: ['reason'], message: 'Reason is required.' });
      const check = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
        const result = schema.safeParse(value);
        if (!result.success) context.addIssue({ code: 'custom', path, message: result.error.issues[0].message });
      };
      if (values.way === 'same') check(amount, values.amountPaise, ['amountPaise']);
      if (values.way === 'each')
        values.charges.forEach((line, i) => check(amount, line.amountPaise, ['charges', i, 'amountPaise']));
      if (values.way === 'meter') {
        const { meter } = values;
        if (!meter.roomId)
          context.addIssue({ code: 'custom', path: ['meter', 'roomId'], message: 'Room is required.' });
        check(amountAsPaise('Bill amount'), meter.billPaise, ['meter', 'billPaise']);
        if (meter.ratePaise.trim()) check(amountAsPaise('Rate'), meter.ratePaise, ['meter', 'ratePaise']);
        const [from, to] = [meter.previousReading, meter.currentReading];
        if (from && to && Number(to) < Number(from))
          context.addIssue({
            code: 'custom',
            path: ['meter', 'currentReading'],
            message: 'Current reading cannot be below the previous reading.',
          });
      }
      if (values.reason === 'other' && !values.comment && values.way !== 'meter')
        context.addIssue({
          code: 'custom',
          path: ['comment'],
          message: 'Comment is required when the reason is Other.',
        });
    })
    .transform((values): ChargeFormOutput => {
      const common = { reason: values.reason as ExtraChargeReason, comment: values.comment || null };
      if (values.way === 'same') return { ...common, way: 'same', amountPaise: amount.parse(values.amountPaise) };
      if (values.way === 'each')
        return {
          ...common,
          way: 'each',
          charges: values.charges.map((line) => ({
            studentId: line.studentId,
            amountPaise: amount.parse(line.amountPaise),
          })),
        };
      const { meter } = values;
      const whole = (text: string) => (text.trim() ? Number(text) : null);
      return {
        ...common,
        way: 'meter',
        meter: {
          roomId: meter.roomId,
          billPaise: amountAsPaise('Bill amount').parse(meter.billPaise),
          previousReading: whole(meter.previousReading),
          currentReading: whole(meter.currentReading),
          ratePaise: meter.ratePaise.trim() ? amountAsPaise('Rate').parse(meter.ratePaise) : null,
        },
      };
    });
}

/** Void: the admin's reason, kept on the ledger. */
export const voidChargesSchema = () =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, 'Reason is required.')
      .max(VOID_REASON_MAX, `Reason can be at most ${VOID_REASON_MAX} characters.`),
  });
