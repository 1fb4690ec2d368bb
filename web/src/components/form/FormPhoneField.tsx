import type { PhoneValue } from '@/lib/phone';
import { PhoneInput } from '../PhoneInput';
import { FormField } from './FormField';
import { useFormField } from './useFormField';

export type FormPhoneFieldProps = {
  /** The form field holding a PhoneValue (country and number), named as the API's field. */
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** Country selector and phone number, bound to one field of the enclosing form (lib/form/rules `phone`). */
export function FormPhoneField({ name, label, helperText, required, disabled, autoFocus }: FormPhoneFieldProps) {
  const field = useFormField<PhoneValue>(name);
  return (
    <FormField label={label} error={field.error} required={required} helperText={helperText}>
      <PhoneInput
        name={name}
        ref={field.ref}
        value={field.value}
        onChange={field.onChange}
        disabled={disabled || field.disabled}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}
