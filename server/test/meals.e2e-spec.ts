import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { activityText } from '../src/events/activity-words';
import type { OutboxRow } from '../src/events/outbox-row.entity';
import { MealAttendance } from '../src/meals/meal-attendance.entity';
import { MenuItem } from '../src/meals/menu-item.entity';
import { mealMessages } from '@hostel-admin/rules';
import { type ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { atOnce, oneWins, RACERS } from './support/race';
import { TEST_DATABASES } from './support/test-app';

// The fake clock's today in India is 2026-11-20: menus from 2026-09-20 to 2026-11-27, attendance to 2026-11-20.
const TODAY = '2026-11-20';
const DAY = `query ($date: String!) {
  mealDay(date: $date) {
    date
    meals { meal expectedCount attendedCount menu { id title details removed }
      participants { id checkedInAt markedBy resident { id name } } }
    expected { foodPlan resident { id name roomNumber } }
  }
}`;
const ADD = `mutation ($input: AddMenuItemInput!) { addMenuItem(input: $input) { id date meal title details removed } }`;
const REMOVE = `mutation ($id: ID!) { removeMenuItem(id: $id) { id title removed } }`;
const MARK = `mutation ($input: MarkMealAttendanceInput!) {
  markMealAttendance(input: $input) { id date meal checkedInAt markedBy resident { id name } }
}`;
const UNMARK = `mutation ($input: UnmarkMealAttendanceInput!) {
  unmarkMealAttendance(input: $input) { id date meal checkedInAt markedBy resident { id name } }
}`;
const CREATE_ROOM =
  'mutation ($input: CreateRoomInput!) { createRoom(input: $input) { id roomNumber beds { id label } } }';
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id } } }`;

interface Day {
  date: string;
  meals: {
    meal: string;
    expectedCount: number;
    attendedCount: number;
    menu: { id: string; title: string; details: string | null; removed: boolean }[];
    participants: { id: string; checkedInAt: string; markedBy: string; resident: { id: string; name: string } }[];
  }[];
  expected: { foodPlan: string; resident: { id: string; name: string } }[];
}

describe.each(TEST_DATABASES)('meals on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let asha: string;
  let ravi: string;
  let noFood: string;
  let elsewhere: string;
  let rooms = 500;

  const room = async (foodPlan: string, who: Who = 'wardenA', totalBeds = 2): Promise<ApiRoom> => {
    const input = {
      roomNumber: ++rooms,
      floor: 1,
      roomType: 'normal',
      totalBeds,
      pricePerMonthPaise: 650_000,
      foodPlan,
    };
    return (await api.ask(CREATE_ROOM, { input }, who)).body.data.createRoom as ApiRoom;
  };

  beforeAll(async () => {
    api = await startHostelApi(db);
    const veg = await room('veg');
    asha = (await api.checkIn(veg, 0, 'wardenA', { name: 'Asha Rao', moveInDate: '2026-10-01' })).student.id;
    ravi = (await api.checkIn(await room('non_veg'), 0, 'wardenA', { name: 'Ravi Kumar', moveInDate: '2026-11-10' }))
      .student.id;
    noFood = (await api.checkIn(await room('none'), 0, 'wardenA', { name: 'Zoya Khan', moveInDate: '2026-10-01' }))
      .student.id;
    elsewhere = (await api.checkIn(await room('veg', 'adminB'), 0, 'adminB', { name: 'Other Hostel' })).student.id;
  }, 120_000);
  afterAll(() => api.close());

  const day = async (date = TODAY, who: Who = 'staffA') => {
    const res = await api.ask(DAY, { date }, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.mealDay as Day;
  };
  const add = async (input: Record<string, unknown>, who: Who = 'staffA') => {
    const res = await api.ask(ADD, { input: { date: TODAY, meal: 'lunch', ...input } }, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.addMenuItem as { id: string; title: string; details: string | null };
  };
  const mark = (studentId: string, extra: Record<string, unknown> = {}, who: Who = 'staffA') =>
    api.ask(MARK, { input: { date: TODAY, meal: 'lunch', studentId, ...extra } }, who);
  const unmark = (studentId: string, extra: Record<string, unknown> = {}, who: Who = 'staffA') =>
    api.ask(UNMARK, { input: { date: TODAY, meal: 'lunch', studentId, ...extra } }, who);
  const events = (kind: OutboxRow['kind']) => api.t.app.get(DataSource).getRepository('OutboxRow').countBy({ kind });
  const meal = (d: Day, name: string) => d.meals.find((m) => m.meal === name)!;

  it('expects the residents whose bed has a Veg or Non Veg plan and who lived there that day', async () => {
    const today = await day();
    expect(today.date).toBe(TODAY);
    expect(today.meals.map((m) => m.meal)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(today.expected.map((e) => [e.resident.name, e.foodPlan])).toEqual([
      ['Asha Rao', 'veg'],
      ['Ravi Kumar', 'non_veg'],
    ]);
    expect(today.meals.every((m) => m.expectedCount === 2 && m.attendedCount === 0)).toBe(true);
    // Before Ravi moved in, only Asha; hostel B's resident never.
    expect((await day('2026-11-05')).expected.map((e) => e.resident.name)).toEqual(['Asha Rao']);
    expect((await day(TODAY, 'adminB')).expected.map((e) => e.resident.name)).toEqual(['Other Hostel']);
  });

  it('adds foods to a meal, trimmed, in words in the log, and takes one off (kept, answered the same again)', async () => {
    const poha = await add({ meal: 'breakfast', title: '  Poha ', details: ' with peanuts and lemon ' });
    expect(poha).toMatchObject({ title: 'Poha', details: 'with peanuts and lemon' });
    const chai = await add({ meal: 'breakfast', title: 'Masala chai', details: '' });
    expect(chai.details).toBeNull();
    expect(meal(await day(), 'breakfast').menu.map((m) => m.title)).toEqual(['Poha', 'Masala chai']);
    const entry = await api.t.app
      .get(DataSource)
      .getRepository(Activity)
      .findOneByOrFail({ action: 'meal.menu_item_added', subjectId: Number(poha.id) });
    expect([activityText(entry), entry.detail]).toEqual(['Added Poha to the menu', 'Breakfast on 20 Nov 2026']);

    const removed = await api.ask(REMOVE, { id: chai.id });
    expect(removed.body.data.removeMenuItem).toEqual({ id: chai.id, title: 'Masala chai', removed: true });
    expect(meal(await day(), 'breakfast').menu.map((m) => m.title)).toEqual(['Poha']);
    expect(
      await api.t.app
        .get(DataSource)
        .getRepository(MenuItem)
        .countBy({ id: Number(chai.id) }),
    ).toBe(1);
    const before = await events('meal.menu_item_removed');
    expect((await api.ask(REMOVE, { id: chai.id })).body.data.removeMenuItem.removed).toBe(true);
    expect(await events('meal.menu_item_removed')).toBe(before);
    // Taken off, the title may go on again.
    expect((await add({ meal: 'breakfast', title: 'MASALA CHAI' })).title).toBe('MASALA CHAI');
  });

  it('refuses a title already on the meal (any case) as a CONFLICT naming title', async () => {
    await add({ meal: 'dinner', title: 'Dal tadka' });
    const res = await api.ask(ADD, { input: { date: TODAY, meal: 'dinner', title: 'dal TADKA' } });
    expect(api.errorOf(res)).toMatchObject({
      message: mealMessages.alreadyOnMenu,
      extensions: { code: 'CONFLICT', fields: [{ field: 'title', message: mealMessages.alreadyOnMenu }] },
    });
    expect((await add({ meal: 'lunch', title: 'Dal tadka' })).title).toBe('Dal tadka');
  });

  it('plans menus from two months back to a week ahead, and marks attendance only up to today', async () => {
    expect((await add({ date: '2026-09-20', title: 'Upma' })).title).toBe('Upma');
    expect((await add({ date: '2026-11-27', title: 'Biryani' })).title).toBe('Biryani');
    expect((await day('2026-11-27')).meals[1]!.menu.map((m) => m.title)).toEqual(['Biryani']);
    for (const [date, message] of [
      ['2026-09-19', 'Date must be on or after 20 Sep 2026.'],
      ['2026-11-28', 'Menus can be planned up to 27 Nov 2026.'],
    ]) {
      const res = await api.ask(ADD, { input: { date, meal: 'lunch', title: 'Too far' } });
      expect(api.errorOf(res)?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'date', message }] });
      expect(api.errorOf(await api.ask(DAY, { date }))?.extensions.fields).toEqual([{ field: 'date', message }]);
    }
    const ahead = await mark(asha, { date: '2026-11-21' });
    expect(api.errorOf(ahead)?.extensions.fields).toEqual([{ field: 'date', message: mealMessages.attendanceAhead }]);
    expect(api.errorOf(await mark(asha, { date: '2026-09-20', meal: 'dinner' }))).toBeUndefined();
  });

  it('names every bad field in BAD_USER_INPUT and changes nothing', async () => {
    const items = await api.t.app.get(DataSource).getRepository(MenuItem).count();
    const res = await api.ask(ADD, {
      input: { date: '20-11-2026', meal: 'snacks', title: ' ', details: 'd'.repeat(301) },
    });
    expect(api.errorOf(res)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'date', message: 'date must be a date written YYYY-MM-DD' },
        { field: 'meal', message: mealMessages.mealInvalid },
        { field: 'title', message: mealMessages.titleRequired },
        { field: 'details', message: mealMessages.detailsTooLong },
      ],
    });
    const long = await api.ask(ADD, { input: { date: TODAY, meal: 'lunch', title: 't'.repeat(81) } });
    expect(api.errorOf(long)?.extensions.fields).toEqual([{ field: 'title', message: mealMessages.titleTooLong }]);
    const noOne = await api.ask(MARK, { input: { date: TODAY, meal: 'tea', studentId: '' } });
    expect(api.errorOf(noOne)?.extensions.fields).toEqual([
      { field: 'meal', message: mealMessages.mealInvalid },
      { field: 'studentId', message: mealMessages.residentRequired },
    ]);
    expect(await api.t.app.get(DataSource).getRepository(MenuItem).count()).toBe(items);
  });

  it('marks who ate with their check-in time; the counts follow; anyone current may eat, expected or not', async () => {
    const res = await mark(ravi, {}, 'wardenA');
    expect(api.errorOf(res)).toBeUndefined();
    expect(res.body.data.markMealAttendance).toMatchObject({
      date: TODAY,
      meal: 'lunch',
      checkedInAt: api.t.clock.now().toISOString(),
      markedBy: 'wardenA user',
      resident: { id: ravi, name: 'Ravi Kumar' },
    });
    api.t.clock.advance(5 * 60_000);
    expect(api.errorOf(await mark(noFood))).toBeUndefined();
    const lunch = meal(await day(), 'lunch');
    expect(lunch.participants.map((p) => p.resident.name)).toEqual(['Ravi Kumar', 'Zoya Khan']);
    expect([lunch.expectedCount, lunch.attendedCount]).toEqual([2, 2]);
    expect(meal(await day(), 'dinner').attendedCount).toBe(0);
    const entry = await api.t.app
      .get(DataSource)
      .getRepository(Activity)
      .findOneByOrFail({ action: 'meal.attendance_marked', subjectId: Number(ravi) });
    expect([activityText(entry), entry.detail]).toEqual([
      'Marked Ravi Kumar present at a meal',
      'Lunch on 20 Nov 2026',
    ]);
  });

  it('takes back a mistaken mark: the count falls, in words in the log; one not marked is a CONFLICT naming them', async () => {
    const marked = await mark(asha, { meal: 'breakfast' });
    expect(api.errorOf(marked)).toBeUndefined();
    expect(meal(await day(), 'breakfast').attendedCount).toBe(1);
    api.t.clock.advance(60_000);
    const res = await unmark(asha, { meal: 'breakfast' }, 'wardenA');
    expect(api.errorOf(res)).toBeUndefined();
    expect(res.body.data.unmarkMealAttendance).toEqual(marked.body.data.markMealAttendance);
    const breakfast = meal(await day(), 'breakfast');
    expect([breakfast.expectedCount, breakfast.attendedCount, breakfast.participants]).toEqual([2, 0, []]);
    const entry = await api.t.app
      .get(DataSource)
      .getRepository(Activity)
      .findOneByOrFail({ action: 'meal.attendance_unmarked', subjectId: Number(asha) });
    expect([activityText(entry), entry.detail]).toEqual([
      'Took back the meal check-in of Asha Rao',
      'Breakfast on 20 Nov 2026',
    ]);

    const notMarked = 'Asha Rao is not marked present at Breakfast on 20 Nov 2026.';
    expect(api.errorOf(await unmark(asha, { meal: 'breakfast' }))).toMatchObject({
      message: notMarked,
      extensions: { code: 'CONFLICT', fields: [{ field: 'studentId', message: notMarked }] },
    });
    // Marked again after the take-back: a new check-in, now.
    const again = await mark(asha, { meal: 'breakfast' });
    expect(again.body.data.markMealAttendance.checkedInAt).toBe(api.t.clock.now().toISOString());
    expect(meal(await day(), 'breakfast').attendedCount).toBe(1);
    const ahead = await unmark(asha, { meal: 'breakfast', date: '2026-11-21' });
    expect(api.errorOf(ahead)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'date' }] });
  });

  it("refuses another hostel's resident, a leaver and a missing one as NOT_FOUND naming studentId", async () => {
    const leaverRoom = await room('veg');
    const leaver = (await api.checkIn(leaverRoom, 0, 'wardenA', { name: 'Gone Soon' })).student.id;
    expect(api.errorOf(await api.ask(ARCHIVE, { id: leaver }))).toBeUndefined();
    for (const studentId of [elsewhere, leaver, '999999'])
      expect(api.errorOf(await mark(studentId))).toMatchObject({
        extensions: { code: 'NOT_FOUND', fields: [{ field: 'studentId', message: mealMessages.residentNotFound }] },
      });
    const theirs = await api.ask(ADD, { input: { date: TODAY, meal: 'lunch', title: 'Only in B' } }, 'adminB');
    const id = theirs.body.data.addMenuItem.id as string;
    expect(api.errorOf(await api.ask(REMOVE, { id }))?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(meal(await day(), 'lunch').menu.map((m) => m.title)).not.toContain('Only in B');
    expect(meal(await day(TODAY, 'adminB'), 'lunch').menu.map((m) => m.title)).toEqual(['Only in B']);
    // Unmarking: hostel B's resident (marked there) and a missing one are not found from hostel A.
    expect(api.errorOf(await mark(elsewhere, {}, 'adminB'))).toBeUndefined();
    for (const studentId of [elsewhere, '999999'])
      expect(api.errorOf(await unmark(studentId))).toMatchObject({
        extensions: { code: 'NOT_FOUND', fields: [{ field: 'studentId', message: mealMessages.residentNotFound }] },
      });
    expect(meal(await day(TODAY, 'adminB'), 'lunch').attendedCount).toBe(1);
  });

  it('lets staff up read and write, and refuses residents and the signed out', async () => {
    for (const who of ['staffA', 'wardenA', 'adminA', 'superadmin'] as Who[]) {
      expect((await add({ meal: 'dinner', title: `Kheer by ${who}` }, who)).title).toBe(`Kheer by ${who}`);
      expect(api.errorOf(await mark(ravi, { meal: 'breakfast' }, who))).toBeUndefined();
      expect(api.errorOf(await unmark(ravi, { meal: 'breakfast' }, who))).toBeUndefined();
    }
    expect(api.errorOf(await mark(ravi, { meal: 'breakfast' }))).toBeUndefined();
    for (const [who, code] of [
      [null, 'UNAUTHENTICATED'],
      ['tenantA', 'FORBIDDEN'],
    ] as const) {
      expect(api.errorOf(await api.ask(DAY, { date: TODAY }, who))?.extensions.code).toBe(code);
      expect(
        api.errorOf(await api.ask(ADD, { input: { date: TODAY, meal: 'lunch', title: 'X' } }, who))?.extensions.code,
      ).toBe(code);
      expect(api.errorOf(await api.ask(REMOVE, { id: '1' }, who))?.extensions.code).toBe(code);
      expect(api.errorOf(await mark(asha, {}, who as Who))?.extensions.code).toBe(code);
      expect(api.errorOf(await unmark(ravi, { meal: 'breakfast' }, who as Who))?.extensions.code).toBe(code);
    }
    expect(meal(await day(), 'breakfast').participants.map((p) => p.resident.name)).toContain('Ravi Kumar');
  });

  it(`marks a resident once when ${RACERS} identical marks come at once, unmarks once, adds a food once, takes it off once`, async () => {
    const marks = await events('meal.attendance_marked');
    const { outcomes, wins } = await atOnce<{ markMealAttendance: { id: string; checkedInAt: string } }>(() =>
      mark(asha, { meal: 'dinner' }),
    );
    expect(outcomes).toEqual(Array(RACERS).fill('OK'));
    expect(new Set(wins.map((w) => w.markMealAttendance.id)).size).toBe(1);
    expect(new Set(wins.map((w) => w.markMealAttendance.checkedInAt)).size).toBe(1);
    const rows = api.t.app.get(DataSource).getRepository(MealAttendance);
    expect(await rows.countBy({ studentId: Number(asha), date: TODAY, meal: 'dinner' })).toBe(1);
    expect(await events('meal.attendance_marked')).toBe(marks + 1);

    // Ten identical take-backs at once: one takes it back, the others find it gone (a CONFLICT), never a fault.
    const unmarks = await events('meal.attendance_unmarked');
    const taken = await atOnce<{ unmarkMealAttendance: { id: string } }>(() => unmark(asha, { meal: 'dinner' }));
    expect(taken.outcomes).toEqual(oneWins('Asha Rao is not marked present at Dinner on 20 Nov 2026.'));
    expect(taken.wins[0]!.unmarkMealAttendance.id).toBe(wins[0]!.markMealAttendance.id);
    expect(await rows.countBy({ studentId: Number(asha), date: TODAY, meal: 'dinner' })).toBe(0);
    expect(await events('meal.attendance_unmarked')).toBe(unmarks + 1);

    const adds = await events('meal.menu_item_added');
    const added = await atOnce<{ addMenuItem: { id: string } }>(() =>
      api.ask(ADD, { input: { date: TODAY, meal: 'dinner', title: 'Gulab jamun' } }),
    );
    expect(added.outcomes).toEqual(oneWins(mealMessages.alreadyOnMenu));
    expect(await events('meal.menu_item_added')).toBe(adds + 1);

    const removes = await events('meal.menu_item_removed');
    const id = added.wins[0]!.addMenuItem.id;
    const removed = await atOnce(() => api.ask(REMOVE, { id }));
    expect(removed.outcomes).toEqual(Array(RACERS).fill('OK'));
    expect(await events('meal.menu_item_removed')).toBe(removes + 1);
  });
});
