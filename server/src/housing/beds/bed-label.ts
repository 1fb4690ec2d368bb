/** Bed 1 of room 101 is "101-a", bed 2 "101-b", … bed 27 "101-aa". */
export function bedLabel(roomNumber: number, bedNumber: number): string {
  let suffix = '';
  for (let n = bedNumber; n > 0; n = Math.floor((n - 1) / 26)) {
    suffix = String.fromCharCode(97 + ((n - 1) % 26)) + suffix;
  }
  return `${roomNumber}-${suffix}`;
}
