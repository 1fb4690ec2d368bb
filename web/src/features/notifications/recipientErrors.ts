import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';

/** Words for a recipient the server refused (left the hostel, or not in it): the modal stays open to choose again. */
export const RECIPIENTS_REFUSED = 'A chosen student is no longer a resident here. Please choose the students again.';

/** True (and said in a toast) when the server refused the chosen residents rather than the form. */
export function recipientsRefused(error: unknown): boolean {
  const problem = explainGraphqlError(error);
  if (!('studentIds' in problem.fields)) return false;
  notify('error', RECIPIENTS_REFUSED);
  return true;
}
