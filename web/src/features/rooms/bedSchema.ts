import type { FoodPlan } from '@/gql/graphql';
import { choice, rupeesAsPaise, wholeNumberIn, yesNo } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { bedLetters, BEDS_PER_ROOM_MAX, indianNumber, RENT_MAX_RUPEES } from '@hostel-admin/rules';

/**
 * The add-bed popup, fields named as AddBedInput (the rent for the rupees typed: `pricePerMonthRupees`, sent as
 * `pricePerMonthPaise`); the edit-bed popup (UpdateBedInput) has all but Bed No.
 */
export const bedFormLabels = {
  bedNumber: 'Bed No.',
  pricePerMonthRupees: 'Room Rent',
  isOccupied: 'Room Occupancy',
  foodPlan: 'Food Plan',
} as const;

/** Room Rent is typed in rupees (up to two decimals) and sent in paise. */
const RENT_BOUND = `Room Rent must be an amount in rupees from 0 to ${indianNumber(RENT_MAX_RUPEES)}.`;

const bedFields = z.object({
  pricePerMonthRupees: rupeesAsPaise({ required: 'Room Rent is required.', invalid: RENT_BOUND }).refine(
    (paise) => paise <= RENT_MAX_RUPEES * 100,
    RENT_BOUND,
  ),
  isOccupied: yesNo(),
  foodPlan: choice<FoodPlan>('Food Plan is required.'),
});

/** The rupees typed, sent in paise. */
const inPaise = <T extends { pricePerMonthRupees: number }>({ pricePerMonthRupees, ...bed }: T) => ({
  ...bed,
  pricePerMonthPaise: pricePerMonthRupees,
});

export const updateBedSchema = bedFields.transform(inPaise);

/** The server's rule (AddBedInput.bedNumber): a whole number from 1 to 20, unique in the room. */
export const BED_NUMBER_MAX = BEDS_PER_ROOM_MAX;

/** Help text under Bed No.: what to type and the name it makes, with the room's own number when known. */
export function bedNumberHelp(roomNumber?: number): string {
  const example = roomNumber === undefined ? 'bed c' : `bed ${roomNumber}-${bedLetters(3)}`;
  return `A whole number from 1 to ${BED_NUMBER_MAX}; the letter is added for you: 3 makes ${example}.`;
}

export const addBedSchema = bedFields
  .extend({
    bedNumber: wholeNumberIn(1, BED_NUMBER_MAX, {
      required: 'Bed No. is required.',
      outOfRange: `Bed No. must be a whole number from 1 to ${BED_NUMBER_MAX}, such as 3 (not a name like 401-c): the letter is added for you.`,
    }),
  })
  .transform(inPaise);

export type BedFormValues = z.input<typeof addBedSchema>;
export type BedEditValues = z.input<typeof updateBedSchema>;

export const emptyBedValues: BedFormValues = {
  bedNumber: '',
  pricePerMonthRupees: '',
  isOccupied: 'false',
  foodPlan: 'none',
};

/** Room Occupancy in words: the spec's True/False values read as Occupied/Available. */
export const occupancyOptions = [
  { value: 'false', label: 'Available' },
  { value: 'true', label: 'Occupied' },
] as const;
