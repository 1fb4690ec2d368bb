import { expect, test } from '../support/fixtures';
import { latestCode } from '../support/api';
import { graphql } from '../support/graphql';
import { LoginPage } from '../pages/login-page';

/** The demo resident with their own login (README's demo table). */
const DEMO_RESIDENT = { name: 'Aarav Mehta', phone: '+919876543220' };

test.describe('a resident’s own page', () => {
  test('the demo resident signs in with their code, sees their room, dues and receipts, and signs out', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/login');
    const login = new LoginPage(page);
    await login.requestCode(DEMO_RESIDENT.phone.slice(3));
    await login.enterCode(await latestCode(request, DEMO_RESIDENT.phone));
    await login.submit();

    await expect(page).toHaveURL(/\/resident$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Residence' })).toBeFocused();
    await expect(page).toHaveTitle(/My Residence/);
    await expect(page.getByText(`Hello, ${DEMO_RESIDENT.name} · Sunrise Residency`)).toBeVisible();
    await expect(page.getByText(/^Room \d+, bed \d+-[a-z] · moved in on/)).toBeVisible();
    const dues = page.getByRole('region', { name: 'Dues' });
    await expect(dues.getByLabel('How the balance adds up')).toContainText('Charged');
    await expect(dues.getByRole('list', { name: 'Rent periods' }).getByRole('listitem').first()).toBeVisible();
    // No admin sidebar or header menus: the admin app is not theirs.
    await expect(page.getByRole('navigation')).toHaveCount(0);

    const payments = page.getByRole('region', { name: 'Payments and receipts' });
    const receipt = payments.getByRole('button', { name: /^Download receipt R-\d+$/ }).first();
    const download = page.waitForEvent('download');
    await receipt.click();
    expect((await download).suggestedFilename()).toMatch(/^receipt-R-\d+\.pdf$/);

    // An admin page asked for by address sends them back to their own.
    await page.goto('/admin/student-details');
    await expect(page).toHaveURL(/\/resident$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('admin_details'))).toBeNull();
  });

  test('a warden gives a resident their login; she signs in, raises a request, and the warden sees it in the list and the bell', async ({
    adminPage: page,
    request,
    session,
  }) => {
    const { students } = await graphql<{ students: { items: { id: string; name: string; phone: string }[] } }>(
      request,
      session,
      'query ($search: String) { students(search: $search) { items { id name phone } } }',
      { search: 'Priya Nair' },
    );
    const priya = students.items[0];
    await page.goto(`/admin/student-details/${priya.id}`);
    const panel = page.getByRole('region', { name: 'Resident login' });
    await expect(panel).toContainText('Priya Nair has no login');
    await panel.getByRole('button', { name: 'Give login' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Give this resident their own login?' });
    await expect(dialog).toContainText('Priya Nair, +91');
    await dialog.getByRole('button', { name: 'Give login' }).click();
    await expect(page.getByText(/^Priya Nair can now sign in with \+91/)).toBeVisible();
    await expect(panel).toContainText('Signs in to their own page with a code sent to +91');
    await expect(panel.getByRole('button', { name: 'Turn off login' })).toBeVisible();

    const resident = await page.context().browser()!.newPage();
    await resident.goto(page.url().replace(/\/admin\/.*$/, '/admin/login'));
    const login = new LoginPage(resident);
    await login.requestCode(priya.phone.slice(3));
    await login.enterCode(await latestCode(request, priya.phone));
    await login.submit();
    await expect(resident.getByText('Hello, Priya Nair · Sunrise Residency')).toBeVisible();

    // She raises a request on her page; the warden finds it in the list and in the bell.
    const mine = resident.getByRole('region', { name: 'My requests' });
    await mine.getByRole('button', { name: 'Raise a request' }).click();
    const form = resident.getByRole('dialog', { name: 'Raise a request' });
    await form.getByLabel(/Type/).selectOption({ label: 'Service' });
    await form.getByLabel(/^Request/).fill('The tap in my bathroom drips all night');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(resident.getByText('Service request sent to the hostel')).toBeVisible();
    await expect(
      mine.getByRole('listitem').filter({ hasText: 'The tap in my bathroom drips all night' }),
    ).toContainText('Pending');
    await resident.close();

    await page.goto('/admin/request/service');
    await expect(page.getByText('The tap in my bathroom drips all night')).toBeVisible();
    // The bell hears of it from the event, through the job queue: a moment later.
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
        'New service request from Priya Nair',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 45_000 });
  });
});
