import type { Availability, FoodPlan, RoomType } from '@/gql/graphql';
import { optionsOf } from '@/lib/options';

/** How rooms and beds read on screen, for every feature that shows them. */
export const roomTypeLabels: Record<RoomType, string> = {
  normal: 'Normal',
  delux: 'Delux',
  super_delux: 'Super Delux',
};

export const availabilityLabels: Record<Availability, string> = {
  available: 'Available',
  partially_available: 'Partially Available',
  not_available: 'Not Available',
};

export const foodPlanLabels: Record<FoodPlan, string> = {
  none: 'None',
  veg: 'Veg',
  non_veg: 'Non Veg',
};

export const roomTypeOptions = optionsOf(roomTypeLabels);
export const availabilityOptions = optionsOf(availabilityLabels);
export const foodPlanOptions = optionsOf(foodPlanLabels);

/**
 * A resident and where they sleep, as a confirmation names them: "Asha Rao, room 204 bed B". A bed label is
 * "{room}-{letters}" ("204-b"); only its letters are shown after the room.
 */
export function residentPlace(name: string, roomNumber?: number | null, bedLabel?: string | null): string {
  if (roomNumber === null || roomNumber === undefined) return name;
  const prefix = `${roomNumber}-`;
  const bed = bedLabel?.startsWith(prefix) ? bedLabel.slice(prefix.length).toUpperCase() : bedLabel;
  return bed ? `${name}, room ${roomNumber} bed ${bed}` : `${name}, room ${roomNumber}`;
}
