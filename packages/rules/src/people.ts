/** A resident's or a user's name and e-mail: the bounds and the check-in's words (the spec's, where it has them). */
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
/** A simple address pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const personMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${NAME_MAX} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
} as const;

/** The check-in wizard's words for its other fields, from the spec. */
export const checkInMessages = {
  roomRequired: 'Please select Room Number.',
  bedRequired: 'Bed number Required.',
  /** Rent and deposit. */
  amountRequired: '! required.',
  /** Rent agreement, notice period, deposit method. */
  required: 'Is required.',
  depositDateInFuture: 'Deposit date cannot be later than today',
} as const;

/** Registration's optional counts and texts (POST /api/auth/register): the most each may hold. */
export const REGISTRATION_COUNT_MAX = { total_rooms: 100_000, total_floors: 1000, total_hostels: 1000 } as const;
export const REGISTRATION_TEXT_MAX = {
  full_name: NAME_MAX,
  email: EMAIL_MAX,
  hostel_name: 120,
  hostel_address: 300,
  institution_name: 200,
  billing_address: 300,
} as const;
/**
 * Register User's answer to the role Tenant (and the server's to any other way of making one): a resident's own login
 * is given on their page, where it is linked to them, never registered on its own.
 */
export const TENANT_LOGIN_ON_RESIDENT_PAGE =
  "Role Tenant is not registered here: a resident's login is given on their own page. Open the resident in Students and choose Give login.";
/** A 12-digit Aadhaar number or a PAN ("ABCDE1234F"), written without spaces or dashes, in capitals. */
export const AADHAAR_OR_PAN_PATTERN = /^(\d{12}|[A-Z]{5}\d{4}[A-Z])$/;
