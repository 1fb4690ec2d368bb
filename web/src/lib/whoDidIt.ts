import { getSession } from './session';

/** The signed-in user's id as the API writes ids, or null when signed out. */
export function readerId(): string | null {
  const user = getSession().user;
  return user ? String(user.id) : null;
}

/**
 * Who did something, in words: "You", their name, or the product's own work (a job, no user). A user whose name
 * is gone reads "A former user".
 */
export function whoDidIt(
  userId: string | number | null | undefined,
  name: string | null | undefined,
  reader: string | null = readerId(),
): string {
  if (userId === null || userId === undefined) return 'Hostel Admin (automatic)';
  if (reader !== null && String(userId) === reader) return 'You';
  return name ?? 'A former user';
}
