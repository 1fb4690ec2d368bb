/**
 * What the user may type between a phone number's digits: spaces, dashes, dots, slashes and parentheses. Apart from
 * ./phone, which reads numbers with libphonenumber's metadata: the web's phone field drops these as it is typed,
 * before that metadata has loaded (web/src/lib/phone.ts).
 */
export const PHONE_SEPARATORS = /[\s\-./()]/g;
