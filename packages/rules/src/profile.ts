import { atMostCharacters } from './problems';

/**
 * A user's own profile (Profile → User Details): name and e-mail (`people.ts`), pincode, city, state, district and
 * an optional other address. The spec lists the fields; the bounds and words are ours.
 */

/** The roles as the profile's position label names them. */
export const ROLE_LABELS = {
  admin: 'Admin',
  warden: 'Warden',
  staff: 'Staff',
  tenant: 'Tenant',
  superadmin: 'Super Admin',
} as const satisfies Record<string, string>;

/** India's 28 states and 8 union territories, as India Post names them. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** An Indian PIN code: six digits, the first 1-9 (the postal region). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** The most each text field of the profile holds (the users table's columns). */
export const PROFILE_TEXT_MAX = { city: 80, district: 80, otherAddress: 300 } as const;

export const profileMessages = {
  pincodeRequired: 'Pincode is required.',
  pincodeInvalid: 'Pincode must be 6 digits and cannot start with 0.',
  cityRequired: 'City is required.',
  cityTooLong: atMostCharacters('City', PROFILE_TEXT_MAX.city),
  stateRequired: 'State is required.',
  stateInvalid: 'State must be one of the states or union territories of India.',
  districtRequired: 'District is required.',
  districtTooLong: atMostCharacters('District', PROFILE_TEXT_MAX.district),
  otherAddressTooLong: atMostCharacters('Other address', PROFILE_TEXT_MAX.otherAddress),
} as const;

/** A pincode as people write it ("560 034"): spaces dropped. */
export const compactPincode = (value: string): string => value.replace(/\s+/g, '');

/** What is wrong with a pincode (after `compactPincode`), or null. */
export function pincodeProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return profileMessages.pincodeRequired;
  return PINCODE_PATTERN.test(value) ? null : profileMessages.pincodeInvalid;
}

/** What is wrong with a state, or null: one of `INDIAN_STATES`, as written there. */
export function stateProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return profileMessages.stateRequired;
  return (INDIAN_STATES as readonly string[]).includes(value) ? null : profileMessages.stateInvalid;
}
