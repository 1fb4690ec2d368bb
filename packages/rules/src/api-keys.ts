import { atMostCharacters } from './problems';

/** An API key's name: 1 to 60 characters, unique among the hostel's active keys (the server checks uniqueness). */
export const API_KEY_NAME_MAX = 60;

/** How long a new key lasts, in days; null (never expires) is the fourth choice. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;

export const apiKeyNameWords = {
  required: 'Name is required.',
  tooLong: atMostCharacters('Name', API_KEY_NAME_MAX),
} as const;

/** What is wrong with a key's name (trimmed), or null: the server refuses it with these words, the form says them first. */
export function apiKeyNameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return apiKeyNameWords.required;
  return value.trim().length > API_KEY_NAME_MAX ? apiKeyNameWords.tooLong : null;
}
