import { AddMenuItemDocument } from '@/features/meals/graphql/AddMenuItem.generated';
import { FoodDetailsPageDocument } from '@/features/meals/graphql/FoodDetailsPage.generated';
import { MarkMealAttendanceDocument } from '@/features/meals/graphql/MarkMealAttendance.generated';
import { UnmarkMealAttendanceDocument } from '@/features/meals/graphql/UnmarkMealAttendance.generated';
import { MEALS } from '@hostel-admin/rules';

export const student = (id: string, name: string, roomNumber: number | null = 101) => ({
  __typename: 'Student' as const,
  id,
  name,
  roomNumber,
});
export const asha = student('1', 'Asha Verma', 101);
export const ravi = student('2', 'Ravi Kumar', 204);
export const zoya = student('3', 'Zoya Khan', null);

export const menuItem = (id: string, date: string, meal: string, title: string, details: string | null = null) => ({
  __typename: 'MenuItem' as const,
  id,
  date,
  meal,
  title,
  details,
  removed: false,
});

export const participant = (id: string, date: string, meal: string, resident: ReturnType<typeof student>) => ({
  __typename: 'MealParticipant' as const,
  id,
  date,
  meal,
  checkedInAt: `${date}T07:35:00.000Z`,
  markedBy: 'Meena Iyer',
  resident,
});

type Parts = { menu?: ReturnType<typeof menuItem>[]; participants?: ReturnType<typeof participant>[] };

/** FoodDetailsPage answered for `date`: Asha and Ravi expected; each meal's foods and participants as given. */
export function dayMock(date: string, parts: Parts = {}, uses = 1) {
  const menu = parts.menu ?? [];
  const participants = parts.participants ?? [];
  return {
    request: { query: FoodDetailsPageDocument, variables: { date } },
    maxUsageCount: uses,
    result: {
      data: {
        mealDay: {
          __typename: 'MealDay',
          date,
          meals: MEALS.map((meal) => ({
            __typename: 'MealSummary',
            meal,
            expectedCount: 2,
            attendedCount: participants.filter((p) => p.meal === meal).length,
            menu: menu.filter((m) => m.meal === meal),
            participants: participants.filter((p) => p.meal === meal),
          })),
          expected: [
            { __typename: 'ExpectedDiner', foodPlan: 'veg', resident: asha },
            { __typename: 'ExpectedDiner', foodPlan: 'non_veg', resident: ravi },
          ],
        },
      },
    },
  };
}

/** A mutation answered once, with what was sent kept. */
export function sentMock(
  query: typeof AddMenuItemDocument | typeof MarkMealAttendanceDocument | typeof UnmarkMealAttendanceDocument,
  answer: object,
) {
  const sent: Record<string, unknown>[] = [];
  return {
    sent,
    mock: {
      request: { query, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables.input as Record<string, unknown>);
        return answer;
      },
    },
  };
}
