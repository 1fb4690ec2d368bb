import { installClockWithRealFrames } from '../support/clock';
import { checkIn, createRoom } from '../support/graphql';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/page-checks';

function uniqueRoomNumber() {
  return 10_000 + (Date.now() % 80_000);
}

test('a resident is deleted by keyboard alone; the confirmation waits, holds focus and gives it back', async ({
  adminPage: page,
  request,
  session,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const room = await createRoom(request, session, uniqueRoomNumber(), 2);
  const resident = { name: `Kavya Menon ${suffix}`, email: `kavya.${suffix}@example.in`, phone: `97${suffix}12` };
  await checkIn(request, session, room, room.beds[1].id, resident);
  await installClockWithRealFrames(page);

  await page.goto(`/admin/student-details?search=${encodeURIComponent(resident.email)}`);
  const opener = page.getByRole('button', { name: `Delete ${resident.name}` });
  await expect(opener).toBeVisible();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${resident.name}, room ${room.roomNumber} bed B`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  // The old toast closed itself after 5-10 s; the dialog waits for an answer.
  await page.clock.fastForward(30_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  // Focus stays inside while it is open, and Escape is Cancel.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Item deleted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: resident.name })).toHaveCount(0);
  // The opener went with the row: focus lands on the page heading, not on the body.
  await expect(page.getByRole('heading', { level: 1, name: 'Student Details' })).toBeFocused();
});

test('a free bed is removed by keyboard alone; Cancel gives focus back to Remove bed', async ({
  adminPage: page,
  request,
  session,
}) => {
  const room = await createRoom(request, session, uniqueRoomNumber(), 3);
  const bed = room.beds.find((item) => item.label.endsWith('-c'))!;
  await installClockWithRealFrames(page);

  await page.goto(`/admin/room/${room.id}`);
  const card = page.getByRole('article', { name: `Bed ${bed.label}` });
  const opener = card.getByRole('button', { name: 'Remove bed' });
  await expect(opener).toBeVisible();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: `Are you sure you want to remove bed ${bed.label}?` });
  await expect(dialog).toContainText(`Bed ${bed.label}`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.clock.fastForward(30_000);
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(card).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Bed ${bed.label} removed`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Beds Available 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Room ID. ${room.roomNumber}` })).toBeFocused();
});

test('a click outside the confirmation does not close it', async ({ adminPage: page, request, session }) => {
  const room = await createRoom(request, session, uniqueRoomNumber(), 1);
  await page.goto(`/admin/room/${room.id}`);
  await page.getByRole('button', { name: 'Delete Room' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Are you sure you want to delete room ${room.roomNumber}?` });
  await expect(dialog).toContainText(`Room ${room.roomNumber}`);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Room' })).toBeFocused();
});
