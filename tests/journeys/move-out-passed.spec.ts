import { addDays } from '@hostel-admin/rules';
import { daysAgo, shownDate } from '../support/dates';
import { expect, test } from '../support/fixtures';

/**
 * The demo hostel has a resident whose move-out date passed four days ago without a settlement: Checkout and Dues
 * mark them, and the admin extends the stay after the confirmation says what it bills.
 */
test('a move-out date that passed is marked, and extending the stay says what it bills first', async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  const passedOn = shownDate(daysAgo(4));
  await page.goto('/admin/payment-details/checkout');
  const card = page.getByRole('listitem').filter({ hasText: 'Move-out date passed' });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await expect(card).toContainText(passedOn);
  const name = (await card.getByRole('button').first().textContent())!.trim();

  await page.goto(`/admin/dues?search=${encodeURIComponent(name)}`);
  await expect(page.getByText('Move-out date passed').first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/admin/payment-details/checkout');
  await card.getByRole('button', { name: 'Extend stay' }).click();
  const dialog = page.getByRole('dialog', { name: `Extend stay: ${name}` });
  await expect(dialog).toContainText(`Present move-out date: ${passedOn}`);
  await dialog.getByLabel(/New move-out date/).fill(daysAgo(5));
  await dialog.getByRole('button', { name: 'Extend stay' }).click();
  await expect(dialog.getByText('New move-out date must be after today.')).toBeVisible();
  const until = addDays(daysAgo(0), 20);
  await dialog.getByLabel(/New move-out date/).fill(until);
  await dialog.getByRole('button', { name: 'Extend stay' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Extend stay' });
  await expect(confirm).toContainText(`${name} stays until ${shownDate(until)}.`);
  await expect(confirm).toContainText(/rent/);
  await confirm.getByRole('button', { name: 'Extend stay' }).click();
  await expect(page.getByText('Stay extended')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).not.toContainText('Move-out date passed');
});
