import { Button, HStack } from '@chakra-ui/react';
import type { FoodDetailsPageQuery } from '@/gql/graphql';
import { MEAL_LABELS, MEALS, type Meal } from '@hostel-admin/rules';

export type MealSelectorProps = {
  value: Meal;
  meals: FoodDetailsPageQuery['mealDay']['meals'] | undefined;
  onChange: (meal: Meal) => void;
};

/** Breakfast, lunch or dinner, each with how many of those expected ate (the kitchen's counts). */
export function MealSelector({ value, meals, onChange }: MealSelectorProps) {
  return (
    <HStack role="group" aria-label="Meal" gap="2" wrap="wrap">
      {MEALS.map((meal) => {
        const summary = meals?.find((m) => m.meal === meal);
        return (
          <Button
            key={meal}
            minHeight="11"
            variant={meal === value ? 'solid' : 'outline'}
            colorPalette={meal === value ? 'primary' : 'gray'}
            aria-pressed={meal === value}
            onClick={() => onChange(meal)}
          >
            {MEAL_LABELS[meal]}
            {summary && ` ${summary.attendedCount}/${summary.expectedCount}`}
          </Button>
        );
      })}
    </HStack>
  );
}
