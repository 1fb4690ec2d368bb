import type { Role } from '../common/roles';

/** What an access token carries: user, hostel, role, token version and session id. */
export interface TokenPayload {
  sub: number;
  hid: number;
  role: Role;
  ver: number;
  sid: string;
}
