import type { DepositMethod, RoomType } from '@/gql/graphql';
import { billFromProblem, moveInDateProblem } from '@/domain/rent/rentDates';
import { todayInIndia } from '@/lib/format';
import { choice, email, isoDate, phone, requiredText, rupeesAsPaise, wholeNumberIn } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { emptyPhone } from '@/lib/phone';
import { indianNumber, RENT_MAX_RUPEES, residentPhoneProblem } from '@hostel-admin/rules';

/** Rupees with up to two decimals, at most Rs. 10,00,000 (the server's bound), sent in paise. */
const amount = (label: string) =>
  rupeesAsPaise({
    required: '! required.',
    invalid: `${label} must be an amount in rupees from 0 to ${indianNumber(RENT_MAX_RUPEES)}.`,
  }).refine(
    (paise) => paise <= RENT_MAX_RUPEES * 100,
    `${label} must be an amount in rupees from 0 to ${indianNumber(RENT_MAX_RUPEES)}.`,
  );
/** Whole days within the server's bounds; the message names the field as labelled. */
const days = (label: string, min: number, max: number) =>
  wholeNumberIn(min, max, {
    required: 'Is required.',
    outOfRange: `${label} must be a whole number from ${min} to ${max}.`,
  });

/**
 * The check-in form: one schema, checked a step at a time, in the spec's words where it has them.
 * Fields are named as CheckInInput (money typed in rupees, sent in paise; days as typed); Room Type
 * only narrows the rooms offered and is left out of the input.
 */
export const checkInSchema = z
  .object({
    name: requiredText('Name is required.').max(120, 'Name must be at most 120 characters.'),
    email: email({ required: 'Email is required.', invalid: 'Invalid email format.' }).max(
      254,
      'Invalid email format.',
    ),
    // The spec's "Phone number is required" and "Must be of 10 digits." (India); the rule's words otherwise.
    phone: phone(residentPhoneProblem),
    roomType: choice<RoomType>('Please select Room Type.'),
    roomId: choice('Please select Room Number.'),
    bedId: choice('Bed number Required.'),
    monthlyRentPaise: amount('Rent'),
    depositPaise: amount('Deposit'),
    depositPaidOn: isoDate({ required: 'Deposit date is required.', invalid: 'Enter a valid date.' }).refine(
      (date) => date <= todayInIndia(),
      'Deposit date cannot be later than today',
    ),
    rentAgreementDays: days('Rent Agreement (days)', 1, 3650),
    noticePeriodDays: days('Notice Period (days)', 0, 365),
    depositMethod: choice<DepositMethod>('Is required.'),
    moveInDate: isoDate({ required: 'Move-in date is required.', invalid: 'Enter a valid date.' }).superRefine(
      (date, ctx) => {
        const problem = moveInDateProblem(date, todayInIndia());
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      },
    ),
    billRentFrom: isoDate({ required: 'Bill rent from is required.', invalid: 'Enter a valid date.' }),
  })
  .superRefine(({ moveInDate, billRentFrom }, ctx) => {
    const problem = billFromProblem(billRentFrom, moveInDate, todayInIndia());
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['billRentFrom'] });
  })
  .transform(({ roomType: _roomType, ...input }) => input);

export type CheckInValues = z.input<typeof checkInSchema>;
export type CheckInField = keyof CheckInValues;

export const emptyCheckInValues: CheckInValues = {
  name: '',
  email: '',
  phone: emptyPhone(),
  roomType: '',
  roomId: '',
  bedId: '',
  monthlyRentPaise: '',
  depositPaise: '',
  depositPaidOn: '',
  rentAgreementDays: '',
  noticePeriodDays: '',
  depositMethod: '',
  moveInDate: '',
  billRentFrom: '',
};

export const checkInSteps = [
  { title: 'Personal Details', fields: ['name', 'email', 'phone'] },
  { title: 'Select Room', fields: ['roomType', 'roomId'] },
  { title: 'Bed Details', fields: ['bedId', 'monthlyRentPaise', 'depositPaise', 'depositPaidOn'] },
  {
    title: 'Rent Details',
    fields: ['rentAgreementDays', 'noticePeriodDays', 'depositMethod', 'moveInDate', 'billRentFrom'],
  },
] as const satisfies readonly { title: string; fields: readonly CheckInField[] }[];

export const LAST_STEP = checkInSteps.length - 1;
export const BED_STEP = 2;

/** The first step showing one of `fields`, or null. */
export function firstStepWith(fields: readonly string[]): number | null {
  const step = checkInSteps.findIndex((item) => item.fields.some((field) => fields.includes(field)));
  return step === -1 ? null : step;
}

export const depositMethodOptions: { value: DepositMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'upi', label: 'UPI' },
  { value: 'bank_transfer', label: 'Bank transfer' },
];

/** Choosing another room type or room voids what was chosen inside it. */
export const dependentFields: Partial<Record<CheckInField, CheckInField[]>> = {
  roomType: ['roomId', 'bedId', 'monthlyRentPaise'],
  roomId: ['bedId', 'monthlyRentPaise'],
};
