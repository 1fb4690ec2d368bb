import { useRef, useState, type FormEvent } from 'react';
import { readServerError, splitServerProblem } from '@/lib/form/serverProblem';

/** A field's message, by the API's field name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Focusable = { focus: () => void };

/**
 * The login page's forms without react-hook-form and zod: plain state, the shared rules for the checks. Messages show
 * after a submit and go as their field changes; a refused submit focuses the first field with a message; while the
 * request runs the form is pending; what the server refused goes under its field, or to the form's alert.
 */
export function usePlainForm<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const controls = useRef<Partial<Record<Field, Focusable | null>>>({});
  const submitting = useRef(false);

  /** The ref of a field's control, for focus after a refused submit. */
  const register = (field: Field) => (control: Focusable | null) => {
    controls.current[field] = control;
  };

  const show = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
    return Boolean(first);
  };

  const clearError = (field: Field) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const showServerError = (error: unknown) => {
    const split = splitServerProblem(readServerError(error), (name) => fields.includes(name as Field));
    show(split.fields as FieldErrors<Field>);
    setAlert(split.alert);
  };

  /**
   * The form's onSubmit: `check` words what is wrong (nothing sent then), else `send` runs. `check` may wait (for a
   * rule loaded on demand, ./accountPhone.ts); a second submit meanwhile does nothing.
   */
  const submit =
    (check: () => FieldErrors<Field> | Promise<FieldErrors<Field>>, send: () => Promise<void>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      setAlert(null);
      try {
        if (show(await check())) return;
        setPending(true);
        await send();
      } catch (error) {
        showServerError(error);
      } finally {
        submitting.current = false;
        setPending(false);
      }
    };

  return { errors, alert, pending, register, clearError, setAlert, showServerError, submit };
}
