import type { RoomType } from '@/gql/graphql';
import { choice, wholeNumberIn, wholeRupeesIn, yesNo } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import {
  BEDS_PER_ROOM_MAX,
  FLOOR_MAX,
  indianNumber,
  RENT_MAX_RUPEES,
  ROOM_NUMBER_MAX,
  ROOM_NUMBER_MIN,
} from '@hostel-admin/rules';

/** Create Room and Edit Room; fields named as CreateRoomInput/UpdateRoomInput. */
export const roomFormLabels = {
  roomNumber: 'Room No.',
  floor: 'Floor No.',
  totalBeds: 'Total Beds',
  pricePerMonthRupees: 'Rent per Bed (Rs.)',
  isAc: 'AC',
  roomType: 'Room Type',
} as const;

/** A required whole number within the server's bounds; the message names the field and says what is allowed. */
const number = (label: string, min: number, max: number) =>
  wholeNumberIn(min, max, {
    required: `${label} is required.`,
    outOfRange: `${label} must be a whole number from ${indianNumber(min)} to ${indianNumber(max)}.`,
  });

/**
 * Every field required; Room No., Floor No., Total Beds and the rent (whole rupees typed in `pricePerMonthRupees`,
 * sent in paise as `pricePerMonthPaise`) whole numbers within the bounds the server enforces (@hostel-admin/rules),
 * checked before sending.
 */
const roomFields = z.object({
  roomNumber: number(roomFormLabels.roomNumber, ROOM_NUMBER_MIN, ROOM_NUMBER_MAX),
  floor: number(roomFormLabels.floor, 0, FLOOR_MAX),
  totalBeds: number(roomFormLabels.totalBeds, 1, BEDS_PER_ROOM_MAX),
  pricePerMonthRupees: wholeRupeesIn(0, RENT_MAX_RUPEES, {
    required: `${roomFormLabels.pricePerMonthRupees} is required.`,
    outOfRange: `${roomFormLabels.pricePerMonthRupees} must be a whole number of rupees from 0 to ${indianNumber(RENT_MAX_RUPEES)}.`,
  }),
  isAc: yesNo(),
  roomType: choice<RoomType>('Room Type is required.'),
});

export const createRoomSchema = roomFields.transform(({ pricePerMonthRupees, ...room }) => ({
  ...room,
  pricePerMonthPaise: pricePerMonthRupees,
}));

/** Edit Room leaves out Total Beds and Rent per Bed: beds are changed one by one. */
export const updateRoomSchema = roomFields.omit({ totalBeds: true, pricePerMonthRupees: true });

export type RoomFormValues = z.input<typeof createRoomSchema>;
export type RoomEditValues = z.input<typeof updateRoomSchema>;

export const emptyRoomValues: RoomFormValues = {
  roomNumber: '',
  floor: '',
  totalBeds: '',
  pricePerMonthRupees: '',
  isAc: 'false',
  roomType: '',
};

export const acOptions = [
  { value: 'false', label: 'not included' },
  { value: 'true', label: 'included' },
] as const;
