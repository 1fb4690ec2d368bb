import { ApiError, apiPost } from '@/lib/api';
import { startSession, type LoginResponse } from '@/lib/session';
import { withRetryHint } from './useOtpLogin';
import { passwordMessages } from '@hostel-admin/rules';

/** Phone + password (POST /api/auth/login with `password`): starts the session or throws what the server refused. */
export function usePasswordLogin() {
  return async (identifier: string, password: string) => {
    try {
      startSession(await apiPost<LoginResponse>('/auth/login', { identifier, password }));
    } catch (error) {
      // The one refusal, in the rules' words: it never says whether the number exists or has a password.
      if (error instanceof ApiError && error.status === 401)
        throw new ApiError(401, passwordMessages.loginFailed, [], null, error.requestId);
      throw withRetryHint(error);
    }
  };
}
