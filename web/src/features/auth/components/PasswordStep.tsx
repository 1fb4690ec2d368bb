import { Stack } from '@chakra-ui/react';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormPhoneField } from '@/components/form/FormPhoneField';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import { phone } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import type { PhoneValue } from '@/lib/phone';
import { accountPhoneProblem, passwordMessages } from '@hostel-admin/rules';

/** POST /api/auth/login's `{identifier, password}`: the phone as the code step takes it, the password as typed. */
const passwordLoginSchema = z.object({
  identifier: phone(accountPhoneProblem),
  password: z.string().min(1, passwordMessages.loginRequired),
});

export type PasswordStepProps = {
  /** The number entered before (on the code's phone step), kept when switching. */
  defaultPhone: PhoneValue;
  /** Signs in with the international number and the password; throws what the server refused. */
  onSubmit: (identifier: string, password: string, phone: PhoneValue) => Promise<void>;
};

/** Sign in with phone + password, the second way in once a password is set on the profile. */
export function PasswordStep({ defaultPhone, onSubmit }: PasswordStepProps) {
  const form = useSchemaForm(passwordLoginSchema, { defaultValues: { identifier: defaultPhone, password: '' } });

  const handleLogin = ({ identifier, password }: z.output<typeof passwordLoginSchema>) =>
    onSubmit(identifier, password, form.getValues('identifier'));

  return (
    <Stack asChild gap="5">
      <Form form={form} onSubmit={form.submit(handleLogin)} aria-label="Sign in with a password">
        <FormAlert />
        <FormPhoneField name="identifier" label="Phone" required autoFocus />
        <FormTextField name="password" label="Password" type="password" autoComplete="current-password" required />
        <FormSubmit width="full">Login</FormSubmit>
      </Form>
    </Stack>
  );
}
