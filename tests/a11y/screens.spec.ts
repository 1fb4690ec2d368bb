import { paths } from '../../web/src/config/paths';
import { sidewaysScrolling, smallTargets } from '../support/page-checks';
import { expect, test } from '../support/fixtures';

/** Focus, titles and the phone layout of lists, in a real browser. */

const heading = (page: import('@playwright/test').Page) => page.locator('main h1');

test.describe('after a navigation', () => {
  test('focus moves to the new page heading and the tab names the page, for every sidebar entry', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(paths.dashboard);
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page).toHaveTitle('Dashboard · Hostel Admin');

    const nav = page.getByRole('navigation', { name: 'Main' });
    // A link's name as a screen reader reads it: its text without what is aria-hidden (the badge's
    // digits), with its visually hidden words ("Update Rent, 1 waiting").
    const names = (links: Element[]) =>
      links.map((link) => {
        const copy = link.cloneNode(true) as Element;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return { name: copy.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' };
      });
    const entries = await nav.getByRole('link').evaluateAll(names);
    expect(entries.length).toBeGreaterThan(5);
    const money = await nav.getByRole('region', { name: 'Money' }).getByRole('link').evaluateAll(names);
    expect(money.map((entry) => entry.name.replace(/,\s*\d+ waiting$/, ''))).toEqual([
      'Payment Details',
      'Dues',
      'Deposits',
      'Checkout',
      'Extra Billing',
      'Update Rent',
    ]);
    for (const entry of [...entries.slice(1), entries[0]!]) {
      await nav.locator(`a[href="${entry.href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${entry.href}$`));
      const h1 = heading(page);
      await expect(h1, `focus after following ${entry.name}`).toBeFocused();
      await expect(page).toHaveTitle(`${(await h1.innerText()).trim()} · Hostel Admin`);
      if (entry.href === paths.register) await page.goBack();
    }
  });

  test('on a phone, following a link in the menu drawer focuses the heading, not the menu button', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.dashboard);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Money' })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Room', exact: true }).click();
    await expect(heading(page)).toHaveText('Room Details');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle('Room Details · Hostel Admin');
  });

  test('the first load leaves focus on the login phone field, and a room page titles the tab with its number', async ({
    page,
    adminPage,
  }) => {
    await page.goto(paths.login);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toBeFocused();
    await expect(page).toHaveTitle('Login · Hostel Admin');

    await adminPage.goto(paths.rooms);
    await adminPage.getByRole('list', { name: 'Rooms' }).getByRole('link').first().click();
    await expect(heading(adminPage)).toHaveText(/^Room ID\. \d+/);
    await expect(heading(adminPage)).toBeFocused();
    await expect(adminPage).toHaveTitle(/^Room ID\. \d+ · Hostel Admin$/);
  });
});

test.describe('the students list on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows stacked rows: the name links to the student, actions sit in a menu, nothing scrolls sideways', async ({
    adminPage: page,
  }) => {
    await page.goto(paths.students);
    const list = page.getByRole('list', { name: 'Students' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('table')).toHaveCount(0);

    const first = list.getByRole('listitem').first();
    const name = first.getByRole('link').first();
    const href = await name.getAttribute('href');
    expect(href).toMatch(/^\/admin\/student-details\/\d+$/);
    const studentName = (await name.innerText()).trim();

    expect(await sidewaysScrolling(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await first.getByRole('button', { name: `Actions for ${studentName}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['View more', 'Edit', 'Delete']);
    expect(await smallTargets(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await name.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(heading(page)).toBeFocused();

    await page.goBack();
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption({ label: 'Name, descending' });
    await expect(page).toHaveURL(/sort=/);
    await expect(list.getByRole('listitem').first().getByRole('link').first()).not.toHaveText(studentName);
  });

  test('loads without layout shift (CLS under 0.1)', async ({ adminPage: page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow answer, so the placeholder rows show first as on a slow phone connection.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('StudentListPage')) await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto(paths.students);
    await expect(page.getByRole('list', { name: 'Students' }).getByRole('listitem').first()).toContainText('@');
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThan(0.1);
  });

  test("a student's page does not scroll sideways with a long e-mail", async ({ adminPage: page }) => {
    const email = 'a.very.long.email.address.for.a.resident.who.likes.long.names@hostel-residents.example.in';
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('StudentDetailPage')) return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.data.student.email = email;
      await route.fulfill({ response, json: body });
    });
    await page.goto(paths.students);
    const href = await page.getByRole('list', { name: 'Students' }).getByRole('link').first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByText(email)).toBeVisible();
    expect(await sidewaysScrolling(page)).toEqual([]);
  });
});

test('with the system set to reduce motion, a dialog opens at once; without it, it animates', async ({
  adminPage: page,
}) => {
  // The longest animation on the dialog, in seconds ("0.2s, 0.2s" as the browser computes it).
  const longest = (dialog: import('@playwright/test').Locator) =>
    dialog.evaluate((el) =>
      Math.max(
        ...getComputedStyle(el)
          .animationDuration.split(',')
          .map((d) => Number.parseFloat(d) || 0),
      ),
    );
  for (const motion of ['reduce', 'no-preference'] as const) {
    await page.emulateMedia({ reducedMotion: motion });
    await page.goto(paths.requests);
    await page.getByRole('button', { name: 'Add Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Request' });
    await expect(dialog).toBeVisible();
    if (motion === 'reduce') expect(await longest(dialog)).toBeLessThan(0.001);
    else expect(await longest(dialog)).toBeGreaterThanOrEqual(0.1);
  }
});
