import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Signed out: off to login, remembering the page asked for in router state `from`. A resident's own login has no
 * place in the admin app: off to their page.
 */
export function RequireAuth() {
  const { accessToken, user } = useSession();
  const location = useLocation();
  if (!accessToken) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (user?.role === 'tenant') return <Navigate to={paths.resident} replace />;
  return <Outlet />;
}
