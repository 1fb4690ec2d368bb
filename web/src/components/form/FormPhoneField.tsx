import type { Country } from '@/lib/countries';
import { PhoneInput } from '../PhoneInput';
import { FormField } from './FormField';
import { useFormField } from './useFormField';

export type FormPhoneFieldProps = {
  /** The form field holding the national number (digits only), named as the API's field. */
  name: string;
  /** The form field holding the Country; the schema joins both into the number the API takes. */
  countryName: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** Country selector and phone number, bound to two fields of the enclosing form. */
export function FormPhoneField({ name, countryName, label, required, disabled, autoFocus }: FormPhoneFieldProps) {
  const number = useFormField(name);
  const country = useFormField<Country>(countryName);
  return (
    <FormField label={label} error={number.error} required={required}>
      <PhoneInput
        name={name}
        ref={number.ref}
        country={country.value}
        onCountryChange={country.onChange}
        value={number.value}
        onChange={number.onChange}
        disabled={disabled || number.disabled}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}
