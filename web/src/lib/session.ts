import { useSyncExternalStore } from 'react';
import type { Permission } from '../gql/graphql';

export type Role = 'admin' | 'warden' | 'staff' | 'tenant' | 'superadmin';

export type SessionUser = {
  id: string | number;
  full_name: string;
  phone_number: string;
  email: string | null;
  role: Role;
  /** What the role may do, from the server's permission table (GraphQL `User.permissions` names). */
  permissions: Permission[];
  hostel_id: string | number | null;
  hostel_name: string | null;
  /** Job title shown on the profile, when the server has one. */
  position?: string | null;
};

/** The body of a successful POST /api/auth/login with an otp_code. */
export type LoginResponse = {
  access_token: string;
  token_type: string;
  user: SessionUser;
};

export type Session = {
  accessToken: string | null;
  token_type: string | null;
  user: SessionUser | null;
};

export const SESSION_STORAGE_KEY = 'admin_details';

const signedOut: Session = { accessToken: null, token_type: null, user: null };
const listeners = new Set<() => void>();

function fromResponse(response: LoginResponse): Session {
  return { accessToken: response.access_token, token_type: response.token_type, user: response.user };
}

function readStored(): Session {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<LoginResponse>) : null;
    // A session stored before logins carried permissions signs in again rather than guess them.
    if (!parsed?.access_token || !parsed.user || !Array.isArray(parsed.user.permissions)) return signedOut;
    return fromResponse(parsed as LoginResponse);
  } catch {
    return signedOut;
  }
}

let current: Session = readStored();

function emit(next: Session) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the whole login response in sessionStorage and signs in. */
export function startSession(response: LoginResponse) {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(response));
  emit(fromResponse(response));
}

/**
 * Keeps the session going with what changed: a new token (changing the password ends every older one) or the user's
 * new details (the header shows their name). Nothing happens when signed out.
 */
export function updateSession(change: { accessToken?: string; user?: Partial<SessionUser> }) {
  if (!current.accessToken || !current.user) return;
  startSession({
    access_token: change.accessToken ?? current.accessToken,
    token_type: current.token_type ?? 'Bearer',
    user: { ...current.user, ...change.user },
  });
}

export function clearSession() {
  sessionStorage.removeItem(SESSION_STORAGE_KEY);
  if (current !== signedOut) emit(signedOut);
}

/** Re-reads sessionStorage; used when another part of the page (or a test) changed it. */
export function reloadSession() {
  emit(readStored());
}

export function authorizationHeader(): Record<string, string> {
  const { accessToken } = current;
  return accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
