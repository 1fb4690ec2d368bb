import type { TextInputProps } from './TextInput';
import { FormField } from './FormField';
import { TextInput } from './TextInput';
import { useFormField } from './useFormField';

export type FormTextFieldProps = Pick<
  TextInputProps,
  'type' | 'inputMode' | 'autoComplete' | 'multiline' | 'min' | 'max'
> & {
  /** The form field, named as the API's input field. */
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Rewrites what is typed before it is kept (e.g. digits only). */
  normalize?: (value: string) => string;
};

/** A labelled text input bound to the enclosing form's field `name`. */
export function FormTextField({
  name,
  label,
  helperText,
  required,
  disabled,
  normalize,
  ...input
}: FormTextFieldProps) {
  const field = useFormField(name);
  return (
    <FormField label={label} error={field.error} helperText={helperText} required={required}>
      <TextInput
        {...input}
        name={name}
        ref={field.ref}
        value={field.value}
        disabled={disabled || field.disabled}
        onChange={(value) => field.onChange(normalize ? normalize(value) : value)}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
