import type { RoomType } from '@/gql/graphql';
import { choice, wholeNumber, wholeRupeesAsPaise, yesNo } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';

/** Create Room and Edit Room; fields named as CreateRoomInput/UpdateRoomInput. */
export const roomFormLabels = {
  roomNumber: 'Room No.',
  floor: 'Floor No.',
  totalBeds: 'Total Beds',
  pricePerMonthPaise: 'Rent per Bed (Rs.)',
  isAc: 'AC',
  roomType: 'Room Type',
} as const;

const number = (label: string) =>
  wholeNumber({ required: `${label} is required.`, invalid: `${label} must be a number.` });

/** Every field required; Room No., Floor No., Total Beds and the rent (whole rupees, sent in paise) numbers. */
export const createRoomSchema = z.object({
  roomNumber: number(roomFormLabels.roomNumber),
  floor: number(roomFormLabels.floor),
  totalBeds: number(roomFormLabels.totalBeds),
  pricePerMonthPaise: wholeRupeesAsPaise({
    required: `${roomFormLabels.pricePerMonthPaise} is required.`,
    invalid: `${roomFormLabels.pricePerMonthPaise} must be a number.`,
  }),
  isAc: yesNo(),
  roomType: choice<RoomType>('Room Type is required.'),
});

/** Edit Room leaves out Total Beds and Rent per Bed: beds are changed one by one. */
export const updateRoomSchema = createRoomSchema.omit({ totalBeds: true, pricePerMonthPaise: true });

export type RoomFormValues = z.input<typeof createRoomSchema>;
export type RoomEditValues = z.input<typeof updateRoomSchema>;

export const emptyRoomValues: RoomFormValues = {
  roomNumber: '',
  floor: '',
  totalBeds: '',
  pricePerMonthPaise: '',
  isAc: 'false',
  roomType: '',
};

export const acOptions = [
  { value: 'false', label: 'not included' },
  { value: 'true', label: 'included' },
] as const;
