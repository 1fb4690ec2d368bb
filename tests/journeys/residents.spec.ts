import { readFileSync } from 'node:fs';
import { CheckInPage } from '../pages/checkin-page';
import { RoomsPage } from '../pages/rooms-page';
import { StudentsPage } from '../pages/students-page';
import { daysAgo, shownDate } from '../support/dates';
import { expect, test } from '../support/fixtures';

/** A room number and phone no other run of this file has used on the same database. */
function uniqueRoomNumber() {
  return 5000 + (Date.now() % 4000);
}

test('an admin sets up a room, checks a resident in, edits, moves out and archives them', async ({
  adminPage: page,
}) => {
  // The longest journey (eleven screens, two confirmations): 30 s is too close on a busy 2-core machine.
  test.setTimeout(60_000);
  const roomNumber = uniqueRoomNumber();
  const suffix = String(Date.now()).slice(-6);
  const resident = {
    name: `Ishita Banerjee ${suffix}`,
    email: `ishita.${suffix}@example.in`,
    phone: `98${suffix}01`.slice(0, 10),
  };
  const rooms = new RoomsPage(page);

  await rooms.open();
  await rooms.createRoom({ number: roomNumber, floor: 4, beds: 2, rent: 8500, type: 'Delux', ac: true });
  await expect(rooms.card(roomNumber)).toContainText('Beds: 0/2');
  await expect(rooms.card(roomNumber)).toContainText('AC Room');

  await rooms.card(roomNumber).click();
  await expect(page.getByRole('heading', { name: `Room ID. ${roomNumber}` })).toBeVisible();
  await expect(page.getByText('Beds Available 2 of 2')).toBeVisible();
  await expect(page.getByText('No students Available')).toBeVisible();
  await rooms.addBed({ number: 3, rent: 9000, food: 'Veg' });
  await expect(page.getByText('Beds Available 3 of 3')).toBeVisible();

  await page.goto('/admin/checkin');
  const checkIn = new CheckInPage(page);
  await checkIn.next();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await checkIn.personalDetails(resident);
  await checkIn.selectRoom('Delux', roomNumber);
  await checkIn.bedDetails(`${roomNumber}-c`);
  await expect(page.getByRole('textbox', { name: 'Rent', exact: true })).toHaveValue('9000');
  await expect(page.getByRole('textbox', { name: 'Deposit', exact: true })).toHaveValue('9000');
  await checkIn.next();
  // Five days back: recent enough that check-in asks nothing more (a move-in over a month back asks to confirm).
  const moveIn = daysAgo(5);
  await checkIn.rentDetails('UPI', moveIn);
  await expect(page.getByText('Checkin Complete')).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${resident.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in another' })).toBeVisible();

  const students = new StudentsPage(page);
  await students.open();
  await students.search(resident.name.toUpperCase());
  await expect(students.row(resident.name)).toContainText(String(roomNumber));
  await expect(students.row(resident.name)).toContainText(shownDate(moveIn));

  await students
    .row(resident.name)
    .getByRole('link', { name: `Edit ${resident.name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Student Details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be of 10 digits.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('9123456780');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Student details updated')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/student-details(\?.*)?$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Room' }).click();
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  await rooms.card(roomNumber).click();
  const bed = rooms.bedCard(`${roomNumber}-c`);
  await expect(bed.getByRole('link', { name: resident.name })).toBeVisible();
  await bed.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Student removed from bed')).toBeVisible();
  await expect(page.getByText('No students Available')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Room' }).click();
  await expect(rooms.card(roomNumber)).toContainText('Beds: 0/3');
  await expect(rooms.card(roomNumber)).toContainText('Available');
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
  await students.search(resident.email);
  await expect(students.row(resident.name)).toBeVisible();
  await students
    .row(resident.name)
    .getByRole('button', { name: `Delete ${resident.name}` })
    .click();
  await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Item deleted successfully!')).toBeVisible();
  await expect(students.row(resident.name)).toHaveCount(0);
});

test('residents are imported from CSV after a preview, and the filtered list exports to CSV', async ({
  adminPage: page,
}, testInfo) => {
  const suffix = String(Date.now()).slice(-5);
  const csv = [
    'name,email,phone,move_in_date,room_no',
    `Nikhil Joshi ${suffix},nikhil.${suffix}@example.in,97${suffix}111,${daysAgo(60)},`,
    `Pooja Nair ${suffix},pooja.${suffix}@example.in,96${suffix}222,${daysAgo(80)},`,
    `Broken Row ${suffix},not-an-email,123,2026-13-40,`,
  ].join('\n');
  const students = new StudentsPage(page);
  await students.open();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import residents' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'residents.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog).toContainText('Invalid email format.');
  await expect(dialog).toContainText('Must be of 10 digits.');
  await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(page.getByText('2 residents imported')).toBeVisible();

  await students.search(suffix);
  await expect(students.row(`Nikhil Joshi ${suffix}`)).toBeVisible();
  await expect(students.row(`Pooja Nair ${suffix}`)).toBeVisible();
  await expect(students.row(`Broken Row ${suffix}`)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = testInfo.outputPath('export.csv');
  await (await download).saveAs(file);
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('name,email,phone,move_in_date,room_no');
  expect(lines).toHaveLength(3);
  expect(lines.join('\n')).toContain(`Nikhil Joshi ${suffix}`);
});
