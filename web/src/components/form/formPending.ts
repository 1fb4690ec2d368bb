import { createContext, useContext } from 'react';

/** Whether the enclosing form's submit is running (its fields and buttons are disabled meanwhile). */
export const FormPendingContext = createContext(false);

export function useFormPending(): boolean {
  return useContext(FormPendingContext);
}
