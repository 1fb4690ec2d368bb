import { Button, Field, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PhoneInput } from '../../../components/PhoneInput';
import type { Country } from '../../../lib/countries';
import { toInternational } from '../../../lib/phone';

export type PhoneStepProps = {
  country: Country;
  number: string;
  pending: boolean;
  onCountryChange: (country: Country) => void;
  onNumberChange: (number: string) => void;
  onSubmit: (identifier: string) => void;
};

export function PhoneStep({ country, number, pending, onCountryChange, onNumberChange, onSubmit }: PhoneStepProps) {
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!number) {
      setError('Phone is required');
      return;
    }
    setError(null);
    onSubmit(toInternational(country, number));
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit} noValidate aria-label="Request a login code">
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Phone
            <Field.RequiredIndicator />
          </Field.Label>
          <PhoneInput
            name="phone"
            country={country}
            onCountryChange={onCountryChange}
            value={number}
            onChange={onNumberChange}
            disabled={pending}
            autoFocus
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="primary" loading={pending} width="full">
          Get OTP
        </Button>
      </form>
    </Stack>
  );
}
