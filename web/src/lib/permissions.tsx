import type { ReactNode } from 'react';
import type { Permission } from '../gql/graphql';
import { useSession, type SessionUser } from './session';

export type { Permission };

/**
 * True when the user's permissions, as the server sent them at login from the table every guard
 * reads, include this one. The screens keep no copy of that table; the server checks again anyway.
 */
export function userCan(user: Pick<SessionUser, 'permissions'> | null | undefined, permission: Permission): boolean {
  return user?.permissions.includes(permission) ?? false;
}

/** True when the signed-in user may do this. */
export function useCan(permission: Permission): boolean {
  return userCan(useSession().user, permission);
}

export type CanProps = { permission: Permission; children: ReactNode };

/** Renders its children only for users with the permission. */
export function Can({ permission, children }: CanProps) {
  return useCan(permission) ? <>{children}</> : null;
}
