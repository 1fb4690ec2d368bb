import { expect, test } from '../support/fixtures';
import { checkIn, createRoom } from '../support/graphql';

test('sign a visitor in to see a resident, find them inside, sign them out, and see the visit on the resident’s page', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const suffix = String(Date.now()).slice(-6);
  const room = await createRoom(request, session, 3000 + (Date.now() % 6000), 1);
  const resident = `Nandini Joshi ${suffix}`;
  const studentId = await checkIn(request, session, room, room.beds[0]!.id, {
    name: resident,
    email: `nandini.${suffix}@example.in`,
    phone: `7${suffix}123`.slice(0, 10),
  });
  const visitor = `Prakash Joshi ${suffix}`;

  await page.goto('/admin/visitor-management');
  await page.getByRole('button', { name: 'Sign in visitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in visitor' });
  // Submitted empty: each field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Visitor name is required.')).toBeVisible();
  await expect(dialog.getByText('Relation or purpose is required.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Visitor name' }).fill(visitor);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(`9${suffix}456`.slice(0, 10));
  await dialog.getByRole('textbox', { name: 'Search residents' }).fill(resident);
  await dialog.locator('label').filter({ hasText: resident }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(resident) })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Relation or purpose' }).fill('Father');
  await dialog.getByRole('combobox', { name: 'ID shown' }).selectOption({ label: 'Driving licence' });
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`${visitor} signed in`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Currently inside' });
  await expect(page).toHaveURL(/filter=inside/);
  await page.getByRole('searchbox', { name: 'Search visitors' }).fill(suffix);
  const signOut = page.getByRole('button', { name: `Sign out ${visitor}` });
  await expect(signOut).toBeVisible();
  await signOut.click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out this visitor?' });
  await expect(confirm).toContainText(`${visitor}, visiting ${resident}`);
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(`${visitor} signed out`)).toBeVisible();
  // No longer inside: gone from the Currently inside list.
  await expect(signOut).toBeHidden();
  await expect(page.getByText('No visitor is inside')).toBeVisible();

  await page.goto(`/admin/student-details/${studentId}`);
  const visits = page.getByRole('list', { name: 'Recent visitors' });
  await expect(visits.getByRole('listitem')).toHaveCount(1);
  await expect(visits.getByRole('listitem').first()).toContainText(`${visitor}Father`);
  await expect(visits.getByRole('listitem').first()).toContainText('Out ');
});
