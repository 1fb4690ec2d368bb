import { LegacyBed, toLegacyBed } from '../beds/legacy-bed.view';
import type { Availability, RoomType } from './room.entity';
import type { RoomWithBeds } from './rooms.service';

/** The legacy API writes availability with spaces, as the spec words it. */
const LEGACY_AVAILABILITY: Record<Availability, string> = {
  available: 'available',
  partially_available: 'partially available',
  not_available: 'not available',
};

export interface LegacyRoom {
  room_id: number;
  hostel_id: number;
  room_number: number;
  floor: number;
  room_type: RoomType;
  is_ac: boolean;
  total_beds: number;
  beds_occupied: number;
  availability: string;
  beds: LegacyBed[];
}

export function toLegacyRoom(room: RoomWithBeds): LegacyRoom {
  return {
    room_id: room.id,
    hostel_id: room.hostelId,
    room_number: room.roomNumber,
    floor: room.floor,
    room_type: room.roomType,
    is_ac: room.isAc,
    total_beds: room.totalBeds,
    beds_occupied: room.bedsOccupied,
    availability: LEGACY_AVAILABILITY[room.availability],
    beds: room.beds.map((bed) => toLegacyBed(bed, room.roomNumber)),
  };
}
