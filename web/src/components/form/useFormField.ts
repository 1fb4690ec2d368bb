import { useController, useFormContext } from 'react-hook-form';
import { useFormPending } from './formPending';

export type UseFormFieldOptions<T> = {
  /** When a change clears the field's message; every change does by default. */
  clearsError?: (value: T) => boolean;
};

/**
 * Binds one control to the enclosing form's field `name`: its value, its error, and a change that
 * clears that error (messages show after a submit, and go as the user corrects the field).
 */
export function useFormField<T = string>(name: string, { clearsError }: UseFormFieldOptions<T> = {}) {
  const { clearErrors } = useFormContext();
  const pending = useFormPending();
  const { field, fieldState } = useController({ name });

  const onChange = (value: T) => {
    field.onChange(value);
    if (fieldState.error && (clearsError?.(value) ?? true)) clearErrors(name);
  };

  return {
    name,
    value: field.value as T,
    ref: field.ref,
    error: fieldState.error?.message,
    disabled: pending,
    onChange,
    onBlur: field.onBlur,
  };
}
