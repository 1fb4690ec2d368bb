import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MEALS } from '@hostel-admin/rules';

@ObjectType('MenuItem', { description: 'A food on the menu of a date and meal' })
export class MenuItemModel {
  @Field(() => ID, { description: "The menu item's id" })
  id: number;

  @Field({ description: 'YYYY-MM-DD, an India date' })
  date: string;

  @Field({ description: MEALS.join(', ') })
  meal: string;

  @Field({ description: 'The food, as the kitchen names it; once per date and meal' })
  title: string;

  @Field(() => String, { nullable: true, description: 'More about it; null: none given' })
  details: string | null;

  @Field({ description: 'True once taken off the menu (kept for the record)' })
  removed: boolean;
}

@ObjectType('MealParticipant', { description: 'A resident who ate a meal, with when they checked in' })
export class MealParticipantModel {
  @Field(() => ID, { description: "The check-in's id" })
  id: number;

  @Field({ description: 'YYYY-MM-DD, an India date' })
  date: string;

  @Field({ description: MEALS.join(', ') })
  meal: string;

  @Field({ description: 'When they were marked present' })
  checkedInAt: Date;

  @Field({ description: 'Who marked them, by name' })
  markedBy: string;

  /** For the resident field; not in the schema. */
  studentId: number;
}

@ObjectType('ExpectedDiner', { description: "A resident the kitchen expects: their bed's food plan is Veg or Non Veg" })
export class ExpectedDinerModel {
  @Field({ description: 'veg or non_veg' })
  foodPlan: string;

  /** For the resident field; not in the schema. */
  studentId: number;
}

@ObjectType('MealSummary', { description: 'One meal of a date: its menu, who ate, and how many were expected' })
export class MealSummaryModel {
  @Field({ description: MEALS.join(', ') })
  meal: string;

  @Field(() => [MenuItemModel], { description: 'The menu, in the order added' })
  menu: MenuItemModel[];

  @Field(() => [MealParticipantModel], { description: 'Who ate, by check-in time' })
  participants: MealParticipantModel[];

  @Field(() => Int, { description: 'Residents expected (food plan Veg or Non Veg on the date)' })
  expectedCount: number;

  @Field(() => Int, { description: 'Residents who checked in' })
  attendedCount: number;
}

@ObjectType('MealDay', { description: "Food Details of one date in the caller's hostel" })
export class MealDayModel {
  @Field({ description: 'YYYY-MM-DD, an India date' })
  date: string;

  @Field(() => [MealSummaryModel], { description: 'Breakfast, lunch and dinner, in that order' })
  meals: MealSummaryModel[];

  @Field(() => [ExpectedDinerModel], {
    description:
      'The residents expected at each meal of the date: their stay covered it in a bed whose food plan is Veg or Non Veg',
  })
  expected: ExpectedDinerModel[];
}
