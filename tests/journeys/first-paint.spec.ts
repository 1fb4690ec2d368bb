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
  await expect(page.getByRole('heading', { level: 1, name: 'Student Details' })).toBeVisible();
  await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
});

test('before the scripts arrive, the sign-in page shows a card, not white', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/admin/login', { waitUntil: 'commit' });
  await expect(page.locator('.boot-signin .boot-card')).toBeVisible();
  await expect(page.locator('.boot-aside')).toBeHidden();
  release();
  await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
  await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
});
