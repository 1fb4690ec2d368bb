import { DEPOSIT_METHODS, PAYMENT_METHOD_LABELS } from '@hostel-admin/rules';
import type { z } from '@/lib/form/zod';
import { emptyPhone } from '@/lib/phone';
import type { checkInSchema } from './checkinSchema';

/** The check-in wizard's steps, fields and starting values: what the page draws before its schema has loaded. */

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
