import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { HIDDEN_BY_DESIGN, NO_SUBMIT_UNTIL_CHOSEN, type Walk } from './a11y-exceptions';
import type { AdminSession } from './fixtures';
import { smallTargets } from './page-checks';
import { scanWhileStill, settle } from './still-screen';

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

/**
 * Runs axe (every rule, any impact) over the page as it is now, or only over `within` (a CSS selector) when
 * the rest of the page was just scanned: a form in its error state, an open dialog.
 */
export async function axeFindings(page: Page, where: string, within?: string): Promise<Finding[]> {
  const started = Date.now();
  const results = await scanWhileStill(page, within);
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
 * form has no enabled, visible submit button (callers report it: see `submitEmptyOrReport`).
 */
export async function submitEmpty(form: Locator): Promise<boolean> {
  const submit = form.locator('button[type=submit]:not([disabled])').last();
  if ((await submit.count()) === 0 || !(await submit.isVisible())) return false;
  const fields = form.locator(TYPABLE);
  for (const field of await fields.all()) if (await field.isVisible()) await field.fill('');
  await submit.click();
  return true;
}

/** The path of the page as it is now, as NO_SUBMIT_UNTIL_CHOSEN names routes. */
const routeOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Submits `form` (named `name`) empty when it can. A form it cannot submit is a problem, unless it is in
 * NO_SUBMIT_UNTIL_CHOSEN; a listed form it can submit is a problem too.
 */
export async function submitEmptyOrReport(
  page: Page,
  form: Locator,
  name: string,
  where: string,
  walk: Walk,
): Promise<boolean> {
  const route = routeOf(page);
  const entry = NO_SUBMIT_UNTIL_CHOSEN.find((listed) => listed.route === route && listed.form === name);
  const submitted = await submitEmpty(form);
  if (entry) {
    walk.met.add(entry);
    if (submitted)
      walk.problems.push(
        `${where}: form "${name}" could be submitted empty, yet NO_SUBMIT_UNTIL_CHOSEN says it cannot (${entry.why}); remove the entry`,
      );
  } else if (!submitted) {
    walk.problems.push(
      `${where}: form "${name}" has no enabled, visible submit button, so its error state was not scanned; make it submittable or add it to NO_SUBMIT_UNTIL_CHOSEN with the reason`,
    );
  }
  return submitted;
}

const DESTRUCTIVE = /delete|remove|archive|logout/i;

interface Trigger {
  locator: Locator;
  name: string;
  visible: boolean;
  /** What it opens, as far as the walk can tell: triggers of one kind open the same dialog or menu. */
  kind: string;
}

/**
 * Where a trigger sits when it is in an item of a list (a table row, a card of a list): the list, and its place among
 * the item's triggers. Every item of a list is drawn by one component, so "Actions for Aarav Mehta" and "Actions for
 * Priya Nair" open the same menu, and the walk opens the first item's only.
 */
function itemPlace(element: Element): string | null {
  const item = element.closest('tr, li, [role="row"], [role="listitem"]');
  if (!item) return null;
  const lists = 'table, ul, ol, [role="table"], [role="grid"], [role="list"]';
  const list = item.parentElement?.closest(lists);
  const triggers = [...item.querySelectorAll('[aria-haspopup]')];
  return `item of list ${[...document.querySelectorAll(lists)].indexOf(list!)}, trigger ${triggers.indexOf(element)}`;
}

/** The triggers matching `selector` in `scope`, with their names, whether they show at this width and their kinds. */
async function findTriggers(scope: Locator, selector: string): Promise<Trigger[]> {
  const found: Trigger[] = [];
  for (const locator of await scope.locator(selector).all()) {
    const name = (await locator.getAttribute('aria-label')) ?? (await locator.textContent())?.trim() ?? '';
    // Elsewhere one of each name, digits aside: "Edit bed 101-a" and "Edit bed 101-b" open the same dialog.
    const kind = (await locator.evaluate(itemPlace)) ?? name.replace(/\d\S*/g, '#');
    found.push({ locator, name, visible: await locator.isVisible(), kind });
  }
  return found;
}

/** Triggers grouped by kind, in the page's order. */
function byKind(triggers: Trigger[]): Trigger[][] {
  const kinds = new Map<string, Trigger[]>();
  for (const trigger of triggers) kinds.set(trigger.kind, [...(kinds.get(trigger.kind) ?? []), trigger]);
  return [...kinds.values()];
}

/**
 * Whether a trigger that cannot be opened here is allowed to be so: it is in HIDDEN_BY_DESIGN for this width.
 * A listed trigger that shows is a problem (the entry is stale).
 */
function checkHidden(trigger: Trigger, what: string, where: string, walk: Walk) {
  const entry = HIDDEN_BY_DESIGN.find(
    (listed) => listed.trigger === trigger.name && listed.viewport === walk.viewport.name && listed.where.test(where),
  );
  if (entry) {
    walk.met.add(entry);
    if (trigger.visible)
      walk.problems.push(
        `${where}: ${what} trigger "${trigger.name}" is visible at ${walk.viewport.width} px, yet HIDDEN_BY_DESIGN says it is hidden (${entry.why}); remove the entry`,
      );
  } else if (!trigger.visible) {
    walk.problems.push(
      `${where}: ${what} trigger "${trigger.name}" is in the page but not visible at ${walk.viewport.width} px, so its ${what} was not scanned; add it to HIDDEN_BY_DESIGN with the reason if that is by design`,
    );
  }
}

/**
 * Every dialog a button in `scope` opens (aria-haspopup="dialog"; nothing destructive), one of each kind:
 * opened, scanned, its form submitted empty and scanned again, then closed with Escape. A kind with no visible
 * trigger is a problem unless HIDDEN_BY_DESIGN lists it.
 */
export async function scanDialogs(page: Page, scope: Locator, where: string, walk: Walk): Promise<Finding[]> {
  const findings: Finding[] = [];
  const found = await findTriggers(scope, 'button[aria-haspopup="dialog"]');
  for (const triggers of byKind(found.filter((trigger) => !DESTRUCTIVE.test(trigger.name)))) {
    const shown = triggers.find((trigger) => trigger.visible);
    for (const trigger of triggers) if (!shown || trigger === shown) checkHidden(trigger, 'dialog', where, walk);
    if (!shown) continue;
    findings.push(
      ...(await scanOpenDialog(page, () => shown.locator.click(), `${where}, dialog "${shown.name}"`, walk)),
    );
  }
  return findings;
}

/**
 * Opens a dialog with `open`, scans it, submits its form empty and scans again, then closes it. A dialog that
 * does not open is a problem naming it, and so is a form in it that cannot be submitted (see
 * `submitEmptyOrReport`).
 */
export async function scanOpenDialog(
  page: Page,
  open: () => Promise<void>,
  where: string,
  walk: Walk,
): Promise<Finding[]> {
  const dialog = page.getByRole('dialog').last();
  try {
    await open();
    await dialog.waitFor({ state: 'visible' });
  } catch (error) {
    walk.problems.push(`${where}: the dialog did not open (${String(error).split('\n')[0]}), so it was not scanned`);
    return [];
  }
  await settle(page);
  const findings = await axeFindings(page, where, '[role="dialog"]');
  // On a phone its controls are 44 px targets too (the page behind is aria-hidden while it is open).
  if (walk.viewport.width < 768)
    for (const target of await smallTargets(page)) walk.problems.push(`${where}: target ${target} is under 44x44 px`);
  const form = dialog.locator('form').first();
  if ((await form.count()) > 0) {
    const name = (await form.getAttribute('aria-label')) ?? (await dialogName(dialog));
    if (await submitEmptyOrReport(page, form, name, where, walk)) {
      await settle(page);
      findings.push(...(await axeFindings(page, `${where} after an empty submit`, '[role="dialog"]')));
      // A refused submit puts focus on the first invalid field.
      const firstInvalid = form.locator('[aria-invalid="true"]').first();
      if ((await firstInvalid.count()) > 0 && !(await firstInvalid.evaluate((el) => el === document.activeElement)))
        walk.problems.push(`${where} after an empty submit: focus is not on the first invalid field`);
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return findings;
}

/** A dialog's accessible name: its aria-label, or the text of what aria-labelledby names (its title). */
function dialogName(dialog: Locator): Promise<string> {
  return dialog.evaluate(
    (element) =>
      element.getAttribute('aria-label') ??
      document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ??
      '',
  );
}

/**
 * Menus a button in `scope` opens (aria-haspopup="menu"), one of each kind: opened, scanned, closed. A kind with no
 * visible trigger is a problem unless HIDDEN_BY_DESIGN lists it.
 */
export async function scanMenus(page: Page, scope: Locator, where: string, walk: Walk): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const triggers of byKind(await findTriggers(scope, 'button[aria-haspopup="menu"]'))) {
    const trigger = triggers.find((candidate) => candidate.visible) ?? triggers[0];
    for (const each of triggers) if (!trigger.visible || each === trigger) checkHidden(each, 'menu', where, walk);
    if (!trigger.visible) continue;
    await trigger.locator.click();
    await page.getByRole('menu').last().waitFor({ state: 'visible' });
    await settle(page);
    findings.push(...(await axeFindings(page, `${where}, menu "${trigger.name}"`, '[role="menu"]')));
    if (walk.viewport.width < 768)
      for (const target of await smallTargets(page))
        walk.problems.push(`${where}, menu "${trigger.name}": target ${target} is under 44x44 px`);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').last().waitFor({ state: 'hidden' });
  }
  return findings;
}

/**
 * Real ids from the demo data for the route table's `:params`, and the names of a resident of this month with a
 * complete payment to void and of one with a payment waiting for verification to reject.
 */
export async function demoParams(
  request: APIRequestContext,
  session: AdminSession,
): Promise<Record<string, string> & { voidable: string; rejectable: string }> {
  const month = new Date().toISOString().slice(0, 7);
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: {
      query: `query ($month: String!) { students(page: 1, pageSize: 10) { items { id } }
                rooms(page: 1, pageSize: 100) { items { id totalBeds bedsOccupied } }
                studentPayments(month: $month, page: 1, pageSize: 100) {
                  items { student { name balance { collectedPaise pendingPaise } } } } }`,
      variables: { month },
    },
  });
  const { data } = (await response.json()) as {
    data: {
      students: { items: { id: string }[] };
      rooms: { items: { id: string; totalBeds: number; bedsOccupied: number }[] };
      studentPayments: {
        items: { student: { name: string; balance: { collectedPaise: number; pendingPaise: number } } }[];
      };
    };
  };
  // A room with a resident and a free bed shows the most: bed cards, Add Student, Add Bed.
  const rooms = data.rooms.items;
  const room = rooms.find((r) => r.bedsOccupied > 0 && r.bedsOccupied < r.totalBeds) ?? rooms[0];
  const student = data.students.items[0];
  const residents = data.studentPayments.items.map((item) => item.student);
  const voidable = residents.find((r) => r.balance.collectedPaise > 0);
  const rejectable = residents.find((r) => r.balance.pendingPaise > 0);
  if (!room || !student || !voidable || !rejectable)
    throw new Error('the demo data has no room, no student, or nobody this month with a payment to void or reject');
  return {
    id: student.id,
    roomId: room.id,
    requestType: 'service',
    voidable: voidable.name,
    rejectable: rejectable.name,
  };
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
