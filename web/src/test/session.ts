import { startSession, type LoginResponse } from '../lib/session';

export const adminLogin: LoginResponse = {
  access_token: 'test-token',
  token_type: 'Bearer',
  user: {
    id: 1,
    full_name: 'Asha Verma',
    phone_number: '+919876543210',
    email: 'asha@example.com',
    role: 'admin',
    hostel_id: 1,
    hostel_name: 'Green Nest Hostel',
  },
};

export function signIn(response: LoginResponse = adminLogin) {
  startSession(response);
}
