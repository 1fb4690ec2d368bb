import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The dashboard's Total Requests ring, "9/15": [open, raised this month]. */
async function totalRequests(page: Page): Promise<[number, number]> {
  const tile = page
    .locator('.chakra-card__root')
    .filter({ has: page.getByRole('heading', { name: 'Total Requests' }) });
  const [open, month] = (await tile.getByText(/^\d+\/\d+$/).innerText()).split('/').map(Number);
  return [open!, month!];
}

/** The open requests the Service card shows. */
async function serviceOpen(page: Page): Promise<number> {
  const card = page
    .getByRole('main')
    .locator('.chakra-card__root')
    .filter({ has: page.getByRole('link', { name: 'Service' }) });
  const text = await card.innerText();
  return Number(/(\d+)\s*open/.exec(text)?.[1]);
}

test('a request completed through the warning, Cancel first: the cards and the dashboard follow without a reload', async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  const sidebar = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /open of \d+ raised this month$/ })).toBeVisible();
  const [open, month] = await totalRequests(page);
  expect(open).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  await sidebar.getByRole('link', { name: 'Request' }).click();
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Service' })).toBeVisible();
  const service = await serviceOpen(page);
  expect(service).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Service' }).click();
  await expect(page.getByRole('heading', { name: 'Service Requests', level: 1 })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  const status = page.getByRole('combobox', { name: /^Status of the request from / }).first();
  await expect(status).toHaveValue('pending');
  const who = ((await status.getAttribute('aria-label')) ?? '').replace('Status of the request from ', '');

  // Cancel: nothing changes, the selector shows Pending again.
  await status.selectOption('complete');
  const ask = page.getByRole('alertdialog', { name: 'Are you sure you want to change the status to Complete?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(who);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(status).toHaveValue('pending');

  // Confirm: saved; the list (Pending only) loses the request.
  await status.selectOption('complete');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Status changed to Complete')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Request' }).click();
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  await expect.poll(() => serviceOpen(page)).toBe(service - 1);

  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('progressbar', { name: `${open - 1} open of ${month} raised this month` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
});
