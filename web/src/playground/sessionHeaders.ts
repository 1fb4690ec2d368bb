import { authorizationHeader } from '@/lib/session';

/**
 * The Headers editor's text for this browser tab: the app's session (kept in sessionStorage, so a playground opened
 * from the app in the same tab finds it) as `Authorization: Bearer …`, or nothing when no one is signed in here. The
 * user sees exactly what is sent; the server decides what it may do, the playground adds nothing.
 */
export function sessionHeaders(): string {
  const header = authorizationHeader();
  return Object.keys(header).length ? JSON.stringify(header, null, 2) : '';
}
