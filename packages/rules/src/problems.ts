/** What is wrong with one field of a form or an input, in the words the screen shows under it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** "Reason can be at most 200 characters.": the words of a text bound, on both sides. */
export const atMostCharacters = (label: string, max: number) => `${label} can be at most ${max} characters.`;

/** The fault of the server, in words, with nothing of its inner text. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The spec's toast after a confirmed delete (a resident archived from the list, a draft notification). */
export const ITEM_DELETED = 'Item deleted successfully!';

/** The spec's error toast when an action needs residents and none is ticked (Extra Billing, Update Rent, Send). */
export const SELECT_A_STUDENT = 'Please select a student.';
