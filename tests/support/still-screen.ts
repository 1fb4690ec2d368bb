import type { Page } from '@playwright/test';
import { runAxe } from './axe';

/**
 * How the accessibility walk reaches a still screen and scans it as it is: a route opened (inside the app after the
 * first load), the screen settled (nothing loading, no animation), and axe run while nothing starts or stops loading.
 */

type ScanWatch = { __scanDisturbed?: boolean; __scanWatch?: MutationObserver };

/** What a screen marks while it loads: a list refetching (aria-busy), a button waiting, a placeholder. */
const BUSY = '[aria-busy="true"], [data-loading], [data-skeleton]';

/** Waits until the screen has its h1, nothing is loading and no animation runs (dialogs, menus). */
export async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(
    (busy) =>
      !document.querySelector(busy) &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    BUSY,
    { polling: 50 },
  );
}

/**
 * Opens `url` and waits for its screen to settle; answers the path it landed on (a guard may redirect).
 *
 * The first visit loads the app; the next ones navigate inside it, as the router does when a link is followed, so the
 * walk pays for each screen's own code and data instead of the whole app's start (1.1–1.7 s a route here, against
 * 0.2–0.6 s). A visit to the address the page is already on reloads it, which puts a form or a wizard back to its
 * start.
 */
export async function open(page: Page, url: string): Promise<string> {
  const started = Date.now();
  const now = page.url();
  if (now === 'about:blank' || new URL(url, now).href === now) await page.goto(url);
  else await navigateInApp(page, url);
  const loaded = Date.now();
  await settle(page);
  if (process.env.AXE_TIMING) console.log(`[open] ${url}: ${loaded - started} + ${Date.now() - loaded} ms`);
  return new URL(page.url()).pathname;
}

/**
 * Navigates the app to `url` as a followed link does (the router's history, no reload), then waits until the new
 * screen has rendered: a heading that was not there before, or a new tab title (a route that shows the same page
 * component with other params keeps its heading element), or two seconds at most. Within one page (only the query
 * changes: a profile tab), the page re-renders in place: two frames, and the selected tab's panel there.
 */
async function navigateInApp(page: Page, url: string) {
  if (new URL(url, page.url()).pathname === new URL(page.url()).pathname) {
    await page.evaluate(async (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
    }, url);
    // A busy machine can take longer than two frames to mount the selected tab's panel.
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('[aria-selected="true"][aria-controls]')].every((tab) =>
            document.getElementById(tab.getAttribute('aria-controls')!),
          ),
        undefined,
        { timeout: 2_000, polling: 50 },
      )
      .catch(() => undefined);
    return;
  }
  const titleBefore = await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-walk-left', '');
    const title = document.title;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return title;
  }, url);
  await page
    .waitForFunction(
      (before) => document.querySelector('h1:not([data-walk-left])') !== null || document.title !== before,
      titleBefore,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

/**
 * One axe scan of a screen that stayed settled while it ran. A screen can start loading again after `settle` saw
 * it still, such as a list whose query starts in the effect after the render that changed its variables. axe
 * then reads the dimmed list's colours mid-scan; or a dialog's spinner gives way to its data and its button is
 * enabled between axe choosing what to check and checking it. So the scan watches for anything turning busy or
 * done, and when something did, settles and scans again (three tries, then the last scan's findings stand).
 */
export async function scanWhileStill(page: Page, within: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    await page.evaluate((busy) => {
      const state = window as unknown as ScanWatch;
      state.__scanWatch?.disconnect();
      state.__scanDisturbed = document.querySelector(busy) !== null;
      state.__scanWatch = new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') state.__scanDisturbed = true;
          for (const node of [...record.addedNodes, ...record.removedNodes])
            if (node instanceof Element && (node.matches(busy) || node.querySelector(busy)))
              state.__scanDisturbed = true;
        }
      });
      state.__scanWatch.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy', 'data-loading', 'data-skeleton'],
      });
    }, BUSY);
    // Only violations: axe skips writing up what passed, about a third faster.
    const results = await runAxe(page, within, { resultTypes: ['violations'] });
    const disturbed = await page.evaluate(() => {
      const state = window as unknown as ScanWatch;
      state.__scanWatch?.disconnect();
      return state.__scanDisturbed === true;
    });
    if (!disturbed || attempt === 3) return results;
    await settle(page);
  }
}
