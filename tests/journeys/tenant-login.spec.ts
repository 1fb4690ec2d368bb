import { LoginPage } from '../pages/login-page';
import { StudentsPage } from '../pages/students-page';
import { latestCode } from '../support/api';
import { expect, test } from '../support/fixtures';
import { checkIn, createRoom } from '../support/graphql';
import { TENANT_LOGIN_ON_RESIDENT_PAGE } from '@hostel-admin/rules';

/**
 * One way to give a resident a login. Register User offered the role Tenant and made a login that belonged to no
 * resident: it opened /resident to "your stay may have ended" and blocked Give login. Now Register User says where a
 * resident's login is given, and the resident's page gives it.
 */
test('an admin tries Register User for a resident, is sent to the resident’s page, and Give login lets her in', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const suffix = String(Date.now()).slice(-6);
  const resident = {
    name: `Kavya Reddy ${suffix}`,
    email: `kavya.${suffix}@example.in`,
    phone: `97${suffix}31`.slice(0, 10),
  };
  const room = await createRoom(request, session, 3000 + (Date.now() % 6000), 1);
  await checkIn(request, session, room, room.beds[0]!.id, resident);

  // Register User with the resident's phone and the role Tenant: refused before anything is sent, saying where.
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register User' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(resident.name);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(resident.phone);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(resident.email);
  const role = form.getByRole('combobox', { name: 'Select Role' });
  await role.selectOption({ label: 'Tenant' });
  await expect(form.getByText(TENANT_LOGIN_ON_RESIDENT_PAGE)).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(role).toBeFocused();
  await expect(role).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(TENANT_LOGIN_ON_RESIDENT_PAGE)).toBeVisible();
  await expect(page.getByText('User registered successfully')).toHaveCount(0);

  // As the message says: Students, the resident, Give login.
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
  const students = new StudentsPage(page);
  await students.search(resident.name);
  await students.row(resident.name).getByRole('link', { name: resident.name, exact: true }).click();
  const panel = page.getByRole('region', { name: 'Resident login' });
  await expect(panel).toContainText(`${resident.name} has no login`);
  await panel.getByRole('button', { name: 'Give login' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Give this resident their own login?' });
  await expect(dialog).toContainText(`${resident.name}, +91`);
  await dialog.getByRole('button', { name: 'Give login' }).click();
  await expect(page.getByText(`${resident.name} can now sign in with +91`)).toBeVisible();
  await expect(panel).toContainText('Signs in to their own page with a code sent to +91');

  // She signs in with her phone's code and lands on her own page, not "your stay may have ended".
  const own = await page.context().browser()!.newPage();
  await own.goto(page.url().replace(/\/admin\/.*$/, '/admin/login'));
  const login = new LoginPage(own);
  await login.requestCode(resident.phone);
  await login.enterCode(await latestCode(request, `+91${resident.phone}`));
  await login.submit();
  await expect(own).toHaveURL(/\/resident$/);
  await expect(own.getByText(`Hello, ${resident.name} · Sunrise Residency`)).toBeVisible();
  await expect(own.getByText(`Room ${room.roomNumber}, bed ${room.beds[0]!.label}`, { exact: false })).toBeVisible();
  await own.close();
});
