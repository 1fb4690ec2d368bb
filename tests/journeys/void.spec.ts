import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { checkIn, createRoom } from '../support/graphql';

/** The text of a PDF as PDF.js (pdf-parse) reads it, spaces folded. */
async function pdfText(file: string): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('record a payment, void it with a reason, and the receipt downloads marked VOID', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-6);
  const room = await createRoom(request, session, 3000 + (Date.now() % 7000), 1);
  const name = `Asha Rao ${suffix}`;
  await checkIn(request, session, room, room.beds[0]!.id, {
    name,
    email: `asha.${suffix}@example.in`,
    phone: `96${suffix}55`.slice(0, 10),
  });

  await page.goto('/admin/payment-details/student-payment-details');
  // The machine may be busy: the first screen gets longer than the default.
  await expect(page.getByRole('heading', { name: 'Student Payment Details', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('searchbox', { name: 'Search residents' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('due', { timeout: 20_000 });

  // Record the month's rent in cash.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Record payment' }).click();
  const record = page.getByRole('dialog', { name: `Record payment: ${name}` });
  await record.getByRole('button', { name: 'Record payment' }).click();
  await page.getByRole('alertdialog', { name: 'Record payment' }).getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText(`Rs. 8,000 recorded for ${name}`, { exact: false }).last()).toBeVisible();
  await expect(record).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toContainText('paid');

  // Void it: the dialog names the payment and says what it does to money before the red button.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Void payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Void payment: ${name}` });
  const facts = dialog.getByLabel(/^Payment R-\d{6}$/);
  await expect(facts).toContainText('Rs. 8,000');
  await expect(facts).toContainText('Cash');
  const receipt = ((await facts.getAttribute('aria-label')) ?? '').replace('Payment ', '');
  await expect(dialog).toContainText(
    `Rs. 8,000 goes back onto ${name}'s balance today, and the periods it settled are due again; receipt ${receipt} will read VOID.`,
  );
  await dialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(dialog.getByText('Reason is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Duplicate entry: recorded twice at the desk');
  await dialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(page.getByText(`Payment ${receipt} voided`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toContainText('due');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Rs. 8,000');

  // The resident's ledger keeps the payment, marked, and the void's own line; the receipt reads VOID.
  await row.getByRole('link', { name: `More about ${name}` }).click();
  await page.getByRole('button', { name: 'view more..' }).click();
  const ledger = page.getByRole('dialog', { name: `${name}'s ledger` });
  await expect(ledger.getByText('Payment by Cash (voided)')).toBeVisible();
  await expect(ledger.getByText('Voided', { exact: true })).toBeVisible();
  await expect(
    ledger.getByText(`Payment ${receipt} voided: Duplicate entry: recorded twice at the desk`),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ledger
      .getByRole('button', { name: `Download receipt ${receipt}` })
      .first()
      .click(),
  ]);
  const text = await pdfText((await download.path())!);
  expect(text).toContain('VOID');
  expect(text).toContain('VOID: this payment was voided on');
  expect(text).toContain('Reason: Duplicate entry: recorded twice at the desk');
  expect(text).not.toContain('Received with thanks');
});
