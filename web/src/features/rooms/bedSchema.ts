import type { FoodPlan } from '../../gql/graphql';
import { rupeesToPaise } from '../../lib/format';

/** The add-bed popup; the edit-bed popup uses all but Bed No. */
export type BedFormValues = {
  bedNumber: string;
  rent: string;
  isOccupied: 'false' | 'true';
  foodPlan: FoodPlan;
};

export type BedFormField = keyof BedFormValues;
export type BedFormErrors = Partial<Record<BedFormField, string>>;

export const emptyBedValues: BedFormValues = { bedNumber: '', rent: '', isOccupied: 'false', foodPlan: 'none' };

export const bedFormLabels: Record<BedFormField, string> = {
  bedNumber: 'Bed No.',
  rent: 'Room Rent',
  isOccupied: 'Room Occupancy',
  foodPlan: 'Food Plan',
};

export const occupancyOptions = [
  { value: 'false', label: 'False' },
  { value: 'true', label: 'True' },
] as const;

const WHOLE_NUMBER = /^\d+$/;

export function validateBed(values: BedFormValues, { withNumber = true } = {}): BedFormErrors {
  const errors: BedFormErrors = {};
  const bedNumber = values.bedNumber.trim();
  if (withNumber && !bedNumber) errors.bedNumber = 'Bed No. is required.';
  else if (withNumber && !WHOLE_NUMBER.test(bedNumber)) errors.bedNumber = 'Bed No. must be a number.';
  if (!values.rent.trim()) errors.rent = 'Room Rent is required.';
  else if (rupeesToPaise(values.rent) === null) errors.rent = 'Room Rent must be an amount in rupees.';
  return errors;
}

/** AddBedInput/UpdateBedInput field names → the form's fields. */
export const bedServerFields: Partial<Record<string, BedFormField>> = {
  bedNumber: 'bedNumber',
  pricePerMonthPaise: 'rent',
  isOccupied: 'isOccupied',
  foodPlan: 'foodPlan',
};
