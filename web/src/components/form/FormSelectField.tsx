import { SelectInput, type SelectOption } from '../SelectInput';
import { FormField } from './FormField';
import { useFormField } from './useFormField';

export type FormSelectFieldProps = {
  /** The form field, named as the API's input field. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
};

/** A labelled native select bound to the enclosing form's field `name`. */
export function FormSelectField({ name, label, options, placeholder, helperText, required, disabled }: FormSelectFieldProps) {
  const field = useFormField(name);
  return (
    <FormField label={label} error={field.error} helperText={helperText} required={required}>
      <SelectInput
        name={name}
        ref={field.ref}
        value={field.value}
        options={options}
        placeholder={placeholder}
        disabled={disabled || field.disabled}
        onChange={field.onChange}
      />
    </FormField>
  );
}
