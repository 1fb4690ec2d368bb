import { Bed, bedLabel } from '../beds/bed.entity';
import type { Room } from '../rooms/room.entity';
import type { Student } from '../students/student.entity';
import type { ActivitySubject } from './activity.service';

export const studentSubject = (student: Student, detail?: string): ActivitySubject => ({
  type: 'student',
  id: student.id,
  hostelId: student.hostelId,
  label: student.name,
  detail,
});

export const roomSubject = (room: Room, detail?: string): ActivitySubject => ({
  type: 'room',
  id: room.id,
  hostelId: room.hostelId,
  label: `Room ${room.roomNumber}`,
  detail,
});

export const bedSubject = (bed: Bed, room: Room, detail?: string): ActivitySubject => ({
  type: 'bed',
  id: bed.id,
  hostelId: bed.hostelId,
  label: `Bed ${bedLabel(room.roomNumber, bed.bedNumber)}`,
  detail,
});
