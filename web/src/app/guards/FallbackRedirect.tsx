import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Unknown paths land on the notification screen when signed in, on login otherwise. */
export function FallbackRedirect() {
  const { accessToken } = useSession();
  return <Navigate to={accessToken ? paths.notification : paths.login} replace />;
}
