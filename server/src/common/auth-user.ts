import type { Role } from './roles';

/** The verified caller, built from the JWT and the session row. */
export interface AuthUser {
  userId: number;
  hostelId: number;
  role: Role;
  sessionId: string;
}

/** The hostel the caller's reads are limited to; undefined means every hostel (superadmin). */
export function hostelScope(user: AuthUser): number | undefined {
  return user.role === 'superadmin' ? undefined : user.hostelId;
}

/** True when the caller may see or change rows of this hostel. */
export function canAccessHostel(user: AuthUser, hostelId: number): boolean {
  return user.role === 'superadmin' || user.hostelId === hostelId;
}
