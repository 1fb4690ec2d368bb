import { getSession } from './session';

/** The signed-in user's id as the API writes ids, or null when signed out. */
export function readerId(): string | null {
  const user = getSession().user;
  return user ? String(user.id) : null;
}

/**
 * Who did something, in words: "You", their name, an API key ("API key Sync": the API names no user and gives the
 * key's words as the name), or the product's own work (a job: no user, no name). A user whose name is gone reads "A
 * former user".
 */
export function whoDidIt(
  userId: string | number | null | undefined,
  name: string | null | undefined,
  reader: string | null = readerId(),
): string {
  if (userId === null || userId === undefined) return name ?? 'Hostel Admin (automatic)';
  if (reader !== null && String(userId) === reader) return 'You';
  return name ?? 'A former user';
}
