import { InputError } from '../common/errors';
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

export type SignInWay = { kind: 'code'; code: string } | { kind: 'password'; password: string } | { kind: 'none' };

/** A code or a password, never both: a request with both is refused naming `password`. */
export function signInWay(code: string | null | undefined, password: string | null | undefined, codeField: string) {
  const hasCode = code !== undefined && code !== null;
  const hasPassword = password !== undefined && password !== null;
  if (hasCode && hasPassword) throw InputError.field('password', `Send ${codeField} or password, not both.`);
  if (hasPassword) return { kind: 'password', password } as const;
  if (hasCode) return { kind: 'code', code } as const;
  return { kind: 'none' } as const;
}
