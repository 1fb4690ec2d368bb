import { screen } from '@testing-library/react';

/** The open confirmation (the app's one alert dialog, `useConfirm`), found by its question when one is given. */
export function findConfirmDialog(question?: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('alertdialog', question === undefined ? {} : { name: question });
}
