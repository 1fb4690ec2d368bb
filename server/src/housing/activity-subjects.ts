import type { EventSubject } from '../events/domain-events';
import type { Bed } from './beds/bed.entity';
import type { Room } from './rooms/room.entity';
import { bedLabel } from '@hostel-admin/rules';

export const roomSubject = (room: Room, detail?: string): EventSubject => ({
  type: 'room',
  id: room.id,
  hostelId: room.hostelId,
  label: `Room ${room.roomNumber}`,
  detail,
});

export const bedSubject = (bed: Bed, room: Room, detail?: string): EventSubject => ({
  type: 'bed',
  id: bed.id,
  hostelId: bed.hostelId,
  label: `Bed ${bedLabel(room.roomNumber, bed.bedNumber)}`,
  detail,
});
