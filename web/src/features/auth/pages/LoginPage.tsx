import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { AuthCard } from '@/components/AuthCard';
import { paths } from '@/config/paths';
import { emptyPhone } from '@/lib/phone';
import { notify } from '@/lib/toaster';
import { CodeStep } from '../components/CodeStep';
import { PhoneStep, type PhoneValues } from '../components/PhoneStep';
import { useOtpLogin } from '../hooks/useOtpLogin';

type LoginLocationState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> } | null;

function returnPath(state: LoginLocationState): string {
  const from = state?.from;
  if (!from?.pathname || from.pathname === paths.login) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useOtpLogin();
  const [phone, setPhone] = useState<PhoneValues>({ identifier: emptyPhone() });

  useEffect(() => {
    localStorage.clear();
  }, []);

  const handlePhone = async (identifier: string, entered: PhoneValues) => {
    setPhone(entered);
    await login.requestCode(identifier);
  };

  const handleCode = async (code: string) => {
    await login.verifyCode(code);
    navigate(returnPath(location.state as LoginLocationState), { replace: true });
  };

  const handleResend = async () => {
    await login.resendCode();
    notify('info', 'A new code has been sent');
  };

  const description =
    login.step === 'phone' ? 'Enter your phone number to receive a one-time code.' : 'Check your phone for the code.';

  return (
    <AuthCard title="Login" description={description}>
      {login.step === 'phone' ? (
        <PhoneStep defaultValues={phone} onSubmit={handlePhone} />
      ) : (
        <CodeStep
          identifier={login.identifier}
          resending={login.resending}
          resendAt={login.resendAt}
          onSubmit={handleCode}
          onResend={handleResend}
          onChangeNumber={login.changeNumber}
        />
      )}
    </AuthCard>
  );
}
