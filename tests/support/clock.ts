import type { Page } from '@playwright/test';

type Frames = { __raf: typeof requestAnimationFrame; __caf: typeof cancelAnimationFrame };

/**
 * Playwright's clock (`page.clock.fastForward`) for timers and dates, with the browser's own animation frames.
 * The clock also fakes requestAnimationFrame, and on a busy machine its frames run late: Chakra's dialogs
 * (Zag's presence) then look for the exit animation after it ended and a closed dialog stays on screen.
 * Call before the first navigation.
 */
export async function installClockWithRealFrames(page: Page) {
  await page.addInitScript(() => {
    const frames = window as unknown as Frames;
    frames.__raf = window.requestAnimationFrame;
    frames.__caf = window.cancelAnimationFrame;
  });
  await page.clock.install();
  await page.addInitScript(() => {
    const frames = window as unknown as Frames;
    window.requestAnimationFrame = frames.__raf;
    window.cancelAnimationFrame = frames.__caf;
  });
}
