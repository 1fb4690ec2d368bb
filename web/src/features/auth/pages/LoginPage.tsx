import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { emptyPhone, type PhoneValue } from '@/lib/phone';
import { getSession } from '@/lib/session';
import { CodeStep } from '../components/CodeStep';
import { PasswordStep } from '../components/PasswordStep';
import { PhoneStep } from '../components/PhoneStep';
import { useOtpLogin } from '../hooks/useOtpLogin';
import { LOGIN_TITLE, PHONE_STEP_DESCRIPTION } from '../loginWords';
import { usePasswordLogin } from '../hooks/usePasswordLogin';
import { Button } from '../plain/Button';
import { LoginFrame } from '../plain/LoginFrame';

type Method = 'code' | 'password';

type LoginLocationState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> } | null;

function returnPath(state: LoginLocationState): string {
  const from = state?.from;
  if (!from?.pathname || from.pathname === paths.login) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The login page, in plain React and CSS (../plain/): no Chakra UI, zod or react-hook-form, which every other screen
 * loads (issue 37: the page every user opens first stays within 150 KB of compressed JavaScript).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useOtpLogin();
  const loginWithPassword = usePasswordLogin();
  const [method, setMethod] = useState<Method>('code');
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone);

  useEffect(() => {
    localStorage.clear();
  }, []);

  const handlePhone = async (identifier: string, entered: PhoneValue) => {
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

  const handlePassword = async (identifier: string, password: string, entered: PhoneValue) => {
    setPhone(entered);
    await loginWithPassword(identifier, password);
    await signedIn();
  };

  if (method === 'password') {
    return (
      <LoginFrame title={LOGIN_TITLE} description="Enter your phone number and password.">
        <PasswordStep defaultPhone={phone} onSubmit={handlePassword} />
        <Button variant="ghost" center onClick={() => setMethod('code')}>
          Use a code instead
        </Button>
      </LoginFrame>
    );
  }

  const description = login.step === 'phone' ? PHONE_STEP_DESCRIPTION : 'Check your phone for the code.';

  return (
    <LoginFrame title={LOGIN_TITLE} description={description}>
      {login.step === 'phone' ? (
        <>
          <PhoneStep defaultPhone={phone} onSubmit={handlePhone} />
          <Button variant="ghost" center onClick={() => setMethod('password')}>
            Use password instead
          </Button>
        </>
      ) : (
        <CodeStep
          identifier={login.identifier}
          resending={login.resending}
          resendAt={login.resendAt}
          onSubmit={handleCode}
          onResend={login.resendCode}
          onChangeNumber={login.changeNumber}
        />
      )}
    </LoginFrame>
  );
}
