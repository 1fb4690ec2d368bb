import { screen } from '@testing-library/react';

/** The open confirmation (the app's one alert dialog, `useConfirm`), found by its question when one is given. */
export function findConfirmDialog(question?: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('alertdialog', question === undefined ? {} : { name: question });
}

/**
 * The colour palette of a Chakra button ('red', 'primary' …), read from the style rule of its class: jsdom
 * resolves no CSS variables, but the rule names the palette it points `colorPalette` at.
 */
export function buttonPalette(button: HTMLElement): string | undefined {
  const classes = [...button.classList].filter((name) => name.startsWith('css-'));
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  for (const rule of rules) {
    if (!classes.some((name) => rule.startsWith(`.${name}`))) continue;
    const palette = /--chakra-colors-color-palette-solid:\s*var\(--chakra-colors-([a-z]+)-solid\)/.exec(rule);
    if (palette) return palette[1];
  }
  return undefined;
}
