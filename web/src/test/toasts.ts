import { screen } from '@testing-library/react';

/**
 * The button of the open toast with this name: a dismissed toast stays in the DOM (closed, not clickable)
 * while it animates out, next to the newer one.
 */
export async function findToastButton(name: string): Promise<HTMLElement> {
  const buttons = await screen.findAllByRole('button', { name });
  const open = buttons.find((button) => button.closest('[data-part="root"]')?.getAttribute('data-state') === 'open');
  if (!open) throw new Error(`No open toast has a "${name}" button`);
  return open;
}
