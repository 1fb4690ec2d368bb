import type { Page } from '@playwright/test';
import { paths } from '../../web/src/config/paths';
import { axeFindings, scanDialogs, scanOpenDialog, submitEmptyOrReport, type Finding, type Viewport } from './a11y';
import type { Walk } from './a11y-exceptions';
import { focused, sidewaysScrolling, smallTargets, titleAndHeading } from './page-checks';
import { open, settle } from './still-screen';

/**
 * The accessibility walk's visits (tests/a11y/axe.spec.ts): checking a page, and the states of the
 * screens that need more than a load to reach: their forms submitted empty, dialogs opened from cards and row
 * menus, each check-in step, the profile's tabs, Extra Billing's, the visitor log's and the notifications' dialogs.
 */

/** What the walk finds besides axe: sideways scrolling, small targets, titles, focus. */
export type Problems = string[];

/**
 * Checkout's settlements, whose cards open their dialog without aria-haspopup (a card is not a menu button): a
 * settlement in progress line by line (demo data), the Paid tab, a paid settlement, and its leaver's page (the
 * refund on the record, the deposit's state, the voucher). Leaves the page on the leaver's page.
 */
export async function scanSettlements(
  page: Page,
  viewport: Viewport,
  walk: Walk,
  problems: Problems,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const main = page.locator('main');
  const cardButton = (card: ReturnType<typeof main.getByRole>) => card.getByRole('button').first();
  const settling = main.getByRole('listitem').filter({ hasText: 'Refund requested' }).first();
  findings.push(
    ...(await scanOpenDialog(
      page,
      () => cardButton(settling).click({ timeout: 5_000 }),
      `${paths.checkout}, dialog "Checkout" (a settlement in progress)`,
      walk,
    )),
  );
  await main.getByRole('tab', { name: 'Paid' }).click();
  await settle(page);
  const where = `${paths.checkout}?state=paid`;
  await checkPage(page, viewport, where, problems);
  findings.push(...(await axeFindings(page, where)));
  const paid = main.getByRole('list', { name: 'Paid settlements' }).getByRole('listitem').first();
  findings.push(
    ...(await scanOpenDialog(
      page,
      () => cardButton(paid).click({ timeout: 5_000 }),
      `${where}, dialog "Checkout" (a paid settlement)`,
      walk,
    )),
  );
  await cardButton(paid).click({ timeout: 5_000 });
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /'s page$/ })
    .click({ timeout: 5_000 });
  await settle(page);
  const leaver = `${new URL(page.url()).pathname} (a leaver whose refund was paid)`;
  await checkPage(page, viewport, leaver, problems);
  findings.push(...(await axeFindings(page, leaver)));
  return findings;
}

/**
 * Every form on the page submitted empty, one after another, each scanned in its error state; focus must be on
 * the form's first invalid field. A form that is not visible, or cannot be submitted, is a problem naming it.
 */
export async function scanEmptyForms(page: Page, where: string, walk: Walk): Promise<Finding[]> {
  const findings: Finding[] = [];
  const forms = await page.locator('form').all();
  for (const [index, form] of forms.entries()) {
    const name = (await form.getAttribute('aria-label')) ?? `form ${index + 1}`;
    if (!(await form.isVisible())) {
      walk.problems.push(`${where}: form "${name}" is in the page but not visible, so it was not submitted empty`);
      continue;
    }
    if (!(await submitEmptyOrReport(page, form, name, where, walk))) continue;
    await settle(page);
    const firstInvalid = form.locator('[aria-invalid="true"]').first();
    if ((await firstInvalid.count()) > 0 && !(await firstInvalid.evaluate((el) => el === document.activeElement)))
      walk.problems.push(
        `${where}, ${name} submitted empty: focus is on ${JSON.stringify(await focused(page))}, not the first invalid field`,
      );
    findings.push(...(await axeFindings(page, `${where}, ${name} submitted empty`, 'form')));
  }
  return findings;
}

/**
 * Extra Billing's dialogs that need a choice first (so no aria-haspopup on their buttons): Add Charge with an amount
 * per resident (two residents chosen) and Void of the first charge in the list (an admin's).
 */
export async function scanExtraBillingDialogs(page: Page, where: string, walk: Walk): Promise<Finding[]> {
  const main = page.locator('main');
  const findings = await scanOpenDialog(
    page,
    async () => {
      for (const box of (await main.getByRole('checkbox', { name: /^Select (?!all)/ }).all()).slice(0, 2))
        await box.check({ force: true });
      await main.getByRole('button', { name: 'Add Charge' }).click({ timeout: 5_000 });
      await page
        .getByRole('dialog', { name: 'Add Charge' })
        .getByRole('combobox', { name: 'How to charge' })
        .selectOption('each');
    },
    `${where}, dialog "Add Charge" (two residents chosen, an amount per resident)`,
    walk,
  );
  await main.getByRole('button', { name: 'Clear selection' }).click();
  findings.push(
    ...(await scanOpenDialog(
      page,
      () =>
        main
          .getByRole('button', { name: /^Void / })
          .first()
          .click({ timeout: 5_000 }),
      `${where}, dialog "Void charge" (the first charge listed)`,
      walk,
    )),
  );
  return findings;
}

/**
 * Visitor Management's Sign out, which asks in the shared confirmation (an alert dialog, not a popup the walk
 * follows): the first visitor inside (the demo keeps three), scanned open and then cancelled with Escape.
 */
export async function scanVisitorSignOut(page: Page, where: string, walk: Walk): Promise<Finding[]> {
  const confirm = page.getByRole('alertdialog', { name: 'Sign out this visitor?' });
  try {
    await page
      .locator('main')
      .getByRole('button', { name: /^Sign out / })
      .first()
      .click({ timeout: 5_000 });
    await confirm.waitFor({ state: 'visible' });
  } catch (error) {
    walk.problems.push(`${where}: the Sign out confirmation did not open (${String(error).split('\n')[0]})`);
    return [];
  }
  await settle(page);
  const findings = await axeFindings(page, `${where}, confirmation "Sign out this visitor?"`, '[role="alertdialog"]');
  if (walk.viewport.width < 768)
    for (const target of await smallTargets(page))
      walk.problems.push(`${where}, confirmation "Sign out this visitor?": target ${target} is under 44x44 px`);
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  return findings;
}

/**
 * Notification's dialogs that follow a choice (no aria-haspopup): the recipient modal, opened by Send with a title and
 * a description (its Send with no student chosen refused in a toast), and the first history row's detail (View).
 */
export async function scanNotificationDialogs(page: Page, where: string, walk: Walk): Promise<Finding[]> {
  const form = page.getByRole('form', { name: 'Create notification' });
  const findings = await scanOpenDialog(
    page,
    async () => {
      await form.getByRole('textbox', { name: 'Title' }).fill('Water supply');
      await form.getByRole('textbox', { name: 'Description' }).fill('No water on Saturday morning.');
      await form.getByRole('button', { name: 'Send' }).click({ timeout: 5_000 });
    },
    `${where}, dialog "Select Students" (Send with a title and a description)`,
    walk,
  );
  await form.getByRole('textbox', { name: 'Title' }).fill('');
  await form.getByRole('textbox', { name: 'Description' }).fill('');
  findings.push(
    ...(await scanOpenDialog(
      page,
      () =>
        page
          .locator('main')
          .getByRole('button', { name: /^View / })
          .filter({ visible: true })
          .first()
          .click({ timeout: 5_000 }),
      `${where}, dialog of a sent notification (View in the history)`,
      walk,
    )),
  );
  return findings;
}

/**
 * Opens `item` from the menu of the first row of Student Payment Details that offers it (an admin's Void payment or
 * Reject payment: a row's menu lists them when the resident has a payment of that kind), searching the month's
 * residents for `name` first.
 */
export async function openFromRowMenu(page: Page, name: string, item: string) {
  await page.getByRole('searchbox', { name: 'Search residents' }).fill(name);
  const trigger = page.locator('main').getByRole('button', { name: `Actions for ${name}` });
  const shown = trigger.filter({ visible: true }).first();
  await shown.click({ timeout: 10_000 });
  await page.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
}

/** After Next, focus is on the new step's heading. */
export async function expectStepHeadingFocused(page: Page, step: string, problems: Problems) {
  const heading = page.getByRole('heading', { level: 2, name: step });
  await heading.waitFor();
  await page
    .waitForFunction((name) => document.activeElement?.textContent?.trim() === name, step, { timeout: 3_000 })
    .catch(() => undefined);
  const now = await focused(page);
  if (now.tag !== 'h2' || now.name !== step)
    problems.push(`${paths.checkIn}: after Next, focus is on ${JSON.stringify(now)}, not the heading ${step}`);
}

/** Steps 2 to 4 of the check-in wizard, each with its errors showing (step 1 is the page's empty submit). */
export async function scanCheckInSteps(page: Page, walk: Walk): Promise<Finding[]> {
  const problems = walk.problems;
  const findings: Finding[] = [];
  const form = page.getByRole('form', { name: 'Check In' });
  const next = form.getByRole('button', { name: 'Next' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Meera Pillai');
  await form.getByRole('textbox', { name: 'Email' }).fill('meera.pillai@example.in');
  await form.getByRole('textbox', { name: 'Phone' }).fill('9123456780');
  await next.click();

  const steps: [string, () => Promise<void>][] = [
    [
      'Select Room',
      async () => {
        await form.getByRole('combobox', { name: 'Room Type' }).selectOption({ index: 1 });
        await form.getByRole('combobox', { name: 'Room Number' }).selectOption({ index: 1 });
      },
    ],
    [
      'Bed Details',
      async () => {
        await form.getByRole('combobox', { name: 'Bed Number' }).selectOption({ index: 1 });
      },
    ],
  ];
  for (const [step, fill] of steps) {
    await expectStepHeadingFocused(page, step, problems);
    // As the step opens: nothing chosen yet.
    await next.click();
    await settle(page);
    findings.push(...(await axeFindings(page, `${paths.checkIn}, step ${step} submitted empty`, 'form')));
    await fill();
    await next.click();
  }
  await expectStepHeadingFocused(page, 'Rent Details', problems);
  await settle(page);
  const where = `${paths.checkIn}, step Rent Details`;
  if (await submitEmptyOrReport(page, form, 'Check In', where, walk)) {
    await settle(page);
    findings.push(...(await axeFindings(page, `${where} submitted empty`, 'form')));
  }
  return findings;
}

/**
 * Profile's Receipt details in its error state: every field is optional (nothing to submit empty), so a GSTIN too
 * short is typed and saved; the refusal is scanned, focus must be on the field, and the value is put back unsaved.
 */
export async function scanReceiptDetailsRefused(page: Page, walk: Walk): Promise<Finding[]> {
  const where = `${paths.profile}, Receipt details with a GSTIN too short`;
  const form = page.getByRole('form', { name: 'Receipt details' });
  const gstin = form.getByRole('textbox', { name: 'GSTIN' });
  const before = await gstin.inputValue();
  await gstin.fill('29AAKCS');
  await form.getByRole('button', { name: 'Save receipt details' }).click();
  await gstin.and(page.locator('[aria-invalid="true"]')).waitFor();
  await settle(page);
  const findings = await axeFindings(page, where, 'form[aria-label="Receipt details"]');
  if (!(await gstin.evaluate((element) => element === document.activeElement)))
    walk.problems.push(`${where}: focus is on ${JSON.stringify(await focused(page))}, not the GSTIN`);
  await gstin.fill(before);
  return findings;
}

/**
 * Profile's other tabs (the page opens on User Details): Change Password and, for an admin, Hostel Settings, each
 * scanned with its forms submitted empty; Receipt details also in its refused state.
 */
export async function scanProfileTabs(page: Page, viewport: Viewport, walk: Walk): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const tab of ['password', 'settings']) {
    await open(page, `${paths.profile}?tab=${tab}`);
    const where = `${paths.profile}?tab=${tab}`;
    await checkPage(page, viewport, where, walk.problems);
    findings.push(...(await axeFindings(page, where)));
    findings.push(...(await scanEmptyForms(page, where, walk)));
    // Settings opens dialogs of its own (Create API key, Add endpoint): scanned open, and submitted empty.
    if (tab === 'settings') findings.push(...(await scanDialogs(page, page.locator('main'), where, walk)));
  }
  findings.push(...(await scanReceiptDetailsRefused(page, walk)));
  return findings;
}

/** The tab title is the page's h1 and the app's name; the layout checks at this width. */
export async function checkPage(page: Page, viewport: Viewport, where: string, problems: Problems) {
  const { title, heading } = await titleAndHeading(page);
  if (title !== `${heading} · Hostel Admin`)
    problems.push(`${where}: tab title "${title}" for the heading "${heading}"`);
  for (const box of await sidewaysScrolling(page))
    problems.push(`${where} at ${viewport.width} px: ${box} scrolls sideways`);
  if (viewport.name === 'phone')
    for (const target of await smallTargets(page))
      problems.push(`${where} at ${viewport.width} px: target ${target} is under 44x44 px`);
}
