import { FieldError } from './errors';

/**
 * Text that no stored field may hold: C0 controls other than tab, line feed and carriage return
 * (PostgreSQL refuses U+0000 outright), DEL and the C1 controls.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every control character, line breaks and tabs included: for one-line fields such as names. */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

export const hasControlCharacter = (text: string) => CONTROL.test(text);
export const hasLineControl = (text: string) => ANY_CONTROL.test(text);
/** With the u flag a surrogate pair is one code point, so this finds lone halves only. */
const LONE_SURROGATE = /\p{Cs}/u;
/** A lone UTF-16 surrogate ("\ud800" in JSON) is not text: it cannot be stored or encoded. */
export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

export const brokenTextMessage = (field: string) => `${field} must be valid text (it contains a broken character)`;
export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`;

/**
 * The first problem with the text anywhere in an input value (objects and arrays walked without
 * recursion), named by its path: `rows.2.name`. `raw` fields (a CSV file) must be well formed but
 * may hold controls; their own rules judge their content.
 */
export function inputTextProblem(
  value: unknown,
  path: string,
  raw: (key: string) => boolean = () => false,
): FieldError | null {
  const pending: { value: unknown; path: string; raw: boolean }[] = [{ value, path, raw: false }];
  const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
  while (pending.length) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const field = next.path || 'value';
      if (!isWellFormed(next.value)) return { field, message: brokenTextMessage(field) };
      if (!next.raw && hasControlCharacter(next.value)) return { field, message: controlCharacterMessage(field) };
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value)) {
        pending.push({ value: child, path: join(next.path, key), raw: next.path === path && raw(key) });
      }
    }
  }
  return null;
}
