import { byRule } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { foodDetailsProblem, foodTitleProblem } from '@hostel-admin/rules';

/** Add Food: food title (required) and food details (optional), checked by the server's rules and words. */
export const foodSchema = z.object({
  title: byRule(foodTitleProblem),
  details: byRule(foodDetailsProblem).transform((value) => value || null),
});

export type FoodFormValues = z.input<typeof foodSchema>;
export const emptyFood: FoodFormValues = { title: '', details: '' };
