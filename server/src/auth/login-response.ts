import { toPublicUser } from '../users/public-user';
import type { LoginCodeRequest, LoginResult } from './auth.service';

/** The legacy REST answers of POST /api/auth/login (snake_case). */
export function toCodeRequestResponse(request: LoginCodeRequest) {
  return { message: request.message, expires_in: request.expiresIn, resend_after: request.resendAfter };
}

export function toLoginResponse(result: LoginResult) {
  return {
    access_token: result.accessToken,
    token_type: 'Bearer' as const,
    user: toPublicUser(result.user, result.hostel),
  };
}
