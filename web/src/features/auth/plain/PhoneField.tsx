import { useRef, type Ref } from 'react';
import { phoneFromInput, type PhoneValue } from '@/lib/phone';
import { usePhoneReread } from '@/lib/usePhoneReread';
import { loadAccountPhone } from './accountPhone';
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
 * calling code + number ≤ 15 digits (lib/phone.ts). The first key, press or change in the field (not its focus: the
 * page focuses it as it opens) loads what reads international numbers, and the rule the form checks the number with
 * (./accountPhone.ts); a number typed before they came is read again when they do (as PhoneInput does).
 */
export function PhoneField({ value, onChange, error, disabled, autoFocus, inputRef }: PhoneFieldProps) {
  const { country, number } = value;
  const reread = usePhoneReread(value, onChange);
  const prepared = useRef(false);
  const prepare = () => {
    if (prepared.current) return;
    prepared.current = true;
    // The submit waits for the rule (and loads it again if this load failed).
    loadAccountPhone().catch(() => undefined);
    // Unloaded (offline), the next key tries again.
    reread().catch(() => {
      prepared.current = false;
    });
  };

  return (
    <Field label="Phone" error={error} required>
      {(control) => (
        <div className="pl-phone" onKeyDown={prepare} onPointerDown={prepare}>
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
            onChange={(event) => {
              prepare();
              onChange(phoneFromInput(event.target.value, country));
            }}
            placeholder="Phone number"
          />
        </div>
      )}
    </Field>
  );
}
