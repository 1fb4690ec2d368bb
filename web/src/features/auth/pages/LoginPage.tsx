import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { AuthCard } from '@/components/AuthCard';
import { paths } from '@/config/paths';
import { emptyPhone } from '@/lib/phone';
import { getSession } from '@/lib/session';
import { notify } from '@/lib/toaster';
import { CodeStep } from '../components/CodeStep';
import { PasswordStep } from '../components/PasswordStep';
import { PhoneStep, type PhoneValues } from '../components/PhoneStep';
import { useOtpLogin } from '../hooks/useOtpLogin';
import { usePasswordLogin } from '../hooks/usePasswordLogin';

type Method = 'code' | 'password';

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
  const loginWithPassword = usePasswordLogin();
  const [method, setMethod] = useState<Method>('code');
  const [phone, setPhone] = useState<PhoneValues>({ identifier: emptyPhone() });

  useEffect(() => {
    localStorage.clear();
  }, []);

  const handlePhone = async (identifier: string, entered: PhoneValues) => {
    setPhone(entered);
    await login.requestCode(identifier);
  };

  // A resident's own login goes to their page; everyone else where they were going, or the dashboard.
  const signedIn = () =>
    navigate(getSession().user?.role === 'tenant' ? paths.resident : returnPath(location.state as LoginLocationState), {
      replace: true,
    });

  const handleCode = async (code: string) => {
    await login.verifyCode(code);
    await signedIn();
  };

  const handlePassword = async (identifier: string, password: string, entered: PhoneValues['identifier']) => {
    setPhone({ identifier: entered });
    await loginWithPassword(identifier, password);
    await signedIn();
  };

  const handleResend = async () => {
    await login.resendCode();
    notify('info', 'A new code has been sent');
  };

  if (method === 'password') {
    return (
      <AuthCard title="Login" description="Enter your phone number and password.">
        <Stack gap="4">
          <PasswordStep defaultPhone={phone.identifier} onSubmit={handlePassword} />
          <Button variant="ghost" size="sm" alignSelf="center" onClick={() => setMethod('code')}>
            Use a code instead
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const description =
    login.step === 'phone' ? 'Enter your phone number to receive a one-time code.' : 'Check your phone for the code.';

  return (
    <AuthCard title="Login" description={description}>
      {login.step === 'phone' ? (
        <Stack gap="4">
          <PhoneStep defaultValues={phone} onSubmit={handlePhone} />
          <Button variant="ghost" size="sm" alignSelf="center" onClick={() => setMethod('password')}>
            Use password instead
          </Button>
        </Stack>
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
