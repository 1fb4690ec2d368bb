import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormSubmit } from '@/components/form/FormSubmit';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { useSecondsLeft } from '@/lib/useSecondsLeft';
import { OtpCodeField } from './OtpCodeField';

export const OTP_LENGTH = 6;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/** POST /api/auth/login's `otp_code`: one box per digit here, joined for the request. */
const codeSchema = z.object({
  otp_code: z
    .array(z.string())
    .refine((digits) => digits.every(Boolean), `Enter all ${OTP_LENGTH} digits of the code`)
    .transform((digits) => digits.join('')),
});

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

export function CodeStep({ identifier, resending, resendAt, onSubmit, onResend, onChangeNumber }: CodeStepProps) {
  const form = useSchemaForm(codeSchema, { defaultValues: { otp_code: emptyCode() } });
  const resendWait = useSecondsLeft(resendAt);
  const busy = form.pending || resending;

  const handleResend = async () => {
    form.clearErrors('root');
    try {
      await onResend();
      form.setValue('otp_code', emptyCode());
    } catch (error) {
      form.showServerError(error);
    }
  };

  return (
    <Stack asChild gap="5">
      <Form form={form} onSubmit={form.submit(({ otp_code }) => onSubmit(otp_code))} aria-label="Enter the login code">
        <FormAlert />
        <Text color="fg.muted">
          Enter the {OTP_LENGTH}-digit code sent to <strong>{identifier}</strong>.
        </Text>
        <OtpCodeField name="otp_code" disabled={resending} />
        <FormSubmit busy={resending} width="full">
          Login
        </FormSubmit>
        <HStack justify="space-between">
          <Button variant="ghost" size="sm" onClick={onChangeNumber} disabled={busy}>
            Change number
          </Button>
          <Button variant="ghost" size="sm" onClick={handleResend} disabled={busy || resendWait > 0}>
            {resendWait > 0 ? `Resend code in ${resendWait}s` : 'Resend code'}
          </Button>
        </HStack>
      </Form>
    </Stack>
  );
}
