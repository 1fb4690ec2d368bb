import { useState } from 'react';
import { ApiError, apiPost, errorMessage } from '../../../lib/api';
import { formFieldFromServer, type RegisterErrors } from '../registerSchema';

export type RegisterOutcome = { ok: true } | { ok: false; fieldErrors: RegisterErrors };

/** Splits a server error into messages under fields and one message for the alert. */
function explain(error: unknown): { fieldErrors: RegisterErrors; alert: string | null } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, alert: errorMessage(error) };
  if (error.status === 409) return { fieldErrors: { phone_number: error.message }, alert: null };
  const fieldErrors: RegisterErrors = {};
  const unplaced: string[] = [];
  for (const { field, message } of error.fields) {
    const formField = formFieldFromServer(field);
    if (formField && !fieldErrors[formField]) fieldErrors[formField] = message;
    else if (!formField) unplaced.push(message);
  }
  const placedAll = error.fields.length > 0 && unplaced.length === 0;
  return { fieldErrors, alert: placedAll ? null : unplaced.join('. ') || error.message };
}

export function useRegisterUser() {
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const register = async (payload: Record<string, string | number>): Promise<RegisterOutcome> => {
    setPending(true);
    setAlert(null);
    try {
      await apiPost<unknown>('/auth/register', payload);
      return { ok: true };
    } catch (caught) {
      const { fieldErrors, alert: message } = explain(caught);
      setAlert(message);
      return { ok: false, fieldErrors };
    } finally {
      setPending(false);
    }
  };

  return { register, pending, alert };
}
