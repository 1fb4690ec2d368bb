import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { paths } from '../../../config/paths';
import { DEFAULT_COUNTRY, type Country } from '../../../lib/countries';
import { notify } from '../../../lib/toaster';
import { CodeStep } from '../components/CodeStep';
import { PhoneStep } from '../components/PhoneStep';
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
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [number, setNumber] = useState('');

  useEffect(() => {
    localStorage.clear();
  }, []);

  const handleCode = async (code: string) => {
    if (await login.verifyCode(code)) {
      navigate(returnPath(location.state as LoginLocationState), { replace: true });
    }
  };

  const handleResend = async () => {
    const sent = await login.resendCode();
    if (sent) notify('info', 'A new code has been sent');
    return sent;
  };

  const description =
    login.step === 'phone' ? 'Enter your phone number to receive a one-time code.' : 'Check your phone for the code.';

  return (
    <AuthCard title="Login" description={description}>
      <Stack gap="5">
        <ErrorAlert message={login.error} />
        {login.step === 'phone' ? (
          <PhoneStep
            country={country}
            number={number}
            pending={login.pending}
            onCountryChange={setCountry}
            onNumberChange={setNumber}
            onSubmit={login.requestCode}
          />
        ) : (
          <CodeStep
            identifier={login.identifier}
            pending={login.pending}
            resendAt={login.resendAt}
            onSubmit={handleCode}
            onResend={handleResend}
            onChangeNumber={login.changeNumber}
          />
        )}
      </Stack>
    </AuthCard>
  );
}
