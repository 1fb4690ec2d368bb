import { Group, Input } from '@chakra-ui/react';
import type { RefCallback } from 'react';
import { phoneFromInput, type PhoneValue } from '../lib/phone';
import { usePhoneReread } from '../lib/usePhoneReread';
import { CountrySelect } from './CountrySelect';
import { useFieldDescribedBy } from './form/FormField';

export type PhoneInputProps = {
  /** The country picked and the national number typed. */
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: RefCallback<HTMLElement>;
};

/**
 * Country selector plus the number. A pasted international number ("+91 98765 43210") picks its
 * country; anything else keeps digits only, capped so that calling code + number ≤ 15 digits. The first focus loads
 * what reads international numbers (lib/phone); a number typed before it came is read again when it does.
 */
export function PhoneInput({ value, onChange, name, disabled, autoFocus, ref }: PhoneInputProps) {
  const describedBy = useFieldDescribedBy();
  const { country, number } = value;
  const reread = usePhoneReread(value, onChange);
  // Unloaded (offline), the number stays as typed: the rule reads it as it is.
  const handleFocus = () => void reread().catch(() => undefined);

  return (
    <Group attached width="full" onFocus={handleFocus}>
      <CountrySelect value={country} onChange={(next) => onChange(phoneFromInput(number, next))} disabled={disabled} />
      <Input
        name={name}
        ref={ref}
        aria-describedby={describedBy}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        autoFocus={autoFocus}
        disabled={disabled}
        value={number}
        onChange={(event) => onChange(phoneFromInput(event.target.value, country))}
        placeholder="Phone number"
      />
    </Group>
  );
}
