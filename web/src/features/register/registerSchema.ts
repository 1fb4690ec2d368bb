import type { SelectOption } from '../../components/SelectInput';
import type { Country } from '../../lib/countries';
import { EMAIL_PATTERN } from '../../lib/formRules';
import { toInternational } from '../../lib/phone';
import type { Role } from '../../lib/session';

export type HostelType = 'boys' | 'girls' | 'co_ed';
export type SubscriptionPlan = 'starter_plan' | 'premium_plan' | 'custom_plan';

/** Form values, keyed by the names the server uses; `phone_number` holds the national digits. */
export type RegisterValues = {
  full_name: string;
  phone_number: string;
  email: string;
  role: Role | '';
  hostel_name: string;
  hostel_type: HostelType | '';
  hostel_address: string;
  institution_name: string;
  total_rooms: string;
  total_floors: string;
  aadhar_or_pan: string;
  total_hostels: string;
  billing_address: string;
  subscription_plan: SubscriptionPlan | '';
};

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const emptyRegisterValues: RegisterValues = {
  full_name: '',
  phone_number: '',
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

/** Labels in the order the form shows them. */
export const registerLabels: Record<RegisterField, string> = {
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
};

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

export const numberFields = ['total_rooms', 'total_floors', 'total_hostels'] as const;
const requiredMessages = {
  full_name: 'Name is required',
  phone_number: 'Phone is required',
  email: 'Email is required',
  role: 'Role is required',
} as const;
const WHOLE_NUMBER = /^\d+$/;

export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const [field, message] of Object.entries(requiredMessages) as [RegisterField, string][]) {
    if (!values[field].trim()) errors[field] = message;
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Enter a valid email';
  for (const field of numberFields) {
    const value = values[field].trim();
    if (value && !WHOLE_NUMBER.test(value)) errors[field] = `${registerLabels[field]} must be a whole number of 0 or more`;
  }
  return errors;
}

/** The POST /api/auth/register body: trimmed text, empty optional fields left out, numbers as integers. */
export function toRegisterPayload(values: RegisterValues, country: Country): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  for (const [field, raw] of Object.entries(values) as [RegisterField, string][]) {
    const value = raw.trim();
    if (!value) continue;
    payload[field] = (numberFields as readonly string[]).includes(field) ? Number.parseInt(value, 10) : value;
  }
  payload.phone_number = toInternational(country, values.phone_number);
  return payload;
}

const serverAliases: Record<string, RegisterField> = {
  name: 'full_name',
  phone: 'phone_number',
  identifier: 'phone_number',
  aadhaar_or_pan: 'aadhar_or_pan',
};

/** Maps a server field name (snake_case or camelCase) onto a form field, if the form has it. */
export function formFieldFromServer(field: string): RegisterField | null {
  const snake = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  if (snake in serverAliases) return serverAliases[snake];
  return snake in emptyRegisterValues ? (snake as RegisterField) : null;
}
