import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Signed out: off to login, remembering the page asked for in router state `from`. */
export function RequireAuth() {
  const { accessToken } = useSession();
  const location = useLocation();
  if (!accessToken) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
