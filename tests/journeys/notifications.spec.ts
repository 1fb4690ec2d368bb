import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { checkIn, createRoom } from '../support/graphql';
import type { AdminSession } from '../support/fixtures';

/** Two new residents of one room, named and numbered by `suffix` so the recipient modal's search finds just them. */
async function twoResidents(request: APIRequestContext, session: AdminSession, suffix: string) {
  const room = await createRoom(request, session, 3000 + (Number(suffix) % 6000), 2);
  const people = [
    { name: `Kavya Reddy ${suffix}`, phone: `8${suffix}101`.slice(0, 10) },
    { name: `Rohan Das ${suffix}`, phone: `8${suffix}202`.slice(0, 10) },
  ];
  for (const [i, person] of people.entries())
    await checkIn(request, session, room, room.beds[i]!.id, { ...person, email: `n${i}.${suffix}@example.in` });
  return people.map((p) => ({ ...p, e164: `+91${p.phone}` }));
}

async function compose(page: Page, title: string, description: string) {
  const form = page.getByRole('form', { name: 'Create notification' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  return form;
}

/** The SMS the development outbox holds with this text, by phone. */
async function smsWith(request: APIRequestContext, text: string): Promise<string[]> {
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
  return outbox.filter((m) => m.text === text).map((m) => m.to);
}

test('send a notification to two residents: both SMS are in the outbox and both show as sent', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const suffix = String(Date.now()).slice(-6);
  const [kavya, rohan] = await twoResidents(request, session, suffix);
  const title = `Water supply ${suffix}`;

  await page.goto('/admin/notification');
  await expect(page.getByRole('heading', { name: 'Notification', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create notification' });
  // Submitted empty: both fields say Required! and no modal opens.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Required!')).toHaveCount(2);
  await expect(page.getByRole('dialog')).toBeHidden();

  await compose(page, title, 'No water on Saturday from 10 am to 2 pm.');
  await form.getByRole('button', { name: 'Send' }).click();
  const modal = page.getByRole('dialog', { name: 'Select Students' });
  await modal.getByRole('searchbox', { name: 'Search students' }).fill(suffix);
  // The server's search narrows the list to the two of them before anything is chosen.
  await expect(modal.getByRole('list', { name: 'Students' }).getByRole('listitem')).toHaveCount(2);
  await expect(modal.getByText(kavya!.name)).toBeVisible();
  await expect(modal.getByText(rohan!.name)).toBeVisible();
  // None chosen: refused in the spec's words.
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select a student.')).toBeVisible();
  await modal.getByText('Select all').click();
  await expect(modal.getByRole('status')).toHaveText('2 students selected');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Successfully sent.')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');

  // The e2e server runs no worker: one round of the queue delivers.
  expect((await request.post('/api/dev/run-jobs')).ok()).toBe(true);
  const text = `${title}: No water on Saturday from 10 am to 2 pm.`;
  expect((await smsWith(request, text)).sort()).toEqual([kavya!.e164, rohan!.e164].sort());

  await page.getByRole('searchbox', { name: 'Search notifications' }).fill(suffix);
  await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
  await page.getByRole('button', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(/view=\d+/);
  const detail = page.getByRole('dialog', { name: title });
  const recipients = detail.getByRole('list', { name: 'Recipients' });
  await expect(recipients.getByRole('listitem')).toHaveCount(2);
  await expect(recipients.getByText('Sent', { exact: true })).toHaveCount(2);
  await expect(detail.getByText('2 recipients: 2 sent')).toBeVisible();
});

test('schedule a notification for tomorrow: listed as scheduled, nothing sent before its time', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const suffix = String(Date.now() + 7).slice(-6);
  const [kavya] = await twoResidents(request, session, suffix);
  const title = `Fire drill ${suffix}`;
  const tomorrow = new Date(Date.now() + 29.5 * 3_600_000).toISOString().slice(0, 10);

  await page.goto('/admin/notification');
  const form = await compose(page, title, 'Gather at the front gate when the alarm rings.');
  await form.getByRole('button', { name: 'Schedule Notification' }).click();
  await expect(form.getByRole('button', { name: 'Confirm Date' })).toBeVisible();
  await expect(form.getByLabel('Time (India)')).toHaveValue('09:00');
  await form.getByLabel('Date').fill(tomorrow);
  await form.getByRole('button', { name: 'Confirm Date' }).click();
  const modal = page.getByRole('dialog', { name: 'Select Students' });
  await modal.getByRole('searchbox', { name: 'Search students' }).fill(kavya!.name);
  await expect(modal.getByRole('list', { name: 'Students' }).getByRole('listitem')).toHaveCount(1);
  await modal.getByText(kavya!.name).click();
  await expect(modal.getByRole('status')).toHaveText('1 student selected');
  await modal.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Successfully scheduled.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Schedule Notification' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search notifications' }).fill(suffix);
  await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
  const row = page
    .getByRole('table', { name: 'Sent and scheduled notifications' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Sends \d+ \w+ \d{4}, 9:00 am$/)).toBeVisible();
  expect((await request.post('/api/dev/run-jobs')).ok()).toBe(true);
  expect(await smsWith(request, `${title}: Gather at the front gate when the alarm rings.`)).toEqual([]);
});
