import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSecondsLeft } from '../../../lib/useSecondsLeft';
import { OtpInput } from './OtpInput';

export const OTP_LENGTH = 6;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

export type CodeStepProps = {
  identifier: string;
  pending: boolean;
  /** The server takes another code request from this moment (Date.now() timestamp). */
  resendAt: number | null;
  onSubmit: (code: string) => void;
  onResend: () => Promise<boolean>;
  onChangeNumber: () => void;
};

export function CodeStep({ identifier, pending, resendAt, onSubmit, onResend, onChangeNumber }: CodeStepProps) {
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const resendWait = useSecondsLeft(resendAt);

  const handleChange = (next: string[]) => {
    setDigits(next);
    if (error && next.every(Boolean)) setError(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!digits.every(Boolean)) {
      setError(`Enter all ${OTP_LENGTH} digits of the code`);
      return;
    }
    onSubmit(digits.join(''));
  };

  const handleResend = async () => {
    if (await onResend()) setDigits(emptyCode());
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit} noValidate aria-label="Enter the login code">
        <Text color="fg.muted">
          Enter the {OTP_LENGTH}-digit code sent to <strong>{identifier}</strong>.
        </Text>
        <Stack gap="2" align="center">
          <OtpInput value={digits} onChange={handleChange} disabled={pending} invalid={Boolean(error)} autoFocus />
          <Text color="fg.error" textStyle="sm" aria-live="polite">
            {error}
          </Text>
        </Stack>
        <Button type="submit" colorPalette="primary" loading={pending} width="full">
          Login
        </Button>
        <HStack justify="space-between">
          <Button variant="ghost" size="sm" onClick={onChangeNumber} disabled={pending}>
            Change number
          </Button>
          <Button variant="ghost" size="sm" onClick={handleResend} disabled={pending || resendWait > 0}>
            {resendWait > 0 ? `Resend code in ${resendWait}s` : 'Resend code'}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
