import { expect, test } from '../support/fixtures';
import { runAxe } from '../support/axe';
import { checkIn, type CreatedRoom, graphql } from '../support/graphql';
import { sidewaysScrolling, smallTargets, tabTo } from '../support/page-checks';

test('put a food on today’s dinner, mark an expected resident present at it and unmark them on a phone by keyboard, the count following', async ({
  adminPage: page,
  request,
  session,
}) => {
  test.setTimeout(60_000);
  const suffix = String(Date.now()).slice(-6);
  // A room whose beds are on the Veg plan: its resident is expected at every meal.
  const { createRoom: room } = await graphql<{ createRoom: CreatedRoom }>(
    request,
    session,
    `
      mutation ($input: CreateRoomInput!) {
        createRoom(input: $input) {
          id
          roomNumber
          beds {
            id
            label
          }
        }
      }
    `,
    {
      input: {
        roomNumber: 4000 + (Date.now() % 5000),
        floor: 2,
        totalBeds: 1,
        roomType: 'normal',
        pricePerMonthPaise: 800000,
        foodPlan: 'veg',
      },
    },
  );
  const resident = `Ishita Menon ${suffix}`;
  await checkIn(request, session, room, room.beds[0]!.id, {
    name: resident,
    email: `ishita.${suffix}@example.in`,
    phone: `6${suffix}789`.slice(0, 10),
  });

  await page.goto('/admin/food-details');
  await expect(page.getByRole('heading', { name: 'Food Lists' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Meal' })
    .getByRole('button', { name: /^Dinner/ })
    .click();
  await expect(page).toHaveURL(/meal=dinner/);

  const food = `Paneer tikka ${suffix}`;
  await page.getByRole('button', { name: 'Add Food' }).click();
  const form = page.getByRole('form', { name: 'Add Food' });
  await form.getByRole('textbox', { name: 'Food title' }).fill(food);
  await form.getByRole('textbox', { name: 'Food details' }).fill('With mint chutney');
  await form.getByRole('button', { name: 'Add Food' }).click();
  await expect(page.getByText(`${food} added to dinner`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dinner menu' })).toContainText(`${food}With mint chutney`);

  const counts = page.getByText(/expected ate dinner$/);
  const [attended, expected] = ((await counts.textContent()) ?? '').match(/\d+/g)!.map(Number) as [number, number];
  await page.getByRole('searchbox', { name: 'Find a resident' }).fill(suffix);
  const waiting = page.getByRole('list', { name: 'Expected residents not checked in' });
  await waiting.getByRole('button', { name: `Mark ${resident} present` }).click();
  await expect(page.getByText(`${resident} marked present at dinner`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dinner participants' })).toContainText(resident);
  await expect(counts).toHaveText(`${attended + 1} of ${expected} expected ate dinner`);
  await expect(page.getByRole('button', { name: `Mark ${resident} present` })).toHaveCount(0);

  // A mistaken mark taken back, on a phone and by keyboard alone: asked first, naming the resident, the meal and the
  // date; Escape keeps the mark and gives focus back; Unmark takes it back and the count falls again.
  await page.setViewportSize({ width: 390, height: 844 });
  const participants = page.getByRole('list', { name: 'Dinner participants' });
  const opener = participants.getByRole('button', { name: `Unmark ${resident}` });
  await expect(opener).toBeVisible();
  expect(await sidewaysScrolling(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect((await runAxe(page)).violations).toEqual([]);
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Unmark this resident?' });
  await expect(ask).toContainText(new RegExp(`${resident}, dinner on \\d{2}-\\d{2}-\\d{4}`));
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect((await runAxe(page, '[role="alertdialog"]')).violations).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(counts).toHaveText(`${attended + 1} of ${expected} expected ate dinner`);

  await page.keyboard.press('Enter');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Unmark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${resident} unmarked at dinner`)).toBeVisible();
  await expect(counts).toHaveText(`${attended} of ${expected} expected ate dinner`);
  await expect(participants.getByText(resident)).toHaveCount(0);
  await expect(waiting.getByRole('button', { name: `Mark ${resident} present` })).toBeVisible();
});
