import type { CreateRoomInput, RoomType, UpdateRoomInput } from '../../gql/graphql';
import { rupeesToPaise } from '../../lib/format';

/** The Create Room and Edit Room forms; Edit leaves out Total Beds and Rent per Bed (beds are changed one by one). */
export type RoomFormValues = {
  roomNumber: string;
  floor: string;
  totalBeds: string;
  /** Monthly rent of each new bed, in rupees (Create Room only). */
  rent: string;
  isAc: 'false' | 'true';
  roomType: RoomType | '';
};

export type RoomFormField = keyof RoomFormValues;
export type RoomFormErrors = Partial<Record<RoomFormField, string>>;

export const emptyRoomValues: RoomFormValues = { roomNumber: '', floor: '', totalBeds: '', rent: '', isAc: 'false', roomType: '' };

export const roomFormLabels: Record<RoomFormField, string> = {
  roomNumber: 'Room No.',
  floor: 'Floor No.',
  totalBeds: 'Total Beds',
  rent: 'Rent per Bed (Rs.)',
  isAc: 'AC',
  roomType: 'Room Type',
};

export const acOptions = [
  { value: 'false', label: 'not included' },
  { value: 'true', label: 'included' },
] as const;

const WHOLE_NUMBER = /^\d+$/;
const numberFields = ['roomNumber', 'floor', 'totalBeds', 'rent'] as const;
const createOnly: readonly RoomFormField[] = ['totalBeds', 'rent'];

/** Every field required; Room No., Floor No. and Total Beds whole numbers. `withBeds: false` for Edit Room. */
export function validateRoom(values: RoomFormValues, { withBeds = true } = {}): RoomFormErrors {
  const errors: RoomFormErrors = {};
  for (const field of numberFields) {
    if (createOnly.includes(field) && !withBeds) continue;
    const value = values[field].trim();
    if (!value) errors[field] = `${roomFormLabels[field]} is required.`;
    else if (!WHOLE_NUMBER.test(value)) errors[field] = `${roomFormLabels[field]} must be a number.`;
  }
  if (!values.roomType) errors.roomType = 'Room Type is required.';
  return errors;
}

export function toCreateRoomInput(values: RoomFormValues): CreateRoomInput {
  return {
    roomNumber: Number(values.roomNumber.trim()),
    floor: Number(values.floor.trim()),
    totalBeds: Number(values.totalBeds.trim()),
    pricePerMonthPaise: rupeesToPaise(values.rent.trim() || '0') ?? 0,
    isAc: values.isAc === 'true',
    roomType: values.roomType as RoomType,
  };
}

export function toUpdateRoomInput(values: RoomFormValues): UpdateRoomInput {
  const { totalBeds: _beds, pricePerMonthPaise: _rent, ...rest } = toCreateRoomInput({ ...values, totalBeds: '0', rent: '0' });
  return rest;
}

/** CreateRoomInput/UpdateRoomInput field names are the form's. */
export const roomServerFields: Partial<Record<string, RoomFormField>> = {
  roomNumber: 'roomNumber',
  floor: 'floor',
  totalBeds: 'totalBeds',
  pricePerMonthPaise: 'rent',
  isAc: 'isAc',
  roomType: 'roomType',
};
