import type { SelectOption } from '@/components/SelectInput';
import { choice, email, optionalText, optionalWholeNumber, phone, requiredText } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { optionsOf } from '@/lib/options';
import { emptyPhone } from '@/lib/phone';
import type { Role } from '@/lib/session';
import {
  AADHAAR_OR_PAN_PATTERN,
  accountPhoneProblem,
  HOSTEL_TYPE_LABELS,
  personMessages,
  PLAN_NAMES,
  REGISTRATION_COUNT_MAX,
  REGISTRATION_TEXT_MAX,
  TENANT_LOGIN_ON_RESIDENT_PAGE,
} from '@hostel-admin/rules';

/** Labels in the order the form shows them, keyed by the REST payload's field names. */
export const registerLabels = {
  full_name: 'Name',
  phone_number: 'Phone',
  email: 'Email',
  role: 'Select Role',
  hostel_name: 'Hostel Name',
  hostel_type: 'Hostel Type',
  hostel_address: 'Hostel Address',
  institution_name: 'Institution Name',
  total_rooms: 'Total Rooms',
  total_floors: 'Total Floors',
  aadhar_or_pan: 'Aadhaar/PAN',
  total_hostels: 'Total Hostel',
  billing_address: 'Billing Address',
  subscription_plan: 'Subscription Plan',
} as const;

export const roleOptions: SelectOption<Role>[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'warden', label: 'Warden' },
  { value: 'staff', label: 'Staff' },
  { value: 'tenant', label: 'Tenant' },
  { value: 'superadmin', label: 'Super Admin' },
];

export const hostelTypeOptions = optionsOf(HOSTEL_TYPE_LABELS);

export const planOptions = optionsOf(PLAN_NAMES);

/** The server's bounds (REGISTRATION_COUNT_MAX, REGISTRATION_TEXT_MAX), said with the field's label. */
const COUNT_MAX = REGISTRATION_COUNT_MAX;
const TEXT_MAX = REGISTRATION_TEXT_MAX;

const count = (field: keyof typeof COUNT_MAX) => {
  const message = `${registerLabels[field]} must be a whole number from 0 to ${COUNT_MAX[field]}.`;
  return optionalWholeNumber(message).refine((value) => value === undefined || value <= COUNT_MAX[field], message);
};

const text = (field: Exclude<keyof typeof TEXT_MAX, 'full_name' | 'email'>) =>
  optionalText().refine(
    (value) => value === undefined || value.length <= TEXT_MAX[field],
    `${registerLabels[field]} must be at most ${TEXT_MAX[field]} characters.`,
  );

/**
 * Name, Phone, Email and Role required (never Tenant: a resident's login is given on their page); the rest optional
 * and left out when empty. `phone_number` holds the country and number typed: the payload carries it as E.164.
 */
export const registerSchema = z.object({
  full_name: requiredText('Name is required').max(TEXT_MAX.full_name, personMessages.nameTooLong),
  phone_number: phone(accountPhoneProblem),
  email: email({ required: 'Email is required', invalid: 'Enter a valid email' }),
  // A resident's own login is given on their page, linked to them (Give login); the server refuses it here too.
  role: choice<Role>('Role is required').refine((role) => role !== 'tenant', TENANT_LOGIN_ON_RESIDENT_PAGE),
  hostel_name: text('hostel_name'),
  hostel_type: optionalText(),
  hostel_address: text('hostel_address'),
  institution_name: text('institution_name'),
  total_rooms: count('total_rooms'),
  total_floors: count('total_floors'),
  aadhar_or_pan: optionalText()
    .transform((value) => value?.replace(/[\s-]/g, '').toUpperCase() || undefined)
    .refine(
      (value) => value === undefined || AADHAAR_OR_PAN_PATTERN.test(value),
      'Aadhaar/PAN must be a 12-digit Aadhaar number or a PAN like ABCDE1234F.',
    ),
  total_hostels: count('total_hostels'),
  billing_address: text('billing_address'),
  subscription_plan: optionalText(),
});

export type RegisterValues = z.input<typeof registerSchema>;
/** The POST /api/auth/register body. */
export type RegisterPayload = z.output<typeof registerSchema>;

export const emptyRegisterValues: RegisterValues = {
  full_name: '',
  phone_number: emptyPhone(),
  email: '',
  role: '',
  hostel_name: '',
  hostel_type: '',
  hostel_address: '',
  institution_name: '',
  total_rooms: '',
  total_floors: '',
  aadhar_or_pan: '',
  total_hostels: '',
  billing_address: '',
  subscription_plan: '',
};
