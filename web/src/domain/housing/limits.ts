import { groupIndian } from '@/lib/format';

/**
 * Bounds of rooms and beds, as the server enforces them (server/src/housing/rooms/room-limits.ts; limits.test.ts
 * fails if the two differ): the forms check them before sending, in the words the fields are labelled with.
 */
export const ROOM_NUMBER_MIN = 1;
export const ROOM_NUMBER_MAX = 99_999;
export const FLOOR_MAX = 200;
export const BEDS_PER_ROOM_MAX = 20;
/** Monthly rent of one bed: at most Rs. 10,00,000. */
export const RENT_MAX_RUPEES = 1_000_000;

/** 1000000 → "10,00,000": Indian digit grouping, as bounds are said on screen. */
export function indianNumber(value: number): string {
  return `${value < 0 ? '-' : ''}${groupIndian(String(Math.abs(Math.trunc(value))))}`;
}
