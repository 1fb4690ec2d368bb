import type { SelectOption } from '@/components/SelectInput';
import { choice, email, optionalText, optionalWholeNumber, phone, requiredText } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { accountPhoneProblem, emptyPhone } from '@/lib/phone';
import type { Role } from '@/lib/session';

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

const count = (field: 'total_rooms' | 'total_floors' | 'total_hostels') =>
  optionalWholeNumber(`${registerLabels[field]} must be a whole number of 0 or more`);

/**
 * Name, Phone, Email and Role required; the rest optional and left out when empty. `phone_number`
 * holds the country and number typed: the payload carries it as E.164.
 */
export const registerSchema = z.object({
  full_name: requiredText('Name is required'),
  phone_number: phone(accountPhoneProblem),
  email: email({ required: 'Email is required', invalid: 'Enter a valid email' }),
  role: choice<Role>('Role is required'),
  hostel_name: optionalText(),
  hostel_type: optionalText(),
  hostel_address: optionalText(),
  institution_name: optionalText(),
  total_rooms: count('total_rooms'),
  total_floors: count('total_floors'),
  aadhar_or_pan: optionalText(),
  total_hostels: count('total_hostels'),
  billing_address: optionalText(),
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
