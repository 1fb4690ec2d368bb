import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  FOOD_DETAILS_MAX,
  FOOD_TITLE_MAX,
  foodDetailsProblem,
  foodTitleProblem,
  type Meal,
  mealMessages,
  mealProblem,
  MEALS,
} from '@hostel-admin/rules';
import { IsId, Rule } from '../../common/validators';
import { CalendarDate } from '../../students/dto/person-rules';

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const MealField = () => Rule('meal', mealProblem);

@InputType({ description: "A food on the menu of a date and meal: two months back to a week ahead (India's dates)" })
export class AddMenuItemInput {
  @Field({ description: 'YYYY-MM-DD, an India date' })
  @CalendarDate()
  date: string;

  @Field(() => String, { description: `One of ${MEALS.join(', ')}` })
  @MealField()
  meal: Meal;

  @Field({ description: `Food title, at most ${FOOD_TITLE_MAX} characters; once per meal` })
  @trimmed()
  @Rule('foodTitle', foodTitleProblem)
  title: string;

  @Field(() => String, {
    nullable: true,
    description: `Food details, optional, at most ${FOOD_DETAILS_MAX} characters`,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @Rule('foodDetails', foodDetailsProblem)
  details?: string | null;
}

@InputType({ description: 'A resident who ate a meal: two months back to today, once per resident, date and meal' })
export class MarkMealAttendanceInput {
  @Field({ description: 'YYYY-MM-DD, an India date' })
  @CalendarDate()
  date: string;

  @Field(() => String, { description: `One of ${MEALS.join(', ')}` })
  @MealField()
  meal: Meal;

  @Field(() => ID, {
    description:
      "A resident of the caller's hostel: a current one to mark; to unmark, one marked at that meal, who may have left since",
  })
  @IsId(mealMessages.residentRequired)
  studentId: number;
}

@InputType('UnmarkMealAttendanceInput', {
  description: "A resident's check-in at a meal to take back (a mistaken mark): two months back to today",
})
export class UnmarkMealAttendanceInput extends MarkMealAttendanceInput {}

@ArgsType()
export class MealDayArgs {
  @Field({ description: 'YYYY-MM-DD, an India date: two months back to a week ahead' })
  @CalendarDate()
  date: string;
}
