import { Input, type InputProps } from '@chakra-ui/react';
import { FormField } from './form/FormField';

export type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  onChange: (value: string) => void;
};

/** A labelled text input with its helper and error text: the common form row. */
export function TextField({ label, name, value, error, helperText, required, disabled, type, inputMode, onChange }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helperText={helperText} required={required}>
      <Input name={name} type={type} inputMode={inputMode} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
