import { API_KEY_EXPIRY_DAYS, apiKeyNameWords } from '@hostel-admin/rules';

/**
 * What an admin gives a key and the words the server answers about it. The name's bound and words, and the expiries,
 * are @hostel-admin/rules' (the web form says them first); the rest only the server says.
 */
export const API_KEY_ACCESSES = ['read_only', 'read_write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESSES)[number];

export const apiKeyWords = {
  nameRequired: apiKeyNameWords.required,
  nameTooLong: apiKeyNameWords.tooLong,
  nameTaken: 'An active API key of this hostel already has this name. Choose another name.',
  expiryInvalid: `expiresInDays must be ${API_KEY_EXPIRY_DAYS.join(', ')} or null (never expires).`,
  /** A retried create: the secret was shown to the first submit and is kept only as a hash, so it cannot be shown again. */
  alreadyCreated:
    'This API key was already created and its secret shown once; it cannot be shown again. If it was not copied, revoke the key and create another.',
  tooManyRequests: 'Too many requests with this API key. Try again in a minute.',
  /** Unknown, revoked or expired: one answer for all three, so a caller learns nothing about other keys. */
  notValid: 'This API key is not valid: it is unknown, revoked or expired.',
} as const;

/** A key's lifetime in days: one of the choices, or none (null or left out: never expires). */
export function apiKeyExpiryProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return (API_KEY_EXPIRY_DAYS as readonly unknown[]).includes(value) ? null : apiKeyWords.expiryInvalid;
}
