import type { FoodPlan } from '@/gql/graphql';
import { choice, rupeesAsPaise, wholeNumberIn, yesNo } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { BEDS_PER_ROOM_MAX, indianNumber, RENT_MAX_RUPEES } from '@hostel-admin/rules';

/** The add-bed popup, fields named as AddBedInput; the edit-bed popup (UpdateBedInput) has all but Bed No. */
export const bedFormLabels = {
  bedNumber: 'Bed No.',
  pricePerMonthPaise: 'Room Rent',
  isOccupied: 'Room Occupancy',
  foodPlan: 'Food Plan',
} as const;

/** Room Rent is typed in rupees (up to two decimals) and sent in paise. */
const RENT_BOUND = `Room Rent must be an amount in rupees from 0 to ${indianNumber(RENT_MAX_RUPEES)}.`;

export const updateBedSchema = z.object({
  pricePerMonthPaise: rupeesAsPaise({ required: 'Room Rent is required.', invalid: RENT_BOUND }).refine(
    (paise) => paise <= RENT_MAX_RUPEES * 100,
    RENT_BOUND,
  ),
  isOccupied: yesNo(),
  foodPlan: choice<FoodPlan>('Food Plan is required.'),
});

/** The server's rule (AddBedInput.bedNumber): a whole number from 1 to 20, unique in the room. */
export const BED_NUMBER_MAX = BEDS_PER_ROOM_MAX;

/** A bed's name is its room and a letter from its number (bed-label.ts on the server): 3 in room 401 is 401-c. */
export function bedLetter(bedNumber: number): string {
  let letters = '';
  for (let n = bedNumber; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(97 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Help text under Bed No.: what to type and the name it makes, with the room's own number when known. */
export function bedNumberHelp(roomNumber?: number): string {
  const example = roomNumber === undefined ? 'bed c' : `bed ${roomNumber}-${bedLetter(3)}`;
  return `A whole number from 1 to ${BED_NUMBER_MAX}; the letter is added for you: 3 makes ${example}.`;
}

export const addBedSchema = updateBedSchema.extend({
  bedNumber: wholeNumberIn(1, BED_NUMBER_MAX, {
    required: 'Bed No. is required.',
    outOfRange: `Bed No. must be a whole number from 1 to ${BED_NUMBER_MAX}, such as 3 (not a name like 401-c): the letter is added for you.`,
  }),
});

export type BedFormValues = z.input<typeof addBedSchema>;
export type BedEditValues = z.input<typeof updateBedSchema>;

export const emptyBedValues: BedFormValues = {
  bedNumber: '',
  pricePerMonthPaise: '',
  isOccupied: 'false',
  foodPlan: 'none',
};

/** Room Occupancy in words: the spec's True/False values read as Occupied/Available. */
export const occupancyOptions = [
  { value: 'false', label: 'Available' },
  { value: 'true', label: 'Occupied' },
] as const;
