import { Field, useFieldContext } from '@chakra-ui/react';
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

/**
 * The ids of the enclosing FormField's helper and error texts, for the control's aria-describedby
 * (Chakra links the error only through aria-errormessage, which fewer screen readers announce).
 */
export function useFieldDescribedBy(): string | undefined {
  const field = useFieldContext();
  if (!field) return undefined;
  const ids = [field.ariaDescribedby, field.invalid ? field.ids.errorText : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
