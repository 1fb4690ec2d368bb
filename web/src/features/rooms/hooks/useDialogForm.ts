import { useState } from 'react';
import { alertMessage, explainGraphqlError, placeFieldErrors } from '../../../lib/graphqlErrors';

/** Values, field errors and the alert of a popup form, with the server's errors placed on its fields. */
export function useDialogForm<V extends Record<string, string>>(initial: V) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const handleChange = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setErrors({});
    setAlert(null);
  };

  const showServerError = (error: unknown, mapping: Partial<Record<string, Field>>) => {
    const problem = explainGraphqlError(error);
    const placed = placeFieldErrors(problem.fields, mapping);
    setErrors(placed.errors);
    setAlert(alertMessage(problem, placed.rest));
  };

  return { values, errors, alert, setErrors, handleChange, reset, showServerError };
}
