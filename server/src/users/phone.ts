/** E.164: a plus sign, then 8 to 15 digits, the first not zero (the web sends "+91…"). */
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

export const phoneMessage = (field: string) =>
  `${field} must be a phone number in international format: a plus sign and 8 to 15 digits`;
