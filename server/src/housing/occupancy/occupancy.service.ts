import { Injectable } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import { Caller, mayAccess } from '../../common/caller';
import { ConflictError, InputError, NotFoundError } from '../../common/errors';
import { isUniqueViolation } from '../../common/transactions';
import type { Student } from '../../students/student.entity';
import { Bed } from '../beds/bed.entity';
import type { Room } from '../rooms/room.entity';
import { RoomsService } from '../rooms/rooms.service';
import { Stay } from '../stays/stay.entity';
import { RoomCounters } from './room-counters';
import { bedLabel } from '@hostel-admin/rules';

/** What a change of stays touched: the student, each bed with its fresh room, and the recounted rooms. */
export interface StayChange {
  studentId: number;
  beds: (Bed & { room: Room })[];
  rooms: Room[];
}

/** The student as occupancy needs them: who, of which hostel, named in messages. */
export type Occupant = Pick<Student, 'id' | 'hostelId' | 'name'>;

export const bedTaken = (label: string, field: string) => new ConflictError(`Bed ${label} is already occupied`, field);
const hasBed = (student: Occupant) => new ConflictError(`${student.name} already has a bed`, 'studentId');

/**
 * Who sleeps where, inside the caller's transaction: lock the rooms (ascending ids, so transactions
 * never wait on each other in a circle), assign a free bed and open a stay, vacate a bed and end its
 * stay, move between beds, then recount the rooms. The only writer of stays and of bed occupants.
 */
@Injectable()
export class OccupancyService {
  constructor(
    private readonly rooms: RoomsService,
    private readonly counters: RoomCounters,
  ) {}

  /** Locks the caller's rooms, by ascending id; another hostel's room is not found. */
  async lockRooms(
    manager: EntityManager,
    caller: Caller,
    roomIds: readonly number[],
    field = 'roomId',
  ): Promise<Map<number, Room>> {
    const rooms = new Map<number, Room>();
    for (const id of [...new Set(roomIds)].sort((x, y) => x - y))
      rooms.set(id, await this.rooms.lockForUpdate(manager, caller, id, field));
    return rooms;
  }

  /**
   * The caller's beds (of one hostel when given), read again once their rooms are locked; a bed of
   * another hostel is not found.
   */
  async lockBeds(
    manager: EntityManager,
    caller: Caller,
    hostelId: number | undefined,
    refs: { id: number; field: string }[],
  ) {
    const find = async () => manager.findBy(Bed, { id: In(refs.map((r) => r.id)) });
    const bedOf = (beds: Bed[], ref: { id: number; field: string }) => {
      const bed = beds.find(
        (b) => b.id === ref.id && mayAccess(caller, b.hostelId) && (hostelId === undefined || b.hostelId === hostelId),
      );
      if (!bed) throw new NotFoundError('Bed', ref.field);
      return bed;
    };
    const first = await find();
    const rooms = await this.lockRooms(
      manager,
      caller,
      refs.map((ref) => bedOf(first, ref).roomId),
    );
    const locked = await find();
    return { beds: refs.map((ref) => bedOf(locked, ref)), rooms };
  }

  /** A bed of a room the caller has locked; a bed of another room is a mistake in the input. */
  async bedInRoom(manager: EntityManager, room: Room, bedId: number, field = 'bedId'): Promise<Bed> {
    const bed = await manager.findOneBy(Bed, { id: bedId, hostelId: room.hostelId });
    if (!bed) throw new NotFoundError('Bed', field);
    if (bed.roomId !== room.id) throw InputError.field(field, 'Bed does not belong to the selected room');
    return bed;
  }

  async currentBed(manager: EntityManager, studentId: number): Promise<Bed | null> {
    return manager.findOneBy(Bed, { currentStudentId: studentId });
  }

  async lowestFreeBed(manager: EntityManager, roomId: number): Promise<Bed | null> {
    return manager.findOne(Bed, { where: { roomId, isOccupied: false }, order: { bedNumber: 'ASC' } });
  }

  /** True when one of these students holds a bed of the hostel. */
  async holdsBed(manager: EntityManager, hostelId: number, studentIds: readonly number[]): Promise<boolean> {
    return studentIds.length > 0 && manager.existsBy(Bed, { hostelId, currentStudentId: In([...studentIds]) });
  }

  /**
   * Puts a student in a bed from a start date. The bed row is claimed only while it is free (a
   * conditional update), and the unique indexes refuse a second current bed or stay.
   */
  async assign(
    manager: EntityManager,
    student: Occupant,
    bed: Bed,
    room: Room,
    startDate: string,
    field = 'bedId',
  ): Promise<void> {
    const label = bedLabel(room.roomNumber, bed.bedNumber);
    try {
      const { affected } = await manager
        .createQueryBuilder()
        .update(Bed)
        .set({ currentStudentId: student.id, isOccupied: true })
        .where('id = :id AND hostel_id = :hostelId AND is_occupied = :free', {
          id: bed.id,
          hostelId: student.hostelId,
          free: false,
        })
        .execute();
      if (!affected) throw bedTaken(label, field);
      await manager.insert(Stay, {
        hostelId: student.hostelId,
        studentId: student.id,
        bedId: bed.id,
        roomNumber: room.roomNumber,
        bedLabel: label,
        startDate,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw /student/i.test(String((error as Error).message)) ? hasBed(student) : bedTaken(label, field);
    }
  }

  /** Ends the student's current stay (not before it began) and frees the bed; answers that bed, or null. */
  async vacate(manager: EntityManager, student: Occupant, endDate: string, now: Date): Promise<Bed | null> {
    const stay = await manager.findOneBy(Stay, { studentId: student.id, endDate: IsNull() });
    if (stay)
      await manager.update(
        Stay,
        { id: stay.id },
        { endDate: endDate < stay.startDate ? stay.startDate : endDate, endedAt: now },
      );
    const bed = await this.currentBed(manager, student.id);
    if (bed) await manager.update(Bed, { id: bed.id }, { currentStudentId: null, isOccupied: false });
    return bed;
  }

  /** Ends the student's stay on a date and starts one in another bed of a locked room. */
  async move(
    manager: EntityManager,
    student: Occupant,
    to: Bed,
    room: Room,
    date: string,
    now: Date,
    field: string,
  ): Promise<void> {
    await this.vacate(manager, student, date, now);
    await this.assign(manager, student, to, room, date, field);
  }

  /** A corrected move-in date also moves the start of the stay that began on the old one. */
  async correctStart(manager: EntityManager, studentId: number, oldDate: string, newDate: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Stay)
      .set({ startDate: newDate })
      .where('student_id = :studentId AND start_date = :oldDate AND (end_date IS NULL OR end_date >= :newDate)', {
        studentId,
        oldDate,
        newDate,
      })
      .execute();
  }

  /** Recounts the rooms of the changed beds and answers each bed with its fresh room. */
  async settle(manager: EntityManager, studentId: number, changed: Bed[]): Promise<StayChange> {
    if (!changed.length) return { studentId, beds: [], rooms: [] };
    const rooms = await this.counters.recount(
      manager,
      changed.map((b) => b.roomId),
    );
    const fresh = await manager.findBy(Bed, { id: In(changed.map((b) => b.id)) });
    const beds = changed.map((b) =>
      Object.assign(
        fresh.find((f) => f.id === b.id)!,
        { room: rooms.find((r) => r.id === b.roomId)! },
      ),
    );
    return { studentId, beds, rooms };
  }
}
