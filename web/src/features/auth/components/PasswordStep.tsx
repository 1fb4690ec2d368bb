import { useState } from 'react';
import { phoneText, type PhoneValue } from '@/lib/phone';
import { passwordMessages } from '@hostel-admin/rules';
import { loadAccountPhone } from '../plain/accountPhone';
import { Button } from '../plain/Button';
import { Field } from '../plain/Field';
import { FormAlert } from '../plain/FormAlert';
import { PhoneField } from '../plain/PhoneField';
import { usePlainForm } from '../plain/usePlainForm';

const FIELDS = ['identifier', 'password'] as const;

export type PasswordStepProps = {
  /** The number entered before (on the code's phone step), kept when switching. */
  defaultPhone: PhoneValue;
  /** Signs in with the international number and the password; throws what the server refused. */
  onSubmit: (identifier: string, password: string, phone: PhoneValue) => Promise<void>;
};

/**
 * Sign in with phone + password (POST /api/auth/login's `{identifier, password}`), the second way in once a password
 * is set on the profile: the phone as the code step takes it, the password as typed.
 */
export function PasswordStep({ defaultPhone, onSubmit }: PasswordStepProps) {
  const form = usePlainForm(FIELDS);
  const [phone, setPhone] = useState(defaultPhone);
  const [password, setPassword] = useState('');

  const handleSubmit = form.submit(
    async () => ({
      identifier: (await loadAccountPhone()).accountPhoneProblem(phoneText(phone)) ?? undefined,
      password: password === '' ? passwordMessages.loginRequired : undefined,
    }),
    async () => onSubmit((await loadAccountPhone()).toE164(phoneText(phone))!, password, phone),
  );

  return (
    <form className="pl-form" noValidate aria-label="Sign in with a password" onSubmit={handleSubmit}>
      <FormAlert message={form.alert} />
      <PhoneField
        value={phone}
        onChange={(next) => {
          setPhone(next);
          form.clearError('identifier');
        }}
        error={form.errors.identifier}
        inputRef={form.register('identifier')}
        autoFocus
      />
      <Field label="Password" error={form.errors.password} required>
        {(control) => (
          <input
            {...control}
            ref={form.register('password')}
            name="password"
            className="pl-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.clearError('password');
            }}
          />
        )}
      </Field>
      <Button variant="solid" type="submit" loading={form.pending}>
        Login
      </Button>
    </form>
  );
}
