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
  /** Runs after the field took the chosen value (e.g. to fill a field that follows from it). */
  onValueChange?: (value: string) => void;
};

/** A labelled native select bound to the enclosing form's field `name`. */
export function FormSelectField({
  name,
  label,
  options,
  placeholder,
  helperText,
  required,
  disabled,
  onValueChange,
}: FormSelectFieldProps) {
  const field = useFormField(name);

  const handleChange = (value: string) => {
    field.onChange(value);
    onValueChange?.(value);
  };

  return (
    <FormField label={label} error={field.error} helperText={helperText} required={required}>
      <SelectInput
        name={name}
        ref={field.ref}
        value={field.value}
        options={options}
        placeholder={placeholder}
        disabled={disabled || field.disabled}
        onChange={handleChange}
      />
    </FormField>
  );
}
