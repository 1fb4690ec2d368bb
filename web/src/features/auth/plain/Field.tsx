import { useId, type ReactNode } from 'react';

/** What a field's control needs to be named, described and marked invalid. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean;
};

export type FieldProps = {
  label: string;
  error?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control and its message, wired together for assistive technology (as components/form/FormField.tsx). */
export function Field({ label, error, required = false, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="pl-field">
      <label className="pl-label" htmlFor={id}>
        {label}
        {required && (
          <span className="pl-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        required,
      })}
      {error && (
        <p id={errorId} className="pl-error-text">
          {error}
        </p>
      )}
    </div>
  );
}
