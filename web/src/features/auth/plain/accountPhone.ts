type AccountPhoneRule = typeof import('./accountPhoneRule');

let loading: Promise<AccountPhoneRule> | undefined;

/**
 * The phone rule of the login forms (`accountPhoneProblem`, `toE164` of @hostel-admin/rules), which reads numbers
 * with libphonenumber's metadata: loaded with the first key or press in the phone field (./PhoneField.tsx) or the
 * first submit, not with the page (issue 37). A failed load (offline) is tried again on the next call.
 */
export function loadAccountPhone(): Promise<AccountPhoneRule> {
  loading ??= import('./accountPhoneRule').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
