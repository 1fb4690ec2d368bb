import type { EntityManager } from 'typeorm';
import type { RequestCaller } from '../../common/caller';
import type { MealAttendance } from '../../meals/meal-attendance.entity';
import type { MealsService } from '../../meals/meals.service';
import type { MenuItem } from '../../meals/menu-item.entity';
import { addDays, type Meal, MEALS } from '@hostel-admin/rules';

/** A hostel kitchen's fortnight: each day's foods, turn by turn. */
const MENUS: Record<Meal, [string, string | null][][]> = {
  breakfast: [
    [
      ['Poha', 'With peanuts, curry leaves and lemon'],
      ['Masala chai', null],
    ],
    [
      ['Idli sambar', 'Four idlis with coconut chutney'],
      ['Filter coffee', null],
    ],
    [
      ['Aloo paratha', 'With curd and pickle'],
      ['Masala chai', null],
    ],
    [
      ['Upma', 'Rava upma with vegetables'],
      ['Banana', null],
    ],
    [
      ['Masala dosa', 'With sambar and chutney'],
      ['Filter coffee', null],
    ],
    [
      ['Bread omelette', 'Egg or paneer bhurji for veg plans'],
      ['Masala chai', null],
    ],
    [
      ['Puri bhaji', null],
      ['Masala chai', null],
    ],
  ],
  lunch: [
    [
      ['Rajma chawal', null],
      ['Jeera aloo', null],
      ['Curd', null],
    ],
    [
      ['Dal tadka', null],
      ['Steamed rice', null],
      ['Bhindi fry', null],
      ['Roti', 'Four per plate'],
    ],
    [
      ['Chole', null],
      ['Jeera rice', null],
      ['Salad', 'Cucumber, onion and carrot'],
    ],
    [
      ['Sambar rice', null],
      ['Cabbage poriyal', null],
      ['Papad', null],
    ],
    [
      ['Paneer butter masala', null],
      ['Roti', 'Four per plate'],
      ['Chicken curry', 'Non Veg plans'],
    ],
    [
      ['Kadhi pakoda', null],
      ['Steamed rice', null],
      ['Aloo gobi', null],
    ],
    [
      ['Veg biryani', 'With raita'],
      ['Chicken biryani', 'Non Veg plans'],
      ['Gulab jamun', null],
    ],
  ],
  dinner: [
    [
      ['Chapati', null],
      ['Dal fry', null],
      ['Mixed veg', null],
    ],
    [
      ['Veg pulao', null],
      ['Egg curry', 'Non Veg plans'],
      ['Raita', null],
    ],
    [
      ['Khichdi', 'With ghee and papad'],
      ['Kadhi', null],
    ],
    [
      ['Chapati', null],
      ['Palak paneer', null],
      ['Fish fry', 'Non Veg plans'],
    ],
    [
      ['Lemon rice', null],
      ['Rasam', null],
      ['Beans poriyal', null],
    ],
    [
      ['Chapati', null],
      ['Chana masala', null],
      ['Kheer', null],
    ],
    [
      ['Fried rice', null],
      ['Gobi manchurian', null],
    ],
  ],
};
/** When each meal is served in India, minutes after midnight: breakfast from 7:30, lunch 12:30, dinner 19:30. */
const SERVED: Record<Meal, number> = { breakfast: 7 * 60 + 30, lunch: 12 * 60 + 30, dinner: 19 * 60 + 30 };

const atIndianTime = (date: string, minutes: number) =>
  new Date(new Date(`${date}T00:00:00+05:30`).getTime() + minutes * 60_000);

/**
 * Two weeks of Food Details: the menus of the last thirteen days, today and the next two (planned), and who ate at
 * every meal served so far: most of the residents the kitchen expected, checked in over the meal's first 90 minutes.
 */
export async function seedDemoMeals(
  manager: EntityManager,
  meals: MealsService,
  hostelId: number,
  desk: readonly RequestCaller[],
  today: string,
  now: Date,
): Promise<[number, number]> {
  const menus: Omit<MenuItem, 'id'>[] = [];
  const attendance: Omit<MealAttendance, 'id'>[] = [];
  let n = 0;
  for (let offset = -13; offset <= 2; offset++) {
    const date = addDays(today, offset);
    const turn = (offset + 14) % 7;
    const expected = offset <= 0 ? await meals.expectedOn(hostelId, date) : [];
    for (const meal of MEALS) {
      const addedAt = atIndianTime(addDays(date, -1), 18 * 60);
      for (const [title, details] of MENUS[meal][turn]!)
        menus.push({
          hostelId,
          date,
          meal,
          title,
          titleKey: title.toLowerCase(),
          details,
          addedAt: addedAt < now ? addedAt : now,
          addedBy: desk[n++ % desk.length]!.actorId,
          removedAt: null,
          removedBy: null,
        });
      const served = atIndianTime(date, SERVED[meal]);
      if (served >= now) continue;
      for (const [index, diner] of expected.entries()) {
        // About four in five come: a different few miss each meal.
        if ((index * 7 + offset * 3 + SERVED[meal]) % 5 === 0) continue;
        const checkedInAt = new Date(served.getTime() + ((index * 13 + offset * 5) % 90) * 60_000);
        if (checkedInAt >= now) continue;
        attendance.push({
          hostelId,
          date,
          meal,
          studentId: diner.studentId,
          checkedInAt,
          markedBy: desk[(index + offset + 14) % desk.length]!.actorId,
        });
      }
    }
  }
  return meals.importPast(manager, menus, attendance);
}
