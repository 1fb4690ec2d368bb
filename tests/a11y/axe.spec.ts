import type { Page } from '@playwright/test';
import { paths, routePatterns } from '../../web/src/config/paths';
import { uniquePhone } from '../support/api';
import {
  axeFindings,
  countByRule,
  demoParams,
  describeFindings,
  focused,
  openContext,
  scanDialogs,
  scanMenus,
  scanOpenDialog,
  settle,
  sidewaysScrolling,
  smallTargets,
  submitEmptyOrReport,
  titleAndHeading,
  VIEWPORTS,
  type Finding,
  type Viewport,
} from '../support/a11y';
import { isWaived, newWalk, unmetAcrossParts, WAIVED, type Walk } from '../support/a11y-exceptions';
import { expect, test } from '../support/fixtures';
import { appRoutes, fillPattern, UNKNOWN_PATH } from '../support/routes';

/**
 * axe over every route of the web client's route table (Page not found too), signed out and signed in, at a
 * desktop and a phone width, and in the states that show errors: every form submitted empty, every dialog a page
 * opens, every check-in step. Zero violations of any rule at any impact. A form, dialog or menu the walk finds
 * but cannot open or submit is a problem naming it, unless it is one of the few listed as so by design
 * (NO_SUBMIT_UNTIL_CHOSEN, HIDDEN_BY_DESIGN in support/a11y.ts).
 */
/**
 * A11Y_ROUTES=/admin/profile,/admin/login walks only those route patterns (a change's own screens, while working on
 * them); the stale-exception check needs every route, so it is left out then. CI walks them all.
 */
const only = process.env.A11Y_ROUTES?.split(',').filter(Boolean);
const routes = appRoutes().filter((route) => !only || only.includes(route.pattern));

async function open(page: Page, url: string): Promise<string> {
  const started = Date.now();
  await page.goto(url);
  const loaded = Date.now();
  await settle(page);
  if (process.env.AXE_TIMING) console.log(`[open] ${url}: ${loaded - started} + ${Date.now() - loaded} ms`);
  return new URL(page.url()).pathname;
}

/** What the walk finds besides axe: sideways scrolling, small targets, titles, focus. */
type Problems = string[];

/**
 * Checkout's settlements, whose cards open their dialog without aria-haspopup (a card is not a menu button): a
 * settlement in progress line by line (demo data), the Paid tab, a paid settlement, and its leaver's page (the
 * refund on the record, the deposit's state, the voucher). Leaves the page on the leaver's page.
 */
async function scanSettlements(page: Page, viewport: Viewport, walk: Walk, problems: Problems): Promise<Finding[]> {
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
async function scanEmptyForms(page: Page, where: string, walk: Walk): Promise<Finding[]> {
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
async function scanExtraBillingDialogs(page: Page, where: string, walk: Walk): Promise<Finding[]> {
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
async function scanVisitorSignOut(page: Page, where: string, walk: Walk): Promise<Finding[]> {
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
async function scanNotificationDialogs(page: Page, where: string, walk: Walk): Promise<Finding[]> {
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
async function openFromRowMenu(page: Page, name: string, item: string) {
  await page.getByRole('searchbox', { name: 'Search residents' }).fill(name);
  const trigger = page.locator('main').getByRole('button', { name: `Actions for ${name}` });
  const shown = trigger.filter({ visible: true }).first();
  await shown.click({ timeout: 10_000 });
  await page.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
}

/** After Next, focus is on the new step's heading. */
async function expectStepHeadingFocused(page: Page, step: string, problems: Problems) {
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
async function scanCheckInSteps(page: Page, walk: Walk): Promise<Finding[]> {
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
async function scanReceiptDetailsRefused(page: Page, walk: Walk): Promise<Finding[]> {
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
async function scanProfileTabs(page: Page, viewport: Viewport, walk: Walk): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const tab of ['password', 'settings']) {
    await open(page, `${paths.profile}?tab=${tab}`);
    const where = `${paths.profile}?tab=${tab}`;
    await checkPage(page, viewport, where, walk.problems);
    findings.push(...(await axeFindings(page, where)));
    findings.push(...(await scanEmptyForms(page, where, walk)));
  }
  findings.push(...(await scanReceiptDetailsRefused(page, walk)));
  return findings;
}

/** The tab title is the page's h1 and the app's name; the layout checks at this width. */
async function checkPage(page: Page, viewport: Viewport, where: string, problems: Problems) {
  const { title, heading } = await titleAndHeading(page);
  if (title !== `${heading} · Hostel Admin`)
    problems.push(`${where}: tab title "${title}" for the heading "${heading}"`);
  for (const box of await sidewaysScrolling(page))
    problems.push(`${where} at ${viewport.width} px: ${box} scrolls sideways`);
  if (viewport.name === 'phone')
    for (const target of await smallTargets(page))
      problems.push(`${where} at ${viewport.width} px: target ${target} is under 44x44 px`);
}

function report(all: Finding[], label: string, problems: Problems) {
  const waived = all.filter(isWaived);
  const findings = all.filter((finding) => !isWaived(finding));
  for (const waiver of WAIVED) {
    const count = waived.filter((finding) => finding.rule === waiver.rule).length;
    if (count) console.log(`[axe] ${label}: ${count} waived, ${waiver.rule}: ${waiver.why}`);
  }
  const elements = findings.length;
  const distinct = new Set(findings.map((f) => `${f.rule} ${f.target}`)).size;
  console.log(
    `[axe] ${label}: ${elements} violating elements over all scans (${distinct} distinct) ${JSON.stringify(countByRule(findings))}`,
  );
  test
    .info()
    .annotations.push({ type: 'axe', description: `${label}: ${elements} ${JSON.stringify(countByRule(findings))}` });
  expect.soft(problems, problems.join('\n')).toEqual([]);
  expect(findings, describeFindings(findings)).toEqual([]);
}

// The walks are independent (each worker has its own server): spread them over the workers. The signed-in walk at
// each width is cut into WALK_PARTS tests over every WALK_PARTS-th route, which check their exceptions together.
test.describe.configure({ mode: 'parallel' });
const WALK_PARTS = 2;
const WALKS_DIR = process.env.E2E_RUN_DIR ?? '.';

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test('signed out: every route, the login code step and the forms submitted empty', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await openContext(browser, viewport);
      const page = await context.newPage();
      const findings: Finding[] = [];
      const walk = newWalk(viewport);
      const problems = walk.problems;
      const seen = new Set<string>();
      const anyId = { id: '1', roomId: '1', requestType: 'service', '*': UNKNOWN_PATH };
      for (const route of routes) {
        const landed = await open(page, fillPattern(route.pattern, anyId));
        if (seen.has(landed)) continue;
        seen.add(landed);
        if (landed === paths.login) {
          const now = await focused(page);
          if (now.name !== 'identifier')
            problems.push(`${landed}: on a first load focus is on ${JSON.stringify(now)}, not the phone field`);
        }
        await checkPage(page, viewport, landed, problems);
        findings.push(...(await axeFindings(page, landed)));
        findings.push(...(await scanEmptyForms(page, landed, walk)));
      }

      await open(page, paths.login);
      await page.getByRole('textbox', { name: 'Phone' }).fill(uniquePhone().slice(3));
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await page.getByRole('textbox', { name: 'Digit 1' }).waitFor();
      await settle(page);
      findings.push(...(await axeFindings(page, `${paths.login}, code step`)));
      await checkPage(page, viewport, `${paths.login}, code step`, problems);
      findings.push(...(await scanEmptyForms(page, `${paths.login}, code step`, walk)));

      await open(page, paths.login);
      await page.getByRole('button', { name: 'Use password instead' }).click();
      await page.getByRole('form', { name: 'Sign in with a password' }).waitFor();
      await settle(page);
      findings.push(...(await axeFindings(page, `${paths.login}, password`)));
      await checkPage(page, viewport, `${paths.login}, password`, problems);
      findings.push(...(await scanEmptyForms(page, `${paths.login}, password`, walk)));

      await context.close();
      report(findings, `signed out at ${viewport.width} px`, problems);
    });

    for (let part = 0; part < WALK_PARTS; part += 1)
      test(`signed in (part ${part + 1} of ${WALK_PARTS}): every route, its forms submitted empty, its dialogs and menus, each check-in step`, async ({
        browser,
        request,
        session,
      }) => {
        test.setTimeout(300_000);
        const params = { ...(await demoParams(request, session)), '*': UNKNOWN_PATH };
        const context = await openContext(browser, viewport, session);
        const page = await context.newPage();
        const findings: Finding[] = [];
        const walk = newWalk(viewport);
        const problems = walk.problems;
        const seen = new Set<string>();

        for (const route of routes.filter((_, index) => index % WALK_PARTS === part)) {
          const url = fillPattern(route.pattern, params);
          const landed = await open(page, url);
          if (landed === url && !route.title)
            problems.push(`${route.pattern} shows a screen but its route has no handle title`);
          if (seen.has(landed)) continue;
          seen.add(landed);
          await checkPage(page, viewport, landed, problems);
          findings.push(...(await axeFindings(page, landed)));
          if (seen.size === 1 && part === 0) {
            // The layout's own menus, drawer and popovers, once.
            const header = page.locator('body > div header').first();
            findings.push(...(await scanMenus(page, header, `${landed}, header`, walk)));
            findings.push(...(await scanDialogs(page, header, `${landed}, header`, walk)));
          }
          const main = page.locator('main');
          findings.push(...(await scanMenus(page, main, landed, walk)));
          findings.push(...(await scanDialogs(page, main, landed, walk)));
          if (route.pattern === routePatterns.room) {
            // Opened from a menu item, which scanDialogs does not follow. demoParams picks a room with a free bed.
            const addStudent = main.getByRole('button', { name: 'Add Student' });
            findings.push(
              ...(await scanOpenDialog(
                page,
                async () => {
                  await addStudent.click({ timeout: 5_000 });
                  await page.getByRole('menuitem', { name: 'Assign existing student' }).click({ timeout: 5_000 });
                },
                `${landed}, dialog "Assign existing student" (Add Student, then Assign existing student)`,
                walk,
              )),
            );
          }
          if (landed === paths.extraBilling) findings.push(...(await scanExtraBillingDialogs(page, landed, walk)));
          if (landed === paths.visitors) findings.push(...(await scanVisitorSignOut(page, landed, walk)));
          if (landed === paths.foodDetails) {
            // Food Lists toggles to its Add Food form in place of the list: scanned, and submitted empty.
            await page.locator('main').getByRole('button', { name: 'Add Food' }).click({ timeout: 5_000 });
            await page.getByRole('form', { name: 'Add Food' }).waitFor();
            await settle(page);
            findings.push(...(await axeFindings(page, `${landed}, Food Lists' Add Food form`)));
          }
          if (landed === paths.studentPayments)
            // Opened from a row's menu, which scanMenus opens but does not follow: an admin voids a complete payment of
            // a resident and rejects one waiting for verification (demoParams finds one of each in the month).
            for (const [item, name] of [
              ['Void payment', params.voidable],
              ['Reject payment', params.rejectable],
            ] as const)
              findings.push(
                ...(await scanOpenDialog(
                  page,
                  () => openFromRowMenu(page, name, item),
                  `${landed}, dialog "${item}" (a row's menu)`,
                  walk,
                )),
              );
          findings.push(...(await scanEmptyForms(page, landed, walk)));
          if (landed === paths.notification) findings.push(...(await scanNotificationDialogs(page, landed, walk)));
          if (landed === paths.checkout) findings.push(...(await scanSettlements(page, viewport, walk, problems)));
          if (landed === paths.profile) findings.push(...(await scanProfileTabs(page, viewport, walk)));
          if (landed === paths.checkIn) {
            await open(page, paths.checkIn);
            findings.push(...(await scanCheckInSteps(page, walk)));
          }
        }
        if (!only) problems.push(...(unmetAcrossParts(walk, part, WALK_PARTS, WALKS_DIR) ?? []));

        await context.close();
        report(findings, `signed in at ${viewport.width} px (part ${part + 1} of ${WALK_PARTS})`, problems);
      });
  });
}
