import { atMostCharacters } from './problems';

/**
 * Phone + password, the second way to sign in beside the code (Profile → Change Password). The strength rule both
 * sides check, in one place: at least 10 characters with a letter and a digit, at least 5 different characters, not
 * one of the passwords people pick most, and not the user's own phone number.
 */
export const PASSWORD_MIN = 10;
/** Long enough for a passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX = 128;
const DISTINCT_MIN = 5;

/** Passwords that pass the length, letter and digit rule and are still the first ones guessed. */
const COMMON_PASSWORDS = new Set([
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'qwertyuiop1',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'abcd123456',
  'abc1234567',
  'abcdef1234',
  '123456789a',
  '1234567890a',
  'a123456789',
  'iloveyou123',
  'welcome123',
  'admin12345',
  'admin@1234',
  'india12345',
  'india@1234',
  'hostel1234',
  'hostel12345',
  'letmein123',
]);

export const passwordMessages = {
  newRequired: 'New password is required.',
  tooShort: `New password must be at least ${PASSWORD_MIN} characters.`,
  tooLong: atMostCharacters('New password', PASSWORD_MAX),
  letterAndDigit: 'New password must have at least one letter and one digit.',
  tooEasy: 'New password is too easy to guess. Choose a less common one.',
  containsPhone: 'New password must not contain your phone number.',
  sameAsCurrent: 'New password must be different from the current password.',
  currentRequired: 'Current password is required.',
  currentWrong: 'Current password is incorrect.',
  confirmRequired: 'Type the new password again.',
  mismatch: 'Passwords do not match.',
  /** Login: the same words whether the phone is unknown, has no password or the password is wrong. */
  loginRequired: 'Password is required.',
  loginFailed: 'The phone number or password is incorrect.',
} as const;

/**
 * What is wrong with a new password, or null. `phone` (E.164), when given, must not appear in it: its last ten
 * digits (the national number of an Indian mobile).
 */
export function newPasswordProblem(value: unknown, phone?: string | null): string | null {
  if (typeof value !== 'string' || value === '') return passwordMessages.newRequired;
  if (value.length < PASSWORD_MIN) return passwordMessages.tooShort;
  if (value.length > PASSWORD_MAX) return passwordMessages.tooLong;
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return passwordMessages.letterAndDigit;
  if (new Set(value.toLowerCase()).size < DISTINCT_MIN || COMMON_PASSWORDS.has(value.toLowerCase()))
    return passwordMessages.tooEasy;
  const national = phone?.replace(/\D/g, '').slice(-10);
  if (national && national.length === 10 && value.replace(/\D/g, '').includes(national))
    return passwordMessages.containsPhone;
  return null;
}
