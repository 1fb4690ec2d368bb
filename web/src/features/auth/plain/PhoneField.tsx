import { useLayoutEffect, useRef, type Ref } from 'react';
import { loadPhoneNumbers, phoneFromInput, type PhoneValue } from '@/lib/phone';
import { CountryCombobox } from './CountryCombobox';
import { Field } from './Field';

export type PhoneFieldProps = {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * "Phone": the country beside the national number (the API's `identifier`), as components/PhoneInput.tsx on the
 * Chakra screens. A pasted international number picks its country; anything else keeps digits only, capped so that
 * calling code + number ≤ 15 digits (lib/phone.ts). The first focus loads what reads international numbers; a number
 * typed before it came is read again when it does (as PhoneInput does).
 */
export function PhoneField({ value, onChange, error, disabled, autoFocus, inputRef }: PhoneFieldProps) {
  const { country, number } = value;
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  const handleFocus = () => {
    // Unloaded (offline), the number stays as typed: the rule reads it as it is.
    loadPhoneNumbers().then(
      () => {
        const { value: current, onChange: change } = latest.current;
        if (!current.number.startsWith('+')) return;
        const read = phoneFromInput(current.number, current.country);
        if (read.number !== current.number || read.country !== current.country) change(read);
      },
      () => undefined,
    );
  };

  return (
    <Field label="Phone" error={error} required>
      {(control) => (
        <div className="pl-phone" onFocus={handleFocus}>
          <CountryCombobox
            value={country}
            onChange={(next) => onChange(phoneFromInput(number, next))}
            disabled={disabled}
          />
          <input
            {...control}
            ref={inputRef}
            name="identifier"
            className="pl-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            autoFocus={autoFocus}
            disabled={disabled}
            value={number}
            onChange={(event) => onChange(phoneFromInput(event.target.value, country))}
            placeholder="Phone number"
          />
        </div>
      )}
    </Field>
  );
}
