import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's text as a paste does: one input event instead of a keystroke per character. For fields
 * whose test is about the value, not about typing (use `user.type` where keystrokes matter: debounced
 * searches, one-character boxes, filtering as you type).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
