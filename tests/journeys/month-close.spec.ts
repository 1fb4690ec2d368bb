import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { Money } from '@hostel-admin/rules';
import { checkIn, createRoom, graphql } from '../support/graphql';

/** "Rs. 1,23,456.78" or "−Rs. 500" → paise. */
const paiseOf = (text: string) => {
  const sign = /^[−-]/.test(text.trim()) ? -1 : 1;
  return sign * Math.round(Number(text.replace('Rs.', '').replace(/[^\d.]/g, '')) * 100);
};

/** The figures of the month's equation as Payment Details shows them, by term. */
async function figures(list: Locator): Promise<number[]> {
  return (await list.getByRole('definition').allInnerTexts()).map(paiseOf);
}

async function collectedFigure(page: Page) {
  const [, , , collected] = await figures(page.getByLabel(/^The equation of /));
  return collected!;
}

test('close the month: the equation adds up, a payment moves Collected and the closing balance, and Collected opens the rows it sums', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-6);
  const room = await createRoom(request, session, 3000 + (Date.now() % 6000), 1);
  const name = `Meera Iyer ${suffix}`;
  const id = await checkIn(request, session, room, room.beds[0]!.id, {
    name,
    email: `meera.${suffix}@example.in`,
    phone: `8${suffix}123`.slice(0, 10),
  });

  await page.goto('/admin/payment-details');
  // The first screen of the run loads the app's code: allow it longer than a step.
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible({ timeout: 20_000 });
  const equation = page.getByLabel(/^The equation of /);
  // The heading comes before the month's figures: read them once all six are there.
  await expect(equation.getByRole('definition')).toHaveCount(6, { timeout: 20_000 });
  const [opening, rent, extra, collected, adjustments, closing] = await figures(equation);
  expect(opening! + rent! + extra! - collected! + adjustments!).toBe(closing);

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
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
        studentId: id,
        amountPaise: 250_000,
        method: 'cash',
        paidOn: today,
        idempotencyKey: `month-close-${suffix}`,
      },
    },
  );
  await page.reload();
  await expect(equation).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => collectedFigure(page)).toBe(collected! + 250_000);
  const after = await figures(equation);
  expect(after[5]).toBe(closing! + (after[1]! - rent!) + (after[2]! - extra!) - 250_000 + (after[4]! - adjustments!));
  expect(after[0]! + after[1]! + after[2]! - after[3]! + after[4]!).toBe(after[5]);

  await equation.getByRole('link', { name: 'minus Collected' }).click();
  await expect(page.getByRole('heading', { name: 'Collected', level: 1 })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'adding up to' })).toHaveText(
    new RegExp(`adding up to ${Money.format(collected! + 250_000).replace(/\./g, '\\.')}$`),
  );
  await page.getByLabel('Rows per page').selectOption('100');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Payment by Cash, receipt R-');
  await expect(row).toContainText('Rs. 2,500');
});
