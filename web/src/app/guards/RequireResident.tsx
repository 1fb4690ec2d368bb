import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** The resident page: signed out, off to login (coming back here); an admin-app user, off to their dashboard. */
export function RequireResident() {
  const { accessToken, user } = useSession();
  const location = useLocation();
  if (!accessToken) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (user?.role !== 'tenant') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
