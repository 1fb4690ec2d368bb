import { expect, test } from '../support/fixtures';
import { latestCode, uniquePhone } from '../support/api';
import { LoginPage } from '../pages/login-page';

test.describe('login journey', () => {
  test('a new warden is sent to login, signs in with the texted code, lands where they were going, and logs out', async ({
    page,
    request,
    session,
  }) => {
    const phone = uniquePhone();
    const registered = await request.post('/api/auth/register', {
      headers: { Authorization: `Bearer ${session.access_token}` },
      data: { full_name: 'Kavya Menon', phone_number: phone, email: 'kavya.menon@example.in', role: 'warden' },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/admin/room');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('navigation')).toHaveCount(0);

    const login = new LoginPage(page);
    await login.requestCode(phone.slice(3));
    await login.enterCode(await latestCode(request, phone));
    await login.submit();

    await expect(page).toHaveURL(/\/admin\/room$/);
    await expect(page.getByRole('heading', { name: 'Room Details' })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Kavya Menon' })).toBeVisible();

    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('admin_details') ?? '{}').access_token as string,
    );
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: /Kavya Menon/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('admin_details'))).toBeNull();

    const afterLogout = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: { query: '{ me { id } }' },
    });
    expect((await afterLogout.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong code is refused with a message and the user can try again', async ({ page, request, session }) => {
    const phone = uniquePhone();
    await request.post('/api/auth/register', {
      headers: { Authorization: `Bearer ${session.access_token}` },
      data: { full_name: 'Arjun Reddy', phone_number: phone, email: 'arjun.reddy@example.in', role: 'staff' },
    });
    await page.goto('/admin/login');
    const login = new LoginPage(page);
    await login.requestCode(phone.slice(3));
    const code = await latestCode(request, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await login.enterCode(wrong);
    await login.submit();
    await expect(page.getByRole('alert')).toContainText('Invalid or expired code');

    await login.enterCode(code);
    await login.submit();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Hello, Arjun Reddy' })).toBeVisible();
  });
});

test.describe('guard', () => {
  test('signed out, admin pages lead to login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/student-details');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('signed in, /admin opens the dashboard and an unknown path shows Page not found', async ({
    adminPage,
    session,
  }) => {
    await adminPage.goto('/admin');
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await expect(adminPage.getByRole('heading', { name: `Hello, ${session.user.full_name}` })).toBeVisible();
    await adminPage.goto('/admin/no-such-page');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(adminPage).toHaveURL(/\/admin\/no-such-page$/);
    await expect(adminPage).toHaveTitle('Page not found · Hostel Admin');
    await expect(adminPage.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toBeVisible();
    await adminPage.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await expect(adminPage.locator('main h1')).toHaveText('Dashboard');
    await expect(adminPage.locator('main h1')).toBeFocused();
  });

  test('signed out, an unknown path shows Page not found with a way to login', async ({ page }) => {
    await page.goto('/whatever');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
