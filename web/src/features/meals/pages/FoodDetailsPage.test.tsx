import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AddMenuItemDocument } from '@/features/meals/graphql/AddMenuItem.generated';
import { MarkMealAttendanceDocument } from '@/features/meals/graphql/MarkMealAttendance.generated';
import { MealResidentsDocument } from '@/features/meals/graphql/MealResidents.generated';
import { UnmarkMealAttendanceDocument } from '@/features/meals/graphql/UnmarkMealAttendance.generated';
import { findConfirmDialog } from '@/test/confirm';
import { todayInIndia } from '@/lib/format';
import { fill } from '@/test/fill';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { addDays, dayMonthYear, mealMessages } from '@hostel-admin/rules';
import { asha, dayMock, menuItem, participant, ravi, sentMock, zoya } from '../meals.mocks';
// Loaded with the file, not inside the first test: the route imports it lazily.
import './FoodDetailsPage';

const today = todayInIndia();

/** The message Chakra's Field links to the control through aria-errormessage. */
function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-errormessage');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function open(path: string, mocks: object[]) {
  signIn();
  const view = renderRoute(path, { mocks: mocks as never });
  expect(await screen.findByRole('heading', { name: 'Food Details', level: 1 }, { timeout: 15_000 })).toBeTruthy();
  await screen.findByRole('heading', { name: 'Food Lists' });
  return view;
}

describe('FoodDetailsPage', () => {
  it("shows the date d-m-Y, the meal's menu, who ate with their check-in times, and the counts per meal", async () => {
    const yesterday = addDays(today, -1);
    await open(`/admin/food-details?date=${yesterday}&meal=lunch`, [
      dayMock(yesterday, {
        menu: [
          menuItem('1', yesterday, 'lunch', 'Rajma chawal', 'With jeera rice'),
          menuItem('2', yesterday, 'dinner', 'Khichdi'),
        ],
        participants: [participant('7', yesterday, 'lunch', ravi), participant('8', yesterday, 'breakfast', asha)],
      }),
    ]);
    expect(screen.getByText(`Date: ${dayMonthYear(yesterday)}`)).toBeTruthy();
    const menu = screen.getByRole('list', { name: 'Lunch menu' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Rajma chawalWith jeera rice']);
    const ate = screen.getByRole('list', { name: 'Lunch participants' });
    expect(
      within(ate)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Ravi KumarRoom 2041:05 pm · Meena IyerUnmark']);
    expect(screen.getByText('1 of 2 expected ate lunch')).toBeTruthy();
    const meals = screen.getByRole('group', { name: 'Meal' });
    expect(
      within(meals)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Breakfast 1/2', 'Lunch 1/2', 'Dinner 0/2']);
    expect(within(meals).getByRole('button', { name: 'Lunch 1/2' }).getAttribute('aria-pressed')).toBe('true');
    const waiting = screen.getByRole('list', { name: 'Expected residents not checked in' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Asha VermaRoom 101Present']);
  });

  it('chooses a date on the calendar and a meal, kept in the address; days beyond the window cannot be chosen', async () => {
    const yesterday = addDays(today, -1);
    const { user, router } = await open('/admin/food-details', [
      dayMock(today, { menu: [menuItem('1', today, 'breakfast', 'Poha')] }),
      dayMock(yesterday, { menu: [menuItem('2', yesterday, 'dinner', 'Khichdi')] }),
    ]);
    expect(screen.getByRole('list', { name: 'Breakfast menu' }).textContent).toBe('Poha');
    expect(
      screen
        .getByRole('button', { name: new RegExp(`\\(${dayMonthYear(today)}\\), today`) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const beyond = addDays(today, 8);
    if (beyond.slice(0, 7) === today.slice(0, 7))
      expect(screen.getByRole('button', { name: new RegExp(dayMonthYear(beyond)) })).toHaveProperty('disabled', true);
    if (yesterday.slice(0, 7) !== today.slice(0, 7))
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: new RegExp(`\\(${dayMonthYear(yesterday)}\\)`) }));
    await user.click(screen.getByRole('button', { name: /^Dinner/ }));
    expect(await screen.findByText('Khichdi')).toBeTruthy();
    expect(router.state.location.search).toBe(`?date=${yesterday}&meal=dinner`);
    expect(screen.getByText(`Date: ${dayMonthYear(yesterday)}`)).toBeTruthy();
  });

  it('adds a food from the Food Lists panel: the title is required by the field, then the menu is read again', async () => {
    const added = menuItem('5', today, 'breakfast', 'Poha', 'With peanuts');
    const { sent, mock } = sentMock(AddMenuItemDocument, { data: { createMenuItem: added } });
    const { user } = await open('/admin/food-details', [dayMock(today), mock, dayMock(today, { menu: [added] })]);
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    // The form loads when Add Food is pressed (FoodLists: lazyNamed).
    const form = await screen.findByRole('form', { name: 'Add Food' });
    await user.click(within(form).getByRole('button', { name: 'Add Food' }));
    const title = within(form).getByRole('textbox', { name: 'Food title' });
    expect(errorOf(title)).toBe(mealMessages.titleRequired);
    expect(document.activeElement).toBe(title);
    expect(sent).toEqual([]);
    await fill(user, title, ' Poha ');
    await fill(user, within(form).getByRole('textbox', { name: 'Food details' }), 'With peanuts');
    await user.click(within(form).getByRole('button', { name: 'Add Food' }));
    expect(await screen.findByText('Poha added to breakfast')).toBeTruthy();
    expect(sent).toEqual([{ date: today, meal: 'breakfast', title: 'Poha', details: 'With peanuts' }]);
    const menu = await screen.findByRole('list', { name: 'Breakfast menu' });
    expect(menu.textContent).toBe('PohaWith peanuts');
    expect(screen.queryByRole('form', { name: 'Add Food' })).toBeNull();
  });

  it('marks an expected resident present, and finds one who was not expected by search', async () => {
    const marked = participant('9', today, 'breakfast', asha);
    const first = sentMock(MarkMealAttendanceDocument, { data: { markMealAttendance: marked } });
    const { user } = await open('/admin/food-details', [
      dayMock(today),
      first.mock,
      dayMock(today, { participants: [marked] }),
      {
        request: { query: MealResidentsDocument, variables: { search: 'zoya' } },
        result: { data: { students: { __typename: 'StudentPage', totalCount: 1, items: [zoya] } } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Mark Asha Verma present' }));
    expect(await screen.findByText('Asha Verma marked present at breakfast')).toBeTruthy();
    expect(first.sent).toEqual([{ date: today, meal: 'breakfast', studentId: '1' }]);
    await waitFor(() => expect(screen.getByText('1 of 2 expected ate breakfast')).toBeTruthy());
    expect(screen.getByRole('list', { name: 'Breakfast participants' }).textContent).toContain('Asha Verma');

    await user.type(screen.getByRole('searchbox', { name: 'Find a resident' }), 'zoya');
    expect(await screen.findByRole('button', { name: 'Mark Zoya Khan present' })).toBeTruthy();
    expect(screen.getByText('No expected resident matches')).toBeTruthy();
  });

  it('unmarks a participant after asking, naming them, the meal and the date; the count falls', async () => {
    const marked = participant('9', today, 'breakfast', asha);
    const { sent, mock } = sentMock(UnmarkMealAttendanceDocument, { data: { unmarkMealAttendance: marked } });
    const { user } = await open('/admin/food-details', [
      dayMock(today, { participants: [marked] }),
      mock,
      dayMock(today),
    ]);
    expect(screen.getByText('1 of 2 expected ate breakfast')).toBeTruthy();
    const unmark = screen.getByRole('button', { name: 'Unmark Asha Verma' });
    await user.click(unmark);
    const ask = await findConfirmDialog('Unmark this resident?');
    expect(ask.textContent).toContain(`Asha Verma, breakfast on ${dayMonthYear(today)}`);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(unmark);
    await user.click(within(await findConfirmDialog('Unmark this resident?')).getByRole('button', { name: 'Unmark' }));
    expect(await screen.findByText('Asha Verma unmarked at breakfast')).toBeTruthy();
    expect(sent).toEqual([{ date: today, meal: 'breakfast', studentId: '1' }]);
    await waitFor(() => expect(screen.getByText('0 of 2 expected ate breakfast')).toBeTruthy());
    expect(screen.getByText('No one has checked in for breakfast')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unmark Asha Verma' })).toBeNull();
  });

  it('keeps the question open with the refusal in words when the mark was already taken back', async () => {
    const marked = participant('9', today, 'breakfast', asha);
    const words = `Asha Verma is not marked present at Breakfast on ${dayMonthYear(today)}.`;
    const refused = new GraphQLError(words, {
      extensions: { code: 'CONFLICT', fields: [{ field: 'studentId', message: words }] },
    });
    const { user } = await open('/admin/food-details', [
      dayMock(today, { participants: [marked] }),
      { request: { query: UnmarkMealAttendanceDocument, variables: () => true }, result: { errors: [refused] } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Unmark Asha Verma' }));
    const ask = await findConfirmDialog('Unmark this resident?');
    await user.click(within(ask).getByRole('button', { name: 'Unmark' }));
    expect(await within(ask).findByText(words)).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Unmark this resident?' })).toBe(ask);
  });

  it('plans a coming day’s menu but waits for the day to mark attendance', async () => {
    const tomorrow = addDays(today, 1);
    await open(`/admin/food-details?date=${tomorrow}`, [dayMock(tomorrow)]);
    expect(screen.getByRole('button', { name: 'Add Food' })).toBeTruthy();
    expect(screen.getByText('Attendance is marked on the day.')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Find a resident' })).toBeNull();
  });
});
