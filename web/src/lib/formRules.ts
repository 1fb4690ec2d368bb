/** Field rules the forms share, matching the server's. */

/** something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's value (YYYY-MM-DD): "{label} is required." when empty, "Enter a valid date." when malformed. */
export function dateProblem(value: string, label: string): string | undefined {
  if (!value) return `${label} is required.`;
  return ISO_DATE.test(value) ? undefined : 'Enter a valid date.';
}
