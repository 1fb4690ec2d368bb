/**
 * The login's phone rule, loaded on demand (./accountPhone.ts): the shared rule reads numbers with libphonenumber's
 * metadata (~25 KB of compressed JavaScript), which the login page does not load with itself (issue 37).
 */
export { accountPhoneProblem, toE164 } from '@hostel-admin/rules';
