import { expect, test } from '../support/fixtures';
import { checkIn, createRoom } from '../support/graphql';

test("split a room's meter bill, see the total before confirming, and void it from the toast", async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const roomNumber = 2000 + (Date.now() % 7000);
  const room = await createRoom(request, session, roomNumber, 3);
  const suffix = String(Date.now()).slice(-6);
  const names = ['Farah Ali', 'Gopal Iyer', 'Hema Rao'].map((name) => `${name} ${suffix}`);
  for (const [index, name] of names.entries())
    await checkIn(request, session, room, room.beds[index]!.id, {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${suffix}@example.in`,
      phone: `8${suffix}${index}00`.slice(0, 10),
    });

  await page.goto('/admin/payment-details/extra-billing');
  await page.getByRole('button', { name: 'Split a meter bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Charge' });
  const find = dialog.getByRole('textbox', { name: 'Find a room for Room' });
  if (await find.isVisible()) await find.fill(String(roomNumber));
  await dialog
    .getByRole('combobox', { name: 'Room' })
    .selectOption({ label: `Room ${roomNumber} · 3 of 3 beds taken` });
  await dialog.getByRole('textbox', { name: 'Previous reading' }).fill('1200');
  await dialog.getByRole('textbox', { name: 'Current reading' }).fill('1325');
  await dialog.getByRole('textbox', { name: /Rate per unit/ }).fill('8');
  await dialog.getByRole('button', { name: 'Use as the bill' }).click();
  await dialog.getByRole('textbox', { name: /Bill amount/ }).fill('1000.01');
  // The split before confirming: equal parts, the two odd paise to the first two beds.
  const split = dialog.getByRole('list', { name: `Split of the bill in room ${roomNumber}` });
  await expect(split.getByRole('listitem')).toHaveText([
    `${names[0]} (${roomNumber}-a)Rs. 333.34`,
    `${names[1]} (${roomNumber}-b)Rs. 333.34`,
    `${names[2]} (${roomNumber}-c)Rs. 333.33`,
  ]);
  await dialog.getByRole('button', { name: 'Add Charge' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Add Charge' });
  await expect(confirm).toContainText(
    `Charge 3 residents Rs. 1,000.01 in all: ${names[0]} (${roomNumber}-a) Rs. 333.34, ${names[1]} (${roomNumber}-b) Rs. 333.34, ${names[2]} (${roomNumber}-c) Rs. 333.33`,
  );
  await confirm.getByRole('button', { name: 'Charge' }).click();
  const toast = page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: 'Charged 3 residents Rs. 1,000.01 in all' });
  await expect(toast).toBeVisible();

  await toast.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void charges' });
  await voiding.getByRole('textbox', { name: /Reason/ }).fill('Meter read twice');
  await voiding.getByRole('button', { name: 'Void' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Void charges' });
  await expect(sure).toContainText('3 Electric charges, Rs. 1,000.01 in all');
  await sure.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByText(/^Voided: 3 Electric charges/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search charges' }).fill(suffix);
  const list = page.getByRole('table', { name: 'Charges added' });
  await expect(list.getByRole('row').filter({ hasText: 'Voided' })).toHaveCount(3);
  await expect(list.getByRole('row').filter({ hasText: 'Meter read twice' })).toHaveCount(3);
});
