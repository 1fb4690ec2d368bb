import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks a menu item as a person does. Chakra's menu (zag) selects the item it has highlighted, and highlights
 * it on hover only when the last input was a pointer that moved; under happy-dom every pointer event is at
 * (0, 0), so after a test's keyboard or programmatic focus the hover does nothing and the highlight comes with
 * the press. A person's click leaves time to render it before the release; user-event does not, so a plain
 * `user.click` could close the menu without choosing anything. Press, wait for the highlight, release.
 */
export async function chooseMenuItem(user: UserEvent, item: HTMLElement) {
  await user.pointer([{ target: item }, { keys: '[MouseLeft>]', target: item }]);
  await waitFor(() => {
    if (!item.hasAttribute('data-highlighted')) throw new Error(`menu item "${item.textContent}" is not highlighted`);
  });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
