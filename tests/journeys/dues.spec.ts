import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';

/** The PDF's text as pdf-parse (PDF.js) reads it, spaces collapsed. */
async function pdfText(file: string): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** "Rs. 39,000" → paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace('Rs.', '').replace(/[^\d.]/g, '')) * 100);

test('the dues list to a statement PDF: overdue residents by balance, one resident’s statement downloaded', async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dues', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dues', level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Dues · Hostel Admin');
  const table = page.getByRole('table', { name: 'Dues' });
  // The demo hostel has money in every ageing bucket: its totals show none of them empty.
  const totals = page.getByRole('group', { name: 'Totals of the list' });
  for (const bucket of ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'])
    await expect(totals.getByText(bucket).locator('xpath=following-sibling::*[1]')).not.toHaveText('Rs. 0');

  const show = page.getByRole('combobox', { name: 'Show' });
  await show.selectOption('Overdue');
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(show).toHaveValue('overdue');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await sortBy.selectOption('Highest balance first');
  await expect(page).toHaveURL(/filter=overdue.*sort=balance_desc/);
  await expect(sortBy).toHaveValue('balance_desc');
  await expect(show).toHaveValue('overdue');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Overdue');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  const balances: number[] = [];
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i)).toContainText('Overdue');
    balances.push(paiseOf(await rows.nth(i).getByRole('cell').nth(2).innerText()));
  }
  expect(balances).toEqual([...balances].sort((a, b) => b - a));

  const first = rows.first();
  const name = (await first.getByRole('link').first().innerText()).trim();
  const balance = (await first.getByRole('cell').nth(2).innerText()).trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: `Statement of ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-.+\.pdf$/);
  const text = await pdfText((await download.path())!);
  expect(text).toContain('Statement of account');
  expect(text).toContain(name);
  expect(text).toContain(`Balance due ${balance}`);
});
