import type { SelectOption } from '@/components/SelectInput';
import { choice, email, optionalText, optionalWholeNumber, phone, requiredText } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { emptyPhone } from '@/lib/phone';
import type { Role } from '@/lib/session';
import { accountPhoneProblem } from '@hostel-admin/rules';

export type HostelType = 'boys' | 'girls' | 'co_ed';
export type SubscriptionPlan = 'starter_plan' | 'premium_plan' | 'custom_plan';

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

export const hostelTypeOptions: SelectOption<HostelType>[] = [
  { value: 'boys', label: 'Boys' },
  { value: 'girls', label: 'Girls' },
  { value: 'co_ed', label: 'Co-ed' },
];

export const planOptions: SelectOption<SubscriptionPlan>[] = [
  { value: 'starter_plan', label: 'Starter Plan' },
  { value: 'premium_plan', label: 'Premium Plan' },
  { value: 'custom_plan', label: 'Custom Plan' },
];

/** The server's bounds (server/src/users/dto/register-user.dto.ts), said with the field's label. */
const COUNT_MAX = { total_rooms: 100_000, total_floors: 1000, total_hostels: 1000 } as const;
const TEXT_MAX = { full_name: 120, hostel_name: 120, hostel_address: 300, institution_name: 200, billing_address: 300 };

const count = (field: keyof typeof COUNT_MAX) => {
  const message = `${registerLabels[field]} must be a whole number from 0 to ${COUNT_MAX[field]}.`;
  return optionalWholeNumber(message).refine((value) => value === undefined || value <= COUNT_MAX[field], message);
};

const text = (field: keyof typeof TEXT_MAX) =>
  optionalText().refine(
    (value) => value === undefined || value.length <= TEXT_MAX[field],
    `${registerLabels[field]} must be at most ${TEXT_MAX[field]} characters.`,
  );

const AADHAAR_OR_PAN = /^(\d{12}|[A-Z]{5}\d{4}[A-Z])$/;

/**
 * Name, Phone, Email and Role required; the rest optional and left out when empty. `phone_number`
 * holds the country and number typed: the payload carries it as E.164.
 */
export const registerSchema = z.object({
  full_name: requiredText('Name is required').max(
    TEXT_MAX.full_name,
    `Name must be at most ${TEXT_MAX.full_name} characters.`,
  ),
  phone_number: phone(accountPhoneProblem),
  email: email({ required: 'Email is required', invalid: 'Enter a valid email' }),
  role: choice<Role>('Role is required'),
  hostel_name: text('hostel_name'),
  hostel_type: optionalText(),
  hostel_address: text('hostel_address'),
  institution_name: text('institution_name'),
  total_rooms: count('total_rooms'),
  total_floors: count('total_floors'),
  aadhar_or_pan: optionalText()
    .transform((value) => value?.replace(/[\s-]/g, '').toUpperCase() || undefined)
    .refine(
      (value) => value === undefined || AADHAAR_OR_PAN.test(value),
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
