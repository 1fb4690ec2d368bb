import type { APIRequestContext } from '@playwright/test';
import { expect, test, type AdminSession } from '../support/fixtures';
import { checkIn, createRoom } from '../support/graphql';

/** A resident checked in today (rent Rs. 8,000 billed today and unpaid, deposit Rs. 8,000, notice 30 days). */
async function resident(request: APIRequestContext, session: AdminSession, name: string) {
  const room = await createRoom(request, session, 3000 + (Date.now() % 6000), 1);
  const suffix = String(Date.now()).slice(-6);
  const person = {
    name: `${name} ${suffix}`,
    email: `leaver.${suffix}@example.in`,
    phone: `8${suffix}100`.slice(0, 10),
  };
  return { ...person, id: await checkIn(request, session, room, room.beds[0]!.id, person) };
}

test('settle a leaver who still owes and collect it later', async ({ adminPage: page, request, session }) => {
  test.setTimeout(240_000);
  const leaver = await resident(request, session, 'Nikhil Joshi');

  await page.goto(`/admin/student-details/${leaver.id}`);
  await page.getByRole('button', { name: 'Give notice' }).click({ timeout: 20_000 });
  await page
    .getByRole('dialog', { name: `Give notice: ${leaver.name}` })
    .getByRole('button', { name: 'Give notice' })
    .click();
  await page.getByRole('alertdialog', { name: 'Give notice' }).getByRole('button', { name: 'Give notice' }).click();
  await expect(page.getByLabel('Notice', { exact: true })).toContainText('Notice given', { timeout: 20_000 });

  // Prepare: a deduction on top of the unpaid month; the settlement lists the lines that make it.
  await page.goto('/admin/payment-details/checkout');
  await page.getByRole('searchbox', { name: 'Search checkouts' }).fill(leaver.name);
  const card = page.getByRole('listitem').filter({ hasText: leaver.name });
  await expect(card).toContainText('Notice given');
  await card.getByRole('button', { name: leaver.name }).click();
  const proceed = page.getByRole('dialog', { name: `Checkout: ${leaver.name}` });
  await proceed.getByRole('button', { name: 'Add deduction' }).click();
  await proceed.getByRole('combobox', { name: 'Deduction 1' }).selectOption('Damage');
  await proceed.getByRole('textbox', { name: /Amount/ }).fill('2,500');
  await proceed.getByRole('textbox', { name: /Note/ }).fill('Broken window');
  const preview = proceed.getByLabel('Settlement preview');
  await expect(preview.getByRole('list', { name: 'Dues by the move-out date' })).toContainText(/Rent \w{3}-\w{3}/);
  await expect(preview.getByRole('list', { name: 'Deductions from the deposit' })).toContainText('Broken window');
  // Dues Rs. 8,000 and Rs. 2,500 of damage against a Rs. 8,000 deposit: Rs. 2,500 still owed.
  await expect(preview.getByLabel('Totals')).toContainText('Still owedRs. 2,500');
  await proceed.getByRole('button', { name: 'Proceed' }).click();
  await page
    .getByRole('alertdialog', { name: 'Proceed with the settlement' })
    .getByRole('button', { name: 'Proceed' })
    .click();
  await expect(card).toContainText('Refund requested', { timeout: 20_000 });

  // Approve: the confirmation lists the lines.
  await card.getByRole('button', { name: leaver.name }).click();
  const settling = page.getByRole('dialog', { name: `Checkout: ${leaver.name}` });
  await expect(settling.getByRole('list', { name: 'Withdrawal progress' })).toContainText(
    'Refund requested · Request raised',
  );
  await settling.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('alertdialog', { name: 'Approve settlement' });
  await expect(approve).toContainText('Damage (Broken window) Rs. 2,500');
  await expect(approve).toContainText('still owed Rs. 2,500');
  await approve.getByRole('button', { name: 'Approve' }).click();

  // Pay refund: nothing comes back and the confirmation states what is still owed.
  await settling.getByRole('button', { name: 'Pay refund' }).click({ timeout: 20_000 });
  const refund = page.getByRole('dialog', { name: `Pay refund: ${leaver.name}` });
  await expect(refund).toContainText('Still owed after the deposit: Rs. 2,500');
  await refund.getByRole('combobox', { name: 'Method' }).selectOption('Cash');
  await refund.getByRole('button', { name: 'Pay refund' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Pay refund' });
  await expect(confirmation).toContainText(`${leaver.name} still owes Rs. 2,500 after the deposit`);
  await confirmation.getByRole('button', { name: 'Pay refund' }).click();
  await expect(refund).toBeHidden({ timeout: 20_000 });

  // The paid settlement stays findable, listed with what the leaver still owes.
  await page.getByRole('tab', { name: 'Paid' }).click();
  const paid = page
    .getByRole('list', { name: 'Paid settlements' })
    .getByRole('listitem')
    .filter({ hasText: leaver.name });
  await expect(paid).toContainText('Still owes Rs. 2,500', { timeout: 20_000 });
  await expect(paid).toContainText('clear');

  // Collect it later on their page: Record payment.
  await page.goto(`/admin/student-details/${leaver.id}`);
  await expect(page.getByRole('heading', { name: leaver.name })).toBeVisible({ timeout: 20_000 });
  const notice = page.getByLabel('Notice', { exact: true });
  await expect(notice).toContainText('Refund paid', { timeout: 20_000 });
  await expect(notice).toContainText('Rs. 0');
  await expect(page.getByRole('button', { name: 'Refund voucher' })).toBeVisible();
  await page.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: `Record payment: ${leaver.name}` });
  await pay.getByRole('textbox', { name: /Amount/ }).fill('2,500');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await page.getByRole('alertdialog', { name: 'Record payment' }).getByRole('button', { name: 'Record' }).click();
  await expect(pay).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('Balance due')).toHaveCount(0);

  await page.goto('/admin/payment-details/checkout?state=paid');
  await page.getByRole('searchbox', { name: 'Search checkouts' }).fill(leaver.name);
  const settled = page
    .getByRole('list', { name: 'Paid settlements' })
    .getByRole('listitem')
    .filter({ hasText: leaver.name });
  await expect(settled).toContainText('Refund Rs. 0 paid on', { timeout: 20_000 });
  await expect(settled).not.toContainText('Still owes');
});
