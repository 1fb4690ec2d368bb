import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';

/** axe-core's own build, evaluated into a page once per document. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page as it is now, over `context` (a CSS selector, or the whole document): every rule, any
 * impact. The same engine, rules and results as `@axe-core/playwright`, which the walks used before, without its
 * two costs per scan: it evaluated axe's 550 KB into the page again for every scan, and it finished each run in a
 * blank page it opened and closed (for cross-origin frames, which this app has none of). That took 1.4 to 2.2 s a
 * scan; this takes 0.25 to 0.4 s. A page with frames is refused rather than scanned without them.
 */
export async function runAxe(page: Page, context?: string, options: RunOptions = {}): Promise<AxeResults> {
  if (page.frames().length > 1)
    throw new Error(`${page.url()} has frames: runAxe scans one document; scan each frame's document too`);
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([within, runOptions]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return axe.run((within ?? document) as ElementContext, runOptions);
    },
    [context, options] as const,
  );
}
