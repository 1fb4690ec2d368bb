import { useId, useState } from 'react';
import { useSecondsLeft } from '@/lib/useSecondsLeft';
import { Button } from '../plain/Button';
import { FormAlert } from '../plain/FormAlert';
import { usePlainForm } from '../plain/usePlainForm';
import { OtpInput } from './OtpInput';

export const OTP_LENGTH = 6;

const FIELDS = ['otp_code'] as const;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

export type CodeStepProps = {
  identifier: string;
  /** A new code is being requested. */
  resending: boolean;
  /** The server takes another code request from this moment (Date.now() timestamp). */
  resendAt: number | null;
  /** Trades the code for a session; throws what the server refused. */
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onChangeNumber: () => void;
};

/** POST /api/auth/login's `otp_code`: one box per digit here, joined for the request. */
export function CodeStep({ identifier, resending, resendAt, onSubmit, onResend, onChangeNumber }: CodeStepProps) {
  const form = usePlainForm(FIELDS);
  const [digits, setDigits] = useState(emptyCode);
  /** Said once a new code has gone out (role="status": read out without moving focus). */
  const [notice, setNotice] = useState('');
  const errorId = useId();
  const resendWait = useSecondsLeft(resendAt);
  const busy = form.pending || resending;
  const error = form.errors.otp_code;

  const handleSubmit = form.submit(
    () => ({ otp_code: digits.every(Boolean) ? undefined : `Enter all ${OTP_LENGTH} digits of the code` }),
    () => onSubmit(digits.join('')),
  );

  const handleChange = (next: string[]) => {
    setDigits(next);
    setNotice('');
    // The message goes once every box holds a digit.
    if (next.every(Boolean)) form.clearError('otp_code');
  };

  const handleResend = async () => {
    form.setAlert(null);
    setNotice('');
    try {
      await onResend();
      setDigits(emptyCode());
      setNotice('A new code has been sent');
    } catch (refused) {
      form.showServerError(refused);
    }
  };

  return (
    <form className="pl-form" noValidate aria-label="Enter the login code" onSubmit={handleSubmit}>
      <FormAlert message={form.alert} />
      <p className="pl-muted">
        Enter the {OTP_LENGTH}-digit code sent to <strong>{identifier}</strong>.
      </p>
      <div className="pl-otp-field">
        <OtpInput
          value={digits}
          onChange={handleChange}
          disabled={resending}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          focusRef={form.register('otp_code')}
          autoFocus
        />
        <p id={errorId} className="pl-error-text pl-otp-error" aria-live="polite">
          {error}
        </p>
      </div>
      <Button variant="solid" type="submit" loading={busy}>
        Login
      </Button>
      <div>
        <div className="pl-row">
          <Button variant="ghost" onClick={onChangeNumber} disabled={busy}>
            Change number
          </Button>
          <Button variant="ghost" onClick={handleResend} disabled={busy || resendWait > 0}>
            {resendWait > 0 ? `Resend code in ${resendWait}s` : 'Resend code'}
          </Button>
        </div>
        <p className="pl-status" role="status">
          {notice}
        </p>
      </div>
    </form>
  );
}
