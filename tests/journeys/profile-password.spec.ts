import { expect, test } from '../support/fixtures';
import { loginByApi, uniquePhone } from '../support/api';

const PASSWORD = 'Koramangala 4th Block 2026';

test('a warden fills in their profile, sets a password, signs out and signs in with phone + password', async ({
  page,
  request,
  session,
}) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();
  const registered = await request.post('/api/auth/register', {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: { full_name: 'Priya Nair', phone_number: phone, email: 'priya.nair@example.in', role: 'warden' },
  });
  expect(registered.status()).toBe(201);
  const toast = (title: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
  const signedIn = await loginByApi(request, phone);
  const firstToken = signedIn.access_token as string;
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e_seeded')) {
      window.sessionStorage.setItem('admin_details', value);
      window.sessionStorage.setItem('e2e_seeded', '1');
    }
  }, JSON.stringify(signedIn));

  // The header's dropdown: Profile, Profile Settings, API playground, Logout.
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /Priya Nair/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Profile Settings', 'API playground', 'Logout']);
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Profile · Hostel Admin');

  // User Details: the role as the position, the address filled in and saved.
  const details = page.getByRole('form', { name: 'User details' });
  await expect(page.getByRole('tabpanel', { name: 'User Details' })).toContainText('Warden');
  await details.getByRole('textbox', { name: /^Pincode/ }).fill('682 016');
  await details.getByRole('textbox', { name: /^City/ }).fill('Kochi');
  await details.getByRole('combobox', { name: /^State/ }).selectOption('Kerala');
  await details.getByRole('textbox', { name: /^District/ }).fill('Ernakulam');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast('User details saved')).toBeVisible();
  await expect(details.getByRole('textbox', { name: /^Pincode/ })).toHaveValue('682016');

  // Change Password: a first password, typed twice.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await expect(passwordForm.getByLabel(/^Current Password/)).toHaveCount(0);
  await passwordForm.getByLabel(/^New Password/).fill(PASSWORD);
  await passwordForm.getByLabel(/^Confirm Password/).fill('Koramangala 4th Block 2025');
  await passwordForm.getByRole('button', { name: 'Set Password' }).click();
  await expect(passwordForm.getByText('Passwords do not match.')).toBeVisible();
  await passwordForm.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast('Password set')).toBeVisible();
  await expect(page).toHaveURL(/tab=password/);
  await expect(passwordForm.getByLabel(/^Current Password/)).toBeVisible();

  // Recent Activities: the warden's own two actions, newest first.
  const activities = page.getByRole('region', { name: 'Recent Activities' });
  await expect(activities.getByText('Changed your password')).toBeVisible();
  await expect(activities.getByText('Updated your profile')).toBeVisible();

  // The session the page started with has ended; the page carries on with its new one.
  const old = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${firstToken}` },
    data: { query: '{ me { id } }' },
  });
  expect((await old.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Priya Nair' })).toBeVisible();

  // Sign out, then in again with phone + password: a wrong one first.
  await page.getByRole('button', { name: /Priya Nair/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Use password instead' }).click();
  const login = page.getByRole('form', { name: 'Sign in with a password' });
  await login.getByRole('textbox', { name: 'Phone' }).fill(phone.slice(3));
  await login.getByLabel(/^Password/).fill('not the password 1');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toContainText('The phone number or password is incorrect.');
  await login.getByLabel(/^Password/).fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Priya Nair' })).toBeVisible();
});
