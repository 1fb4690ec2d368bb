/** Bounds of the room and bed forms (the spec leaves them open; these keep typos out). */
export const ROOM_NUMBER_MIN = 1;
export const ROOM_NUMBER_MAX = 99_999;
export const FLOOR_MAX = 200;
/** Beds in one room, and the highest bed number. */
export const BEDS_PER_ROOM_MAX = 20;
/** Monthly rent of one bed: at most Rs. 10,00,000. */
export const RENT_MAX_RUPEES = 1_000_000;
export const RENT_MAX_PAISE = RENT_MAX_RUPEES * 100;

/** A bed's letters from its number: 1 → "a", 3 → "c", 27 → "aa". */
export function bedLetters(bedNumber: number): string {
  let letters = '';
  for (let n = bedNumber; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(97 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A bed's name: its room and its letters. Bed 1 of room 101 is "101-a", bed 27 "101-aa". */
export function bedLabel(roomNumber: number, bedNumber: number): string {
  return `${roomNumber}-${bedLetters(bedNumber)}`;
}
