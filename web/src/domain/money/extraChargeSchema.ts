import type { ExtraChargeReason } from '@/gql/graphql';
import { z } from '@/lib/form/zod';
import { amountAsPaise } from './recordPaymentSchema';
import {
  chargeMessages,
  COMMENT_MAX,
  EXTRA_CHARGE_REASONS,
  METER_READING_MAX,
  paymentMessages,
  VOID_REASON_MAX,
} from '@hostel-admin/rules';

/** The three ways of Add Charge. */
export type ChargeWay = 'same' | 'each' | 'meter';

export const chargeWayOptions: { value: ChargeWay; label: string }[] = [
  { value: 'same', label: 'One amount for each resident' },
  { value: 'each', label: 'An amount per resident' },
  { value: 'meter', label: "A room's meter bill, split" },
];

/**
 * Add Charge's values as typed, named as the API's input fields, amounts for the rupees typed (a refusal naming
 * `charges.2.amountPaise` lands under `charges.2.amountRupees`, one naming `meter.roomId` under its field).
 */
export type ChargeFormValues = {
  way: ChargeWay;
  amountRupees: string;
  charges: { studentId: string; amountRupees: string }[];
  meter: { roomId: string; billRupees: string; previousReading: string; currentReading: string; rateRupees: string };
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
      amountRupees: z.string(),
      charges: z.array(z.object({ studentId: z.string(), amountRupees: z.string() })),
      meter: z.object({
        roomId: z.string(),
        billRupees: z.string(),
        previousReading: reading('Previous reading'),
        currentReading: reading('Current reading'),
        rateRupees: z.string(),
      }),
      // Checked below with the rest: zod runs the refinements only when the object itself parses.
      reason: z.string(),
      comment: z.string().trim().max(COMMENT_MAX, chargeMessages.commentTooLong),
    })
    .superRefine((values, context) => {
      if (!(EXTRA_CHARGE_REASONS as readonly string[]).includes(values.reason))
        context.addIssue({ code: 'custom', path: ['reason'], message: paymentMessages.reasonRequired });
      const check = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
        const result = schema.safeParse(value);
        if (!result.success) context.addIssue({ code: 'custom', path, message: result.error.issues[0].message });
      };
      if (values.way === 'same') check(amount, values.amountRupees, ['amountRupees']);
      if (values.way === 'each')
        values.charges.forEach((line, i) => check(amount, line.amountRupees, ['charges', i, 'amountRupees']));
      if (values.way === 'meter') {
        const { meter } = values;
        if (!meter.roomId)
          context.addIssue({ code: 'custom', path: ['meter', 'roomId'], message: 'Room is required.' });
        check(amountAsPaise('Bill amount'), meter.billRupees, ['meter', 'billRupees']);
        if (meter.rateRupees.trim()) check(amountAsPaise('Rate'), meter.rateRupees, ['meter', 'rateRupees']);
        const [from, to] = [meter.previousReading, meter.currentReading];
        if (from && to && Number(to) < Number(from))
          context.addIssue({
            code: 'custom',
            path: ['meter', 'currentReading'],
            message: chargeMessages.readingsBackwards,
          });
      }
      if (values.reason === 'other' && !values.comment && values.way !== 'meter')
        context.addIssue({
          code: 'custom',
          path: ['comment'],
          message: chargeMessages.commentRequiredForOther,
        });
    })
    .transform((values): ChargeFormOutput => {
      const common = { reason: values.reason as ExtraChargeReason, comment: values.comment || null };
      if (values.way === 'same') return { ...common, way: 'same', amountPaise: amount.parse(values.amountRupees) };
      if (values.way === 'each')
        return {
          ...common,
          way: 'each',
          charges: values.charges.map((line) => ({
            studentId: line.studentId,
            amountPaise: amount.parse(line.amountRupees),
          })),
        };
      const { meter } = values;
      const whole = (text: string) => (text.trim() ? Number(text) : null);
      return {
        ...common,
        way: 'meter',
        meter: {
          roomId: meter.roomId,
          billPaise: amountAsPaise('Bill amount').parse(meter.billRupees),
          previousReading: whole(meter.previousReading),
          currentReading: whole(meter.currentReading),
          ratePaise: meter.rateRupees.trim() ? amountAsPaise('Rate').parse(meter.rateRupees) : null,
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
      .min(1, paymentMessages.reasonRequired)
      .max(VOID_REASON_MAX, chargeMessages.voidReasonTooLong),
  });
