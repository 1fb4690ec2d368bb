import type { Locator, Page } from '@playwright/test';

/**
 * What a page looks like to a person, measured in it as it is now: boxes that scroll sideways, tap targets under 44 px,
 * the tab title beside the page's heading, what has focus; and Tab pressed until focus reaches a control. The
 * accessibility walk and the screen tests use them.
 */

/** Elements that scroll sideways: the page itself, or any box inside it (a table in a card). */
export async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} > ${root.clientWidth} px)`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
      found.push(
        `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} (${element.scrollWidth} > ${element.clientWidth} px)`,
      );
    }
    return found;
  });
}

/** Controls a finger taps smaller than `min` px either way (links inside running text are exempt). */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((size) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=menuitem], [role=tab], [role=checkbox], [role=radio], [role=option], summary';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // hidden, or visually hidden until focused (skip link)
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
      // Visually hidden until focused (the skip link): clipped away.
      if (style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%')) continue;
      // A link in a sentence is sized by the text around it (WCAG 2.5.8's inline exception).
      const parent = element.parentElement;
      if (element.tagName === 'A' && parent && parent.textContent !== element.textContent && parent.tagName === 'P')
        continue;
      if (box.width + 0.5 < size || box.height + 0.5 < size) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return found;
  }, min);
}

/** The tab title and the h1 of the page as it is now. */
export async function titleAndHeading(page: Page): Promise<{ title: string; heading: string }> {
  return page.evaluate(() => ({
    title: document.title,
    heading: (document.querySelector('main h1') ?? document.querySelector('h1'))?.textContent?.trim() ?? '',
  }));
}

/** What has focus: its tag, name and whether it is marked invalid. */
export async function focused(page: Page): Promise<{ tag: string; name: string; invalid: boolean; level?: string }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      name: (active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent ?? '').trim(),
      invalid: active?.getAttribute('aria-invalid') === 'true',
    };
  });
}

/** Presses Tab until `target` has focus, as a keyboard user does (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${String(target)} in ${limit} Tabs`);
}
