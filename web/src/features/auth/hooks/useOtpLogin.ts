import { useState } from 'react';
import { ApiError, apiPost, errorMessage } from '../../../lib/api';
import { startSession, type LoginResponse } from '../../../lib/session';

export type LoginStep = 'phone' | 'code';

/** The answer to a code request (POST /api/auth/login without otp_code); times in seconds. */
type CodeRequestResponse = { message?: string; expires_in?: number; resend_after?: number } | null;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

const deadlineIn = (seconds: number | null | undefined) => (seconds && seconds > 0 ? Date.now() + seconds * 1000 : null);

function describeError(error: unknown): string {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.retryAfter) {
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    return `${sentence} Try again in ${error.retryAfter} seconds.`;
  }
  return message;
}

/** Step 1 asks the server for a code for `identifier`; step 2 trades the code for a session. */
export function useOtpLogin() {
  const [step, setStep] = useState<LoginStep>('phone');
  const [identifier, setIdentifier] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** When the server will take another code request for this number (a Date.now() timestamp). */
  const [resendAt, setResendAt] = useState<number | null>(null);

  const run = async <T,>(request: () => Promise<T>): Promise<Outcome<T>> => {
    setPending(true);
    setError(null);
    try {
      return { ok: true, value: await request() };
    } catch (caught) {
      setError(describeError(caught));
      return { ok: false, error: caught };
    } finally {
      setPending(false);
    }
  };

  const requestCode = async (phone: string): Promise<boolean> => {
    const outcome = await run(() => apiPost<CodeRequestResponse>('/auth/login', { identifier: phone }));
    if (!outcome.ok) {
      if (outcome.error instanceof ApiError && outcome.error.retryAfter) setResendAt(deadlineIn(outcome.error.retryAfter));
      return false;
    }
    setResendAt(deadlineIn(outcome.value?.resend_after));
    setIdentifier(phone);
    setStep('code');
    return true;
  };

  const resendCode = () => requestCode(identifier);

  const verifyCode = async (code: string): Promise<boolean> => {
    const outcome = await run(() => apiPost<LoginResponse>('/auth/login', { identifier, otp_code: code }));
    if (!outcome.ok) return false;
    startSession(outcome.value);
    return true;
  };

  const changeNumber = () => {
    setError(null);
    setResendAt(null);
    setStep('phone');
  };

  return { step, identifier, pending, error, resendAt, requestCode, resendCode, verifyCode, changeNumber };
}
