import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FormFieldProps = {
  label: string;
  error?: string;
  required?: boolean;
  helperText?: string;
  children: ReactNode;
};

/** Label, control and its error message, wired together for assistive technology. */
export function FormField({ label, error, required, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
