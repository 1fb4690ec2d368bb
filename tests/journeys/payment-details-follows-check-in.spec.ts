import type { Page } from '@playwright/test';
import { CheckInPage } from '../pages/checkin-page';
import { expect, test } from '../support/fixtures';
import { createRoom } from '../support/graphql';

/** "12/40" → [12, 40]: residents paid of residents billed this month. */
async function ring(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^\d+\/\d+$/).innerText();
  const [paid, billed] = text.split('/').map(Number);
  return [paid!, billed!];
}

test('Payment Details, seen before a check-in, counts the new resident when opened again from the sidebar, without a reload', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const roomNumber = 6000 + (Date.now() % 3000);
  const room = await createRoom(request, session, roomNumber, 1);
  const suffix = String(Date.now()).slice(-6);
  const resident = {
    name: `Tara Sen ${suffix}`,
    email: `tara.${suffix}@example.in`,
    phone: `97${suffix}03`.slice(0, 10),
  };
  const sidebar = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/admin/payment-details');
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible();
  const [paid, billed] = await ring(page);
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  await sidebar.getByRole('link', { name: 'Check In' }).click();
  const checkIn = new CheckInPage(page);
  await checkIn.personalDetails(resident);
  await checkIn.selectRoom('Normal', roomNumber);
  await checkIn.bedDetails(room.beds[0]!.label);
  await checkIn.next();
  await checkIn.rentDetails('Cash');
  await expect(page.getByText('Checkin Complete')).toBeVisible();

  // Checked in today, so billed this month; not paid yet.
  await sidebar.getByRole('link', { name: 'Payment Details' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible();
  await expect(page.getByText(`${paid}/${billed + 1}`, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
});
