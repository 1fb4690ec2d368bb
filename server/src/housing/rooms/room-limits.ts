/** Bounds of the room and bed forms (the spec leaves them open; these keep typos out). */
export const ROOM_NUMBER_MAX = 99_999;
export const FLOOR_MAX = 200;
export const BEDS_PER_ROOM_MAX = 20;
/** Monthly rent of one bed: at most Rs. 10,00,000. */
export const RENT_MAX_RUPEES = 1_000_000;
export const RENT_MAX_PAISE = RENT_MAX_RUPEES * 100;
