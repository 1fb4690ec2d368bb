import type { ReactNode } from 'react';
import { useSession, type Role } from './session';

/** What the screens offer per role; mirrors the server's permission table (server/src/common/roles.ts). */
export type Permission = 'rooms.write' | 'students.write' | 'users.register';

const ALLOWED: Record<Permission, readonly Role[]> = {
  'rooms.write': ['superadmin', 'admin', 'warden'],
  'students.write': ['superadmin', 'admin', 'warden'],
  'users.register': ['superadmin', 'admin'],
};

export function roleCan(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && ALLOWED[permission].includes(role);
}

/** True when the signed-in user's role may do this; the server checks again on every request. */
export function useCan(permission: Permission): boolean {
  return roleCan(useSession().user?.role, permission);
}

export type CanProps = { permission: Permission; children: ReactNode };

/** Renders its children only for roles with the permission. */
export function Can({ permission, children }: CanProps) {
  return useCan(permission) ? <>{children}</> : null;
}
