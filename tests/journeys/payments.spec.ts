import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test, type AdminSession } from '../support/fixtures';
import { checkIn, createRoom, graphql } from '../support/graphql';

/** Residents checked in today (rent Rs. 8,000, deposit Rs. 8,000, notice 30 days) in a new room of their own. */
async function residents(request: APIRequestContext, session: AdminSession, names: string[]) {
  const roomNumber = 2000 + (Date.now() % 7000);
  const room = await createRoom(request, session, roomNumber, names.length);
  const suffix = String(Date.now()).slice(-6);
  const people = names.map((name, index) => ({
    name: `${name} ${suffix}`,
    email: `${name.split(' ')[0]!.toLowerCase()}.${suffix}.${index}@example.in`,
    phone: `9${suffix}${index}00`.slice(0, 10),
  }));
  const ids: string[] = [];
  for (const [index, person] of people.entries())
    ids.push(await checkIn(request, session, room, room.beds[index]!.id, person));
  return { suffix, people: people.map((person, index) => ({ ...person, id: ids[index]! })) };
}

/** "12/40" → [12, 40]. */
async function ring(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^\d+\/\d+$/).innerText();
  const [paid, billed] = text.split('/').map(Number);
  return [paid!, billed!];
}

async function recordPayment(page: Page, name: string, amount: string | null) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment: ${name}` });
  if (amount !== null) await dialog.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Record payment' });
  // What the amount settles, with the year, and what stays: the server's preview.
  await expect(confirm).toContainText(/(Settles .*\d{4}.*|Nothing is due to settle); .*(stays due|stays as credit)/);
  await confirm.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText(new RegExp(`recorded for ${name}`)).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a partial then a full payment: the ring, the table and the resident page agree without a reload, and the receipt downloads', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const { people } = await residents(request, session, ['Kavya Menon']);
  const kavya = people[0]!;

  await page.goto('/admin/payment-details');
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible();
  const [paidBefore, billed] = await ring(page);

  await page.getByRole('link', { name: 'Student payment details' }).click();
  await expect(page.getByRole('heading', { name: 'Student Payment Details', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search residents' }).fill(kavya.name);
  const row = page.getByRole('row').filter({ hasText: kavya.name });
  await expect(row).toContainText('due');
  await expect(row).toContainText('Rs. 8,000');

  await recordPayment(page, kavya.name, '3000');
  await expect(row).toContainText('due');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Rs. 5,000');

  await recordPayment(page, kavya.name, null);
  await expect(row.getByRole('cell').nth(1)).toContainText('paid');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Rs. 0');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment Details' }).click();
  await expect(page.getByText(`${paidBefore + 1}/${billed}`)).toBeVisible();

  await page.goBack();
  await row.getByRole('link', { name: `More about ${kavya.name}` }).click();
  const rent = page.getByRole('list', { name: 'Rent Details' });
  await expect(rent.getByRole('listitem').filter({ hasText: 'Paid' })).toHaveCount(1);
  await expect(page.getByText('No dues')).toBeVisible();

  await page.getByRole('button', { name: 'view more..' }).click();
  const ledger = page.getByRole('dialog');
  const receipts = ledger.getByRole('button', { name: /^Download receipt R-\d+$/ });
  await expect(receipts).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), receipts.first().click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-R-\d+\.pdf$|^R-\d+\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('charge three residents at once', async ({ adminPage: page, request, session }) => {
  const { suffix, people } = await residents(request, session, ['Arjun Rao', 'Bela Shah', 'Chirag Das']);
  await page.goto('/admin/payment-details/extra-billing');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(suffix);
  for (const person of people) await expect(page.getByRole('link', { name: person.name })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
  await expect(page.getByText('3 residents selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add Charge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Charge' });
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('350');
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Electric');
  await dialog.getByRole('button', { name: 'Add Charge' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Add Charge' });
  await expect(confirm).toContainText(
    `Charge 3 residents Rs. 1,050 in all: ${people.map((p) => `${p.name} Rs. 350`).join(', ')}`,
  );
  await confirm.getByRole('button', { name: 'Charge' }).click();
  await expect(page.getByText('Charged 3 residents Rs. 1,050 in all')).toBeVisible();

  await page.getByRole('link', { name: people[1]!.name }).first().click();
  await expect(page.getByText('Balance due Rs. 8,350')).toBeVisible();
});

test('change a rent and see the next period follow', async ({ adminPage: page, request, session }) => {
  const { suffix, people } = await residents(request, session, ['Devika Nair']);
  await page.goto('/admin/payment-details/update-rent');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(suffix);
  await page.getByRole('checkbox', { name: `Select ${people[0]!.name}` }).check({ force: true });
  await page.getByRole('button', { name: 'Update Rent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Rent' });
  await expect(dialog.getByRole('combobox', { name: 'Adjustment type' })).toHaveValue('rent_change');
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('9500');
  await dialog.getByRole('button', { name: 'Update Rent' }).click();
  await page.getByRole('alertdialog', { name: 'Update Rent' }).getByRole('button', { name: 'Update Rent' }).click();
  await expect(page.getByText('Rent updated for 1 resident')).toBeVisible();

  await page.getByRole('link', { name: people[0]!.name }).click();
  const periods = page.getByRole('list', { name: 'Rent Details' }).getByRole('listitem');
  await expect(periods.filter({ hasText: 'Upcoming' })).toContainText('Rs. 9,500');
  await expect(periods.filter({ hasText: 'Due' })).toContainText('Rs. 8,000');
});

test('take a resident from notice to refund', async ({ adminPage: page, request, session }) => {
  test.setTimeout(60_000);
  const { people } = await residents(request, session, ['Esha Kapoor']);
  const esha = people[0]!;
  // Her first month is paid, so the deposit comes back less the deduction.
  await graphql(
    request,
    session,
    `
      mutation ($input: RecordPaymentInput!) {
        recordPayment(input: $input) {
          payment {
            id
          }
        }
      }
    `,
    {
      input: {
        studentId: esha.id,
        amountPaise: 800000,
        method: 'cash',
        paidOn: new Date().toISOString().slice(0, 10),
        idempotencyKey: `journey-${esha.id}`,
      },
    },
  );
  await page.goto(`/admin/student-details/${esha.id}`);
  await page.getByRole('button', { name: 'Give notice' }).click();
  await page
    .getByRole('dialog', { name: `Give notice: ${esha.name}` })
    .getByRole('button', { name: 'Give notice' })
    .click();
  await page.getByRole('alertdialog', { name: 'Give notice' }).getByRole('button', { name: 'Give notice' }).click();
  await expect(page.getByText('Notice recorded')).toBeVisible();

  await page.goto('/admin/payment-details/checkout');
  await page.getByRole('searchbox', { name: 'Search checkouts' }).fill(esha.name);
  const card = page.getByRole('listitem').filter({ hasText: esha.name });
  await expect(card).toContainText('pending');
  await card.getByRole('button', { name: esha.name }).click();
  const proceed = page.getByRole('dialog', { name: `Checkout: ${esha.name}` });
  await expect(proceed).toContainText('3 Months');
  await expect(proceed).toContainText('1 Month');
  await proceed.getByRole('button', { name: 'Add deduction' }).click();
  await proceed.getByRole('combobox', { name: 'Deduction 1' }).selectOption('Cleaning');
  await proceed.getByRole('textbox', { name: /Amount/ }).fill('500');
  await proceed.getByRole('textbox', { name: /Note/ }).fill('Deep clean of the room');
  // Deposit 8,000, no dues, 500 for cleaning: 7,500 back.
  await expect(proceed.getByLabel('Settlement preview')).toContainText('Rs. 7,500');
  await proceed.getByRole('button', { name: 'Proceed' }).click();
  await page
    .getByRole('alertdialog', { name: 'Proceed with the settlement' })
    .getByRole('button', { name: 'Proceed' })
    .click();
  await expect(page.getByText('Settlement started')).toBeVisible();
  await expect(card).toContainText('in process');

  await card.getByRole('button', { name: esha.name }).click();
  const settling = page.getByRole('dialog', { name: `Checkout: ${esha.name}` });
  await expect(settling).toContainText('Request raised');
  await settling.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog', { name: 'Approve settlement' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Settlement approved')).toBeVisible();
  await settling.getByRole('button', { name: 'Pay refund' }).click();
  const refund = page.getByRole('dialog', { name: `Pay refund: ${esha.name}` });
  await refund.getByRole('combobox', { name: 'Method' }).selectOption('Cash');
  await refund.getByRole('button', { name: 'Pay refund' }).click();
  await page.getByRole('alertdialog', { name: 'Pay refund' }).getByRole('button', { name: 'Pay refund' }).click();
  await expect(page.getByText(`Refund paid to ${esha.name}`)).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The refund is paid; the stay ends on the move-out date, which her page shows.
  await page.goto(`/admin/student-details/${esha.id}`);
  const notice = page.getByLabel('Notice');
  await expect(notice).toContainText('Moves out on');
  await expect(notice).toContainText('Refund paid');
  await expect(page.getByRole('button', { name: 'Give notice' })).toHaveCount(0);
});
