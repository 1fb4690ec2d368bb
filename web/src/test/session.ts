import { clientPermissionName, permissionsOf, type Role } from '../../../server/src/common/roles';
import { startSession, type LoginResponse } from '../lib/session';

/** What POST /api/auth/login answers for a user of this role: permissions from the server's own table. */
export function loginFor(role: Role): LoginResponse {
  return {
    access_token: 'test-token',
    token_type: 'Bearer',
    user: {
      id: 1,
      full_name: 'Asha Verma',
      phone_number: '+919876543210',
      email: 'asha@example.com',
      role,
      permissions: permissionsOf(role).map(clientPermissionName),
      hostel_id: 1,
      hostel_name: 'Green Nest Hostel',
    },
  };
}

export const adminLogin: LoginResponse = loginFor('admin');

export function signIn(response: LoginResponse = adminLogin) {
  startSession(response);
}
