import { Group, Input } from '@chakra-ui/react';
import type { Country } from '../lib/countries';
import { cleanNationalNumber } from '../lib/phone';
import { CountrySelect } from './CountrySelect';

export type PhoneInputProps = {
  country: Country;
  onCountryChange: (country: Country) => void;
  /** The national number, digits only. */
  value: string;
  onChange: (nationalNumber: string) => void;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** Country selector plus a digits-only number, capped so that calling code + number ≤ 15 digits. */
export function PhoneInput({ country, onCountryChange, value, onChange, name, disabled, autoFocus }: PhoneInputProps) {
  const handleCountryChange = (next: Country) => {
    onCountryChange(next);
    onChange(cleanNationalNumber(value, next));
  };

  return (
    <Group attached width="full">
      <CountrySelect value={country} onChange={handleCountryChange} disabled={disabled} />
      <Input
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(cleanNationalNumber(event.target.value, country))}
        placeholder="Phone number"
      />
    </Group>
  );
}
