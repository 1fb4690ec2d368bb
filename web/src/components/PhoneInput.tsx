import { Group, Input } from '@chakra-ui/react';
import type { RefCallback } from 'react';
import type { Country } from '../lib/countries';
import { cleanNationalNumber } from '../lib/phone';
import { CountrySelect } from './CountrySelect';
import { useFieldDescribedBy } from './form/FormField';

export type PhoneInputProps = {
  country: Country;
  onCountryChange: (country: Country) => void;
  /** The national number, digits only. */
  value: string;
  onChange: (nationalNumber: string) => void;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: RefCallback<HTMLElement>;
};

/** Country selector plus a digits-only number, capped so that calling code + number ≤ 15 digits. */
export function PhoneInput({
  country,
  onCountryChange,
  value,
  onChange,
  name,
  disabled,
  autoFocus,
  ref,
}: PhoneInputProps) {
  const describedBy = useFieldDescribedBy();
  const handleCountryChange = (next: Country) => {
    onCountryChange(next);
    onChange(cleanNationalNumber(value, next));
  };

  return (
    <Group attached width="full">
      <CountrySelect value={country} onChange={handleCountryChange} disabled={disabled} />
      <Input
        name={name}
        ref={ref}
        aria-describedby={describedBy}
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
