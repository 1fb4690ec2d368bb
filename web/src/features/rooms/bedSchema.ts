import type { FoodPlan } from '@/gql/graphql';
import { choice, rupeesAsPaise, wholeNumber, yesNo } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';

/** The add-bed popup, fields named as AddBedInput; the edit-bed popup (UpdateBedInput) has all but Bed No. */
export const bedFormLabels = {
  bedNumber: 'Bed No.',
  pricePerMonthPaise: 'Room Rent',
  isOccupied: 'Room Occupancy',
  foodPlan: 'Food Plan',
} as const;

/** Room Rent is typed in rupees (up to two decimals) and sent in paise. */
export const updateBedSchema = z.object({
  pricePerMonthPaise: rupeesAsPaise({
    required: 'Room Rent is required.',
    invalid: 'Room Rent must be an amount in rupees.',
  }),
  isOccupied: yesNo(),
  foodPlan: choice<FoodPlan>('Food Plan is required.'),
});

export const addBedSchema = updateBedSchema.extend({
  bedNumber: wholeNumber({ required: 'Bed No. is required.', invalid: 'Bed No. must be a number.' }),
});

export type BedFormValues = z.input<typeof addBedSchema>;
export type BedEditValues = z.input<typeof updateBedSchema>;

export const emptyBedValues: BedFormValues = {
  bedNumber: '',
  pricePerMonthPaise: '',
  isOccupied: 'false',
  foodPlan: 'none',
};

export const occupancyOptions = [
  { value: 'false', label: 'False' },
  { value: 'true', label: 'True' },
] as const;
