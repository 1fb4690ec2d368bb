import { useState } from 'react';
import { ApiError, apiPost, errorMessage } from '@/lib/api';
import { startSession, type LoginResponse } from '@/lib/session';

export type LoginStep = 'phone' | 'code';

/** The answer to a code request (POST /api/auth/login without otp_code); times in seconds. */
type CodeRequestResponse = { message?: string; expires_in?: number; resend_after?: number } | null;

const deadlineIn = (seconds: number | null | undefined) =>
  seconds && seconds > 0 ? Date.now() + seconds * 1000 : null;

/** A refusal as the form shows it: a 429 also says how long to wait. */
export function withRetryHint(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.retryAfter) return error;
  const message = errorMessage(error);
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return new ApiError(
    error.status,
    `${sentence} Try again in ${error.retryAfter} seconds.`,
    error.fields,
    error.retryAfter,
  );
}

/**
 * Step 1 asks the server for a code for `identifier`; step 2 trades the code for a session.
 * Both throw what the server refused, for the step's form to show.
 */
export function useOtpLogin() {
  const [step, setStep] = useState<LoginStep>('phone');
  const [identifier, setIdentifier] = useState('');
  const [resending, setResending] = useState(false);
  /** When the server will take another code request for this number (a Date.now() timestamp). */
  const [resendAt, setResendAt] = useState<number | null>(null);

  const requestCode = async (phone: string) => {
    try {
      const response = await apiPost<CodeRequestResponse>('/auth/login', { identifier: phone });
      setResendAt(deadlineIn(response?.resend_after));
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) setResendAt(deadlineIn(error.retryAfter));
      throw withRetryHint(error);
    }
    setIdentifier(phone);
    setStep('code');
  };

  const resendCode = async () => {
    setResending(true);
    try {
      await requestCode(identifier);
    } finally {
      setResending(false);
    }
  };

  const verifyCode = async (code: string) => {
    try {
      startSession(await apiPost<LoginResponse>('/auth/login', { identifier, otp_code: code }));
    } catch (error) {
      throw withRetryHint(error);
    }
  };

  const changeNumber = () => {
    setResendAt(null);
    setStep('phone');
  };

  return { step, identifier, resending, resendAt, requestCode, resendCode, verifyCode, changeNumber };
}
