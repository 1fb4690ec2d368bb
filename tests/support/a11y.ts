import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { AdminSession } from './fixtures';

export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** One element axe (or one of our layout checks) finds wrong, with where it was seen. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  target: string;
  summary?: string;
}

/** A browser context at `viewport`; signed in as the demo admin when `session` is given (kept across reloads). */
export async function openContext(browser: Browser, viewport: Viewport, session?: AdminSession) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
  });
  if (session) {
    // The login screen may clear storage: put the session back before every load.
    await context.addInitScript((value) => {
      if (!window.sessionStorage.getItem('admin_details')) window.sessionStorage.setItem('admin_details', value);
    }, JSON.stringify(session));
  }
  return context;
}

/** Waits until the screen has its h1, nothing is loading and no animation runs (dialogs, menus). */
export async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], [data-loading], [data-skeleton]') &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 50 },
  );
}

/**
 * Runs axe (every rule, any impact) over the page as it is now, or only over `within` (a CSS selector) when
 * the rest of the page was just scanned: a form in its error state, an open dialog.
 */
export async function axeFindings(page: Page, where: string, within?: string): Promise<Finding[]> {
  const started = Date.now();
  // Only violations: axe skips writing up what passed, about a third faster.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  const results = await builder.analyze();
  if (process.env.AXE_TIMING) console.log(`[axe] ${where}: ${Date.now() - started} ms`);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      where,
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: node.failureSummary?.split('\n').slice(0, 2).join(' '),
    })),
  );
}

/** Text inputs a user types into (not hidden, file, checkbox or read-only ones). */
const TYPABLE =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled])';

/**
 * Empties every text field of `form` and presses its submit button: the form's error state. False when the
 * form has no enabled submit button yet (e.g. an import before a file is chosen).
 */
export async function submitEmpty(form: Locator): Promise<boolean> {
  const submit = form.locator('button[type=submit]:not([disabled])').last();
  if ((await submit.count()) === 0 || !(await submit.isVisible())) return false;
  const fields = form.locator(TYPABLE);
  for (const field of await fields.all()) if (await field.isVisible()) await field.fill('');
  await submit.click();
  return true;
}

const DESTRUCTIVE = /delete|remove|archive|logout/i;

/**
 * Every dialog a button in `scope` opens (aria-haspopup="dialog"; nothing destructive): opened, scanned, its
 * form submitted empty and scanned again, then closed with Escape.
 */
export async function scanDialogs(page: Page, scope: Locator, where: string, problems: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  const triggers = scope.locator('button[aria-haspopup="dialog"]');
  const kinds = new Set<string>();
  for (const trigger of await triggers.all()) {
    if (!(await trigger.isVisible())) continue;
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()).trim();
    // One of each kind: "Edit bed 101-a" and "Edit bed 101-b" open the same dialog.
    const kind = name.replace(/\d\S*/g, '#');
    if (DESTRUCTIVE.test(name) || kinds.has(kind)) continue;
    kinds.add(kind);
    findings.push(...(await scanOpenDialog(page, () => trigger.click(), `${where}, dialog "${name}"`, problems)));
  }
  return findings;
}

/** Opens a dialog with `open`, scans it, submits its form empty and scans again, then closes it. */
export async function scanOpenDialog(
  page: Page,
  open: () => Promise<void>,
  where: string,
  problems: string[],
): Promise<Finding[]> {
  await open();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor({ state: 'visible' });
  await settle(page);
  const findings = await axeFindings(page, where, '[role="dialog"]');
  // On a phone its controls are 44 px targets too (the page behind is aria-hidden while it is open).
  if ((page.viewportSize()?.width ?? 1440) < 768)
    for (const target of await smallTargets(page)) problems.push(`${where}: target ${target} is under 44x44 px`);
  const form = dialog.locator('form').first();
  if ((await form.count()) > 0 && (await submitEmpty(form))) {
    await settle(page);
    findings.push(...(await axeFindings(page, `${where} after an empty submit`, '[role="dialog"]')));
    // A refused submit puts focus on the first invalid field.
    const firstInvalid = form.locator('[aria-invalid="true"]').first();
    if ((await firstInvalid.count()) > 0 && !(await firstInvalid.evaluate((el) => el === document.activeElement)))
      problems.push(`${where} after an empty submit: focus is not on the first invalid field`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return findings;
}

/** Menus a button in `scope` opens (aria-haspopup="menu"): opened, scanned, closed. */
export async function scanMenus(page: Page, scope: Locator, where: string, problems: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const trigger of await scope.locator('button[aria-haspopup="menu"]').all()) {
    if (!(await trigger.isVisible())) continue;
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()).trim();
    await trigger.click();
    await page.getByRole('menu').last().waitFor({ state: 'visible' });
    await settle(page);
    findings.push(...(await axeFindings(page, `${where}, menu "${name}"`, '[role="menu"]')));
    if ((page.viewportSize()?.width ?? 1440) < 768)
      for (const target of await smallTargets(page))
        problems.push(`${where}, menu "${name}": target ${target} is under 44x44 px`);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').last().waitFor({ state: 'hidden' });
  }
  return findings;
}

/** Real ids from the demo data for the route table's `:params`. */
export async function demoParams(request: APIRequestContext, session: AdminSession): Promise<Record<string, string>> {
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: {
      query: `{ students(page: 1, pageSize: 10) { items { id } }
                rooms(page: 1, pageSize: 100) { items { id totalBeds bedsOccupied } } }`,
    },
  });
  const { data } = (await response.json()) as {
    data: {
      students: { items: { id: string }[] };
      rooms: { items: { id: string; totalBeds: number; bedsOccupied: number }[] };
    };
  };
  // A room with a resident and a free bed shows the most: bed cards, Add Student, Add Bed.
  const rooms = data.rooms.items;
  const room = rooms.find((r) => r.bedsOccupied > 0 && r.bedsOccupied < r.totalBeds) ?? rooms[0];
  const student = data.students.items[0];
  if (!room || !student) throw new Error('the demo data has no room or no student');
  return { id: student.id, roomId: room.id, requestType: 'service' };
}

/** Counts for the report: elements per rule. */
export function countByRule(findings: Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.rule] = (counts[finding.rule] ?? 0) + 1;
  return counts;
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.target}${f.summary ? ` — ${f.summary}` : ''}`)
    .join('\n');
}

export type { BrowserContext };

/**
 * Violations another change owns and is fixing; each names who and why. Kept out of the zero, and printed, so
 * nothing hides here for long: delete an entry when its fix lands.
 */
export const WAIVED: { rule: string; target: RegExp; where?: RegExp; why: string }[] = [];

export function isWaived(finding: Finding): boolean {
  return WAIVED.some(
    (waiver) =>
      waiver.rule === finding.rule &&
      waiver.target.test(finding.target) &&
      (!waiver.where || waiver.where.test(finding.where)),
  );
}

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
