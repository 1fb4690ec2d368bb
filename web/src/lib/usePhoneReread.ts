import { useLayoutEffect, useRef } from 'react';
import { loadPhoneNumbers, phoneFromInput, type PhoneValue } from './phone';

/**
 * For a phone field: loads what reads international numbers (lib/phone's `loadPhoneNumbers`) and, once it has come,
 * reads again a number typed before it ("+447812345678" → United Kingdom, 7812345678), through the field's latest
 * value and onChange. Returns the load; it rejects when the load failed (offline), and the number then stays as
 * typed, which the rule reads as it is. components/PhoneInput.tsx and the login page's PhoneField call it.
 */
export function usePhoneReread(value: PhoneValue, onChange: (value: PhoneValue) => void): () => Promise<void> {
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  return () =>
    loadPhoneNumbers().then(() => {
      const { value: current, onChange: change } = latest.current;
      if (!current.number.startsWith('+')) return;
      const read = phoneFromInput(current.number, current.country);
      if (read.number !== current.number || read.country !== current.country) change(read);
    });
}
