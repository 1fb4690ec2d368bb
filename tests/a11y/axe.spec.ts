import { paths, routePatterns } from '../../web/src/config/paths';
import { uniquePhone } from '../support/api';
import {
  axeFindings,
  countByRule,
  demoParams,
  describeFindings,
  openContext,
  scanDialogs,
  scanMenus,
  scanOpenDialog,
  VIEWPORTS,
  type Finding,
} from '../support/a11y';
import { isWaived, newWalk, unmetAcrossParts, WAIVED } from '../support/a11y-exceptions';
import { focused } from '../support/page-checks';
import { expect, test } from '../support/fixtures';
import {
  checkPage,
  openFromRowMenu,
  scanCheckInSteps,
  scanEmptyForms,
  scanExtraBillingDialogs,
  scanNotificationDialogs,
  scanProfileTabs,
  scanSettlements,
  scanVisitorSignOut,
  type Problems,
} from '../support/a11y-screens';
import { appRoutes, fillPattern, UNKNOWN_PATH } from '../support/routes';
import { open, settle } from '../support/still-screen';

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
