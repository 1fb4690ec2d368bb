import { useNavigate } from 'react-router-dom';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { clearSession, getSession } from './session';

/**
 * Tells the server (POST /api/auth/logout, failures ignored), then leaves for the login screen and
 * ends the session; the Apollo client clears its cache when the session ends (lib/apollo/client.ts).
 */
export function useLogout() {
  const navigate = useNavigate();

  return async () => {
    const { accessToken } = getSession();
    if (accessToken) {
      try {
        await fetch(`${env.apiBaseUrl}/auth/logout`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${accessToken}` },
        });
      } catch {
        // Offline or server down: the session still ends here.
      }
    }
    // Leave (rendered synchronously) before ending the session, so the route guard does not record
    // this page as the one to come back to.
    await navigate(paths.login, { replace: true, flushSync: true });
    clearSession();
  };
}
