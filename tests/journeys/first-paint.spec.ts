import { expect, test } from '../support/fixtures';

/** Holds the app's scripts back, as a slow connection does, until `release` is called. */
async function holdScripts(page: import('@playwright/test').Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the browser has recorded its first contentful paint (text or an image painted). */
const painted = (page: import('@playwright/test').Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);

test('before the scripts arrive, a signed-in page shows the shell (sidebar and header), then the app replaces it', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/admin/student-details', { waitUntil: 'commit' });
  const shell = page.locator('.boot');
  await expect(shell).toBeVisible();
  await expect(shell.locator('.boot-aside')).toBeVisible();
  await expect(shell.locator('.boot-aside')).toContainText('Hostel Admin');
  await expect(shell.locator('.boot-header')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading Hostel Admin…');

  release();
  // The whole app and the page's data arrive only now; on a busy CI machine that can take longer than one expect.
  await expect(page.getByRole('heading', { level: 1, name: 'Student Details' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
});

test('before the scripts arrive, the sign-in page shows a card, not white', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/admin/login', { waitUntil: 'commit' });
  await expect(page.locator('.boot-signin .boot-card')).toBeVisible();
  await expect(page.locator('.boot-aside')).toBeHidden();
  await expect(page.locator('.boot-signin .boot-card')).toContainText('Hostel Admin');
  release();
  await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
  await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
});

for (const [what, path, signedIn] of [
  ['the sign-in page', '/admin/login', false],
  ['a signed-in page', '/admin/student-details', true],
] as const)
  test(`at 390 px on a slow connection, ${what} paints the product's name and a loading line before the scripts arrive`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    if (signedIn)
      await page.addInitScript(
        (value) => window.sessionStorage.setItem('admin_details', value),
        JSON.stringify(session),
      );
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const shell = page.locator(signedIn ? '.boot' : '.boot-signin');
    await expect(shell.getByText('Hostel Admin', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(shell.getByText('Loading…', { exact: true }).filter({ visible: true })).toBeVisible();
    // The first contentful paint is recorded while the scripts are still held back.
    await expect.poll(() => painted(page)).toBe(true);
    release();
    await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
  });
