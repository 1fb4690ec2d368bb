import type { CheckInInput, DepositMethod, RoomType } from '../../gql/graphql';
import { digitsOnly, rupeesToPaise, todayInIndia } from '../../lib/format';
import { dateProblem, EMAIL_PATTERN } from '../../lib/formRules';
import { alertMessage, placeFieldErrors, type GraphqlProblem } from '../../lib/graphqlErrors';

/** The check-in form: one schema, validated a step at a time. Money in rupees, days as typed. */
export type CheckInValues = {
  name: string;
  email: string;
  phone: string;
  roomType: RoomType | '';
  roomId: string;
  bedId: string;
  rent: string;
  deposit: string;
  /** YYYY-MM-DD */
  depositPaidOn: string;
  rentAgreementDays: string;
  noticePeriodDays: string;
  depositMethod: DepositMethod | '';
  /** YYYY-MM-DD */
  moveInDate: string;
};

export type CheckInField = keyof CheckInValues;
export type CheckInErrors = Partial<Record<CheckInField, string>>;

export const emptyCheckInValues: CheckInValues = {
  name: '',
  email: '',
  phone: '',
  roomType: '',
  roomId: '',
  bedId: '',
  rent: '',
  deposit: '',
  depositPaidOn: '',
  rentAgreementDays: '',
  noticePeriodDays: '',
  depositMethod: '',
  moveInDate: '',
};

export const checkInSteps = [
  { title: 'Personal Details', fields: ['name', 'email', 'phone'] },
  { title: 'Select Room', fields: ['roomType', 'roomId'] },
  { title: 'Bed Details', fields: ['bedId', 'rent', 'deposit', 'depositPaidOn'] },
  { title: 'Rent Details', fields: ['rentAgreementDays', 'noticePeriodDays', 'depositMethod', 'moveInDate'] },
] as const satisfies readonly { title: string; fields: readonly CheckInField[] }[];

export const LAST_STEP = checkInSteps.length - 1;

export const depositMethodOptions: { value: DepositMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'upi', label: 'UPI' },
  { value: 'bank_transfer', label: 'Bank transfer' },
];

function days(value: string, min: number, max: number): string | undefined {
  const text = value.trim();
  if (!text) return 'Is required.';
  const number = Number(text);
  return /^\d+$/.test(text) && number >= min && number <= max ? undefined : `Must be ${min} to ${max} days.`;
}

function amount(value: string): string | undefined {
  if (!value.trim()) return '! required.';
  return rupeesToPaise(value) === null ? 'Enter an amount in rupees.' : undefined;
}

/** Each field's message, in the spec's words where it has them; undefined when the field is fine. */
const rules: Record<CheckInField, (values: CheckInValues) => string | undefined> = {
  name: ({ name }) => (name.trim() ? undefined : 'Name is required.'),
  email: ({ email }) => {
    if (!email.trim()) return 'Email is required.';
    return EMAIL_PATTERN.test(email.trim()) ? undefined : 'Invalid email format.';
  },
  phone: ({ phone }) => {
    if (!phone.trim()) return 'Phone number is required';
    return digitsOnly(phone).length === 10 ? undefined : 'Must be of 10 digits.';
  },
  roomType: ({ roomType }) => (roomType ? undefined : 'Please select Room Type.'),
  roomId: ({ roomId }) => (roomId ? undefined : 'Please select Room Number.'),
  bedId: ({ bedId }) => (bedId ? undefined : 'Bed number Required.'),
  rent: ({ rent }) => amount(rent),
  deposit: ({ deposit }) => amount(deposit),
  depositPaidOn: ({ depositPaidOn }) => {
    const problem = dateProblem(depositPaidOn, 'Deposit date');
    if (problem) return problem;
    return depositPaidOn > todayInIndia() ? 'Deposit date cannot be later than today' : undefined;
  },
  moveInDate: ({ moveInDate }) => dateProblem(moveInDate, 'Move-in date'),
  rentAgreementDays: ({ rentAgreementDays }) => days(rentAgreementDays, 1, 3650),
  noticePeriodDays: ({ noticePeriodDays }) => days(noticePeriodDays, 0, 365),
  depositMethod: ({ depositMethod }) => (depositMethod ? undefined : 'Is required.'),
};

export function validateStep(step: number, values: CheckInValues): CheckInErrors {
  const errors: CheckInErrors = {};
  for (const field of checkInSteps[step]?.fields ?? []) {
    const message = rules[field](values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first step with an error, or null. */
export function firstStepWithError(errors: CheckInErrors): number | null {
  const step = checkInSteps.findIndex((item) => item.fields.some((field) => errors[field]));
  return step === -1 ? null : step;
}

export function toCheckInInput(values: CheckInValues): CheckInInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: digitsOnly(values.phone),
    roomId: values.roomId,
    bedId: values.bedId,
    monthlyRentPaise: rupeesToPaise(values.rent) ?? 0,
    depositPaise: rupeesToPaise(values.deposit) ?? 0,
    depositMethod: values.depositMethod as DepositMethod,
    depositPaidOn: values.depositPaidOn,
    moveInDate: values.moveInDate,
    rentAgreementDays: Number(values.rentAgreementDays.trim()),
    noticePeriodDays: Number(values.noticePeriodDays.trim()),
  };
}

/** CheckInInput field names → the form's fields. */
export const checkInServerFields: Partial<Record<string, CheckInField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  roomId: 'roomId',
  bedId: 'bedId',
  monthlyRentPaise: 'rent',
  depositPaise: 'deposit',
  depositMethod: 'depositMethod',
  depositPaidOn: 'depositPaidOn',
  moveInDate: 'moveInDate',
  rentAgreementDays: 'rentAgreementDays',
  noticePeriodDays: 'noticePeriodDays',
};

/** Choosing another room type or room voids what was chosen inside it. */
const dependents: Partial<Record<CheckInField, CheckInField[]>> = {
  roomType: ['roomId', 'bedId', 'rent'],
  roomId: ['bedId', 'rent'],
};

export function withChange(values: CheckInValues, field: CheckInField, value: string): CheckInValues {
  if (values[field] === value) return values;
  const next = { ...values, [field]: value };
  for (const dependent of dependents[field] ?? []) next[dependent] = '';
  return next;
}

const BED_STEP = 2;

export type CheckInFailure = {
  /** The step to show: the first with an error, or the bed step for a taken bed. */
  step: number;
  errors: CheckInErrors;
  alert: string | null;
  /** The chosen bed was taken meanwhile: choose again. */
  clearBed: boolean;
};

/**
 * Where a failed check-in's errors go: field errors under their fields, on their step; a taken bed
 * (CONFLICT on bedId, or CONFLICT naming no field) in an alert on the bed step; the rest in an alert.
 */
export function explainCheckInFailure(problem: GraphqlProblem, currentStep: number): CheckInFailure {
  const placed = placeFieldErrors(problem.fields, checkInServerFields);
  const bedTaken = problem.code === 'CONFLICT' && (Boolean(placed.errors.bedId) || Object.keys(problem.fields).length === 0);
  if (bedTaken) return { step: BED_STEP, errors: {}, alert: problem.summary, clearBed: true };
  const step = firstStepWithError(placed.errors) ?? currentStep;
  return { step, errors: placed.errors, alert: alertMessage(problem, placed.rest), clearBed: false };
}
