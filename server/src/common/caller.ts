import type { Permission, Role } from './roles';
import { permissionsOf } from './roles';

/**
 * Who is acting, resolved once: for a request by the global guard (`auth.guard.ts`), for a job by the job that
 * runs. Services read the caller's hostel and scope from here and never work them out from a role.
 */
interface CallerParts {
  /** The hostel the caller acts in: what it creates belongs there. */
  readonly hostelId: number;
  /**
   * The hostel the caller's reads and changes are limited to; `undefined` means every hostel (a superadmin, or a
   * job that works for every hostel). `mayAccess` and `scopeOf` read it.
   */
  readonly scope: number | undefined;
  /** What the caller may do: for a user, their role's row of `roles.ts`. */
  readonly permissions: ReadonlySet<Permission>;
}

/** A signed-in person: the token's session, checked against the user row. */
export interface UserCaller extends CallerParts {
  readonly kind: 'user';
  /** The user, named in the activity log and in every `*_by` column the change writes. */
  readonly actorId: number;
  readonly role: Role;
  readonly sessionId: string;
  /** A resident's own login (`tenant`): the student record it may read and act for; null for staff. */
  readonly studentId: number | null;
}

/**
 * An integrator's API key (`api-keys/`): a warden's permissions in the key's hostel only, never a resident's and never
 * every hostel's. The guard resolves it from `Authorization: Bearer hak_…` (the prefix tells a key from a session
 * token) and refuses every change a read-only key asks for.
 */
export interface ApiKeyCaller extends CallerParts {
  readonly kind: 'apiKey';
  /**
   * The admin who issued the key: the `*_by` columns of what the key changes name them (they are NOT NULL and name a
   * user). The activity log names the key instead (`keyId`): a key is never a person.
   */
  readonly actorId: number;
  readonly keyId: number;
  /** The key's name, as the activity log says it: "API key Sync". */
  readonly keyName: string;
  /** read_only: the guard refuses every mutation and every HTTP method but GET and HEAD. */
  readonly access: 'read_only' | 'read_write';
}

/** Work the queue runs on its own (jobs/): no person acts, so the activity log names no one. */
export interface JobCaller extends CallerParts {
  readonly kind: 'job';
  readonly actorId: null;
  /** The job kind, as the queue names it. */
  readonly job: string;
}

/**
 * A caller behind an HTTP request or GraphQL operation: a person, or a key acting for one. Work that records who did
 * it in a NOT NULL column (payments, verifications, reversals, notices, settlements, refunds, write-offs, rent
 * changes, idempotency keys) takes a `RequestCaller`, not a `Caller`: the type keeps a job from calling it.
 */
export type RequestCaller = UserCaller | ApiKeyCaller;
export type Caller = RequestCaller | JobCaller;

/** A signed-in user as the guard resolves them. A superadmin's scope is every hostel; everyone else's, their own. */
export function userCaller(user: {
  userId: number;
  hostelId: number;
  role: Role;
  sessionId: string;
  studentId?: number | null;
}): UserCaller {
  return {
    kind: 'user',
    actorId: user.userId,
    hostelId: user.hostelId,
    role: user.role,
    sessionId: user.sessionId,
    studentId: user.studentId ?? null,
    scope: user.role === 'superadmin' ? undefined : user.hostelId,
    permissions: new Set(permissionsOf(user.role)),
  };
}

/**
 * An API key as the guard resolves it: a warden's row of the role table (reading and changing a hostel's day, no
 * settings, approvals or staff logins), scoped to the key's hostel, acting for the admin who issued it.
 */
export function apiKeyCaller(key: {
  keyId: number;
  keyName: string;
  hostelId: number;
  issuedBy: number;
  access: 'read_only' | 'read_write';
}): ApiKeyCaller {
  return {
    kind: 'apiKey',
    actorId: key.issuedBy,
    keyId: key.keyId,
    keyName: key.keyName,
    access: key.access,
    hostelId: key.hostelId,
    scope: key.hostelId,
    permissions: new Set(permissionsOf('warden')),
  };
}

/** A job acting in one hostel (or, without one, every hostel) with the permissions its kind needs. */
export function jobCaller(job: string, hostelId: number | undefined, permissions: readonly Permission[]): JobCaller {
  return {
    kind: 'job',
    actorId: null,
    job,
    hostelId: hostelId ?? 0,
    scope: hostelId,
    permissions: new Set(permissions),
  };
}

/** True when the caller may do this. */
export function callerCan(caller: Caller, permission: Permission): boolean {
  return caller.permissions.has(permission);
}

/** True when the caller may see or change rows of this hostel. */
export function mayAccess(caller: Caller, hostelId: number): boolean {
  return caller.scope === undefined || caller.scope === hostelId;
}

/** A caller's id as a `*_by` column takes it: the person's, or none for a job. */
export function actorOf(caller: Caller | null | undefined): number | null {
  return caller?.actorId ?? null;
}

/** The student a resident's own login acts for, or null for every other caller. */
export function residentOf(caller: Caller): number | null {
  return caller.kind === 'user' ? caller.studentId : null;
}

/** True for a caller whose scope is every hostel (a superadmin): only such a caller may make or change another. */
export function actsForEveryHostel(caller: Caller): boolean {
  return caller.scope === undefined;
}
