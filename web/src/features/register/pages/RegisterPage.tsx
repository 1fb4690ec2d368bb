import { useNavigate } from 'react-router-dom';
import { AuthCard } from '@/components/AuthCard';
import { paths } from '@/config/paths';
import { getSession, useSession } from '@/lib/session';
import { notify } from '@/lib/toaster';
import { RegisterForm } from '../components/RegisterForm';

export function RegisterPage() {
  const navigate = useNavigate();
  const signedIn = Boolean(useSession().accessToken);

  const handleRegistered = () => {
    notify('success', 'User registered successfully');
    // Signed out, this was the first-run setup: the new admin signs in next.
    if (!getSession().accessToken) navigate(paths.login);
  };

  const description = signedIn
    ? 'Add a user to your hostel.'
    : 'Set up the first administrator and hostel. You will sign in with this phone number.';

  return (
    <AuthCard title="Register" description={description} maxWidth="3xl">
      <RegisterForm onRegistered={handleRegistered} />
    </AuthCard>
  );
}
