import { FormField } from './form/FormField';
import { SelectInput, type SelectInputProps } from './SelectInput';

export type SelectFieldProps = SelectInputProps & {
  label: string;
  error?: string;
  helperText?: string;
  required?: boolean;
};

/** A labelled native select with its helper and error text: TextField's counterpart. */
export function SelectField({ label, error, helperText, required, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} helperText={helperText} required={required}>
      <SelectInput {...select} />
    </FormField>
  );
}
