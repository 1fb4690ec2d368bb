import { useState } from 'react';
import { phoneText, type PhoneValue } from '@/lib/phone';
import { loadAccountPhone } from '../plain/accountPhone';
import { Button } from '../plain/Button';
import { FormAlert } from '../plain/FormAlert';
import { PhoneField } from '../plain/PhoneField';
import { usePlainForm } from '../plain/usePlainForm';

const FIELDS = ['identifier'] as const;

export type PhoneStepProps = {
  /** The number entered before, shown again after "Change number". */
  defaultPhone: PhoneValue;
  /**
   * Asks for a code for the international number (POST /api/auth/login's `identifier`, E.164); throws what the
   * server refused. An invalid number is refused here, so no code is asked for it.
   */
  onSubmit: (identifier: string, entered: PhoneValue) => Promise<void>;
};

export function PhoneStep({ defaultPhone, onSubmit }: PhoneStepProps) {
  const form = usePlainForm(FIELDS);
  const [phone, setPhone] = useState(defaultPhone);

  const handleSubmit = form.submit(
    async () => ({ identifier: (await loadAccountPhone()).accountPhoneProblem(phoneText(phone)) ?? undefined }),
    async () => onSubmit((await loadAccountPhone()).toE164(phoneText(phone))!, phone),
  );

  const handleChange = (next: PhoneValue) => {
    setPhone(next);
    form.clearError('identifier');
  };

  return (
    <form className="pl-form" noValidate aria-label="Request a login code" onSubmit={handleSubmit}>
      <FormAlert message={form.alert} />
      <PhoneField
        value={phone}
        onChange={handleChange}
        error={form.errors.identifier}
        inputRef={form.register('identifier')}
        autoFocus
      />
      <Button variant="solid" type="submit" loading={form.pending}>
        Get OTP
      </Button>
    </form>
  );
}
