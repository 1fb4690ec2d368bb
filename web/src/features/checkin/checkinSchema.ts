import {
  billFromProblem,
  checkInMessages,
  DEPOSIT_METHODS,
  EMAIL_MAX,
  indianNumber,
  moveInDateProblem,
  NAME_MAX,
  NOTICE_PERIOD_DAYS_MAX,
  PAYMENT_METHOD_LABELS,
  personMessages,
  RENT_AGREEMENT_DAYS_MAX,
  RENT_MAX_RUPEES,
  residentPhoneProblem,
  type DepositMethod,
} from '@hostel-admin/rules';
import type { RoomType } from '@/gql/graphql';
import { todayInIndia } from '@/lib/format';
import { choice, email, isoDate, phone, requiredText, rupeesAsPaise, wholeNumberIn } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { emptyPhone } from '@/lib/phone';

/** Rupees with up to two decimals, at most Rs. 10,00,000 (the server's bound), sent in paise. */
const amount = (label: string) =>
  rupeesAsPaise({
    required: checkInMessages.amountRequired,
    invalid: `${label} must be an amount in rupees from 0 to ${indianNumber(RENT_MAX_RUPEES)}.`,
  }).refine(
    (paise) => paise <= RENT_MAX_RUPEES * 100,
    `${label} must be an amount in rupees from 0 to ${indianNumber(RENT_MAX_RUPEES)}.`,
  );
/** Whole days within the server's bounds; the message names the field as labelled. */
const days = (label: string, min: number, max: number) =>
  wholeNumberIn(min, max, {
    required: checkInMessages.required,
    outOfRange: `${label} must be a whole number from ${min} to ${max}.`,
  });

/**
 * The check-in form: one schema, checked a step at a time, in the spec's words where it has them (the rules
 * package's, which the server says too). Fields are named as CheckInInput, money for the rupees typed
 * (`monthlyRentRupees`, sent as `monthlyRentPaise`); days as typed; Room Type only narrows the rooms offered and is
 * left out of the input.
 */
export const checkInSchema = z
  .object({
    name: requiredText(personMessages.nameRequired).max(NAME_MAX, personMessages.nameTooLong),
    email: email({ required: personMessages.emailRequired, invalid: personMessages.emailInvalid }).max(
      EMAIL_MAX,
      personMessages.emailInvalid,
    ),
    // The spec's "Phone number is required" and "Must be of 10 digits." (India); the rule's words otherwise.
    phone: phone(residentPhoneProblem),
    roomType: choice<RoomType>('Please select Room Type.'),
    roomId: choice(checkInMessages.roomRequired),
    bedId: choice(checkInMessages.bedRequired),
    monthlyRentRupees: amount('Rent'),
    depositRupees: amount('Deposit'),
    depositPaidOn: isoDate({ required: 'Deposit date is required.', invalid: 'Enter a valid date.' }).refine(
      (date) => date <= todayInIndia(),
      checkInMessages.depositDateInFuture,
    ),
    rentAgreementDays: days('Rent Agreement (days)', 1, RENT_AGREEMENT_DAYS_MAX),
    noticePeriodDays: days('Notice Period (days)', 0, NOTICE_PERIOD_DAYS_MAX),
    depositMethod: choice<DepositMethod>(checkInMessages.required),
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
  .transform(({ roomType: _roomType, monthlyRentRupees, depositRupees, ...input }) => ({
    ...input,
    monthlyRentPaise: monthlyRentRupees,
    depositPaise: depositRupees,
  }));

export type CheckInValues = z.input<typeof checkInSchema>;
export type CheckInField = keyof CheckInValues;

export const emptyCheckInValues: CheckInValues = {
  name: '',
  email: '',
  phone: emptyPhone(),
  roomType: '',
  roomId: '',
  bedId: '',
  monthlyRentRupees: '',
  depositRupees: '',
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
  { title: 'Bed Details', fields: ['bedId', 'monthlyRentRupees', 'depositRupees', 'depositPaidOn'] },
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

export const depositMethodOptions = DEPOSIT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** Choosing another room type or room voids what was chosen inside it. */
export const dependentFields: Partial<Record<CheckInField, CheckInField[]>> = {
  roomType: ['roomId', 'bedId', 'monthlyRentRupees'],
  roomId: ['bedId', 'monthlyRentRupees'],
};
