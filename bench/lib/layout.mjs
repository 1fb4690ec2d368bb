// Where each benchmark resident sleeps, and the room counters that follow (the app keeps them equal to the beds).
import { ARCHIVED, benchResidents, benchRooms, CURRENT_RESIDENTS, ROOMS, SEATED } from './residents.mjs';

const availabilityOf = (total, occupied) =>
  occupied <= 0 ? 'available' : occupied >= total ? 'not_available' : 'partially_available';

/** Bed 1 of room 1001 is "1001-a" (rooms here have at most 6 beds). */
export const bedLabel = (roomNumber, bedNumber) => `${roomNumber}-${String.fromCharCode(96 + bedNumber)}`;

/**
 * Rooms with counters, beds (roomIndex, bedNumber, residentIndex or null) and residents, all in insertion order.
 * `current`: how many current residents (100,000 by default); rooms, seated and archived residents scale with it.
 */
export function benchLayout(current = CURRENT_RESIDENTS) {
  const scale = current / CURRENT_RESIDENTS;
  const rooms = benchRooms(Math.round(ROOMS * scale));
  const residents = benchResidents(current, Math.round(ARCHIVED * scale));
  const seatedCount = Math.round(SEATED * scale);
  const beds = rooms.flatMap((room, roomIndex) =>
    Array.from({ length: room.totalBeds }, (_, b) => ({ roomIndex, bedNumber: b + 1, resident: null })),
  );
  // A fixed permutation of the beds (7919 is prime to the bed count), so room order and resident order differ.
  for (let i = 0; i < seatedCount; i++) beds[(i * 7919) % beds.length].resident = i;
  const occupied = new Array(rooms.length).fill(0);
  for (const bed of beds) if (bed.resident !== null) occupied[bed.roomIndex]++;
  rooms.forEach((room, i) =>
    Object.assign(room, { bedsOccupied: occupied[i], availability: availabilityOf(room.totalBeds, occupied[i]) }),
  );
  if (beds.length % 7919 === 0 || current < seatedCount) throw new Error('bad benchmark layout');
  return { rooms, beds, residents };
}
