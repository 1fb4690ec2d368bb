import { Injectable } from '@nestjs/common';
import { Events } from '../../events/events.service';
import type { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { bedSubject } from '../../housing/activity-subjects';
import { addBedConflict, BedsService, BedWithRoom, studentHasBed } from '../../housing/beds/beds.service';
import { AddBedInput } from '../../housing/beds/dto/add-bed.input';
import { OccupancyService } from '../../housing/occupancy/occupancy.service';
import type { Room } from '../../housing/rooms/room.entity';
import { studentSubject } from '../../students/activity-subject';
import { StudentRecords } from '../../students/student-records.service';
import { StudentsService } from '../../students/students.service';
import { StayChangeView, StayChangeViews } from '../stay-change/stay-change.views';
import { bedLabel } from '@hostel-admin/rules';

const labelOf = (bed: { roomId: number; bedNumber: number }, rooms: Map<number, Room>) =>
  bedLabel(rooms.get(bed.roomId)!.roomNumber, bed.bedNumber);

/** Gives students beds, takes them away and moves them, keeping each bed's history of stays. */
@Injectable()
export class BedAssignmentService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly occupancy: OccupancyService,
    private readonly beds: BedsService,
    private readonly records: StudentRecords,
    private readonly students: StudentsService,
    private readonly events: Events,
    private readonly views: StayChangeViews,
  ) {}

  /**
   * Adds a bed to a room of the caller's hostel; with a student, the student moves into it from today
   * (a stay begins). The room's counters change in the same transaction.
   */
  async addBed(caller: Caller, input: AddBedInput): Promise<BedWithRoom> {
    const studentId = input.studentId ?? null;
    try {
      return await this.transactions.run(async (manager) => {
        const room = await this.beds.lockRoomForBed(manager, caller, input);
        const student =
          studentId === null ? null : await this.students.findAssignable(manager, room.hostelId, studentId);
        if (student && (await this.occupancy.currentBed(manager, student.id))) throw studentHasBed();
        const bed = await this.beds.insertBed(manager, room, input, student !== null);
        if (student) await this.occupancy.assign(manager, student, bed, room, todayIn(this.clock), 'bedNumber');
        await this.events.emit(manager, {
          kind: 'bed.added',
          actor: caller,
          subject: bedSubject(bed, room, student?.name),
          data: { bedId: bed.id, roomId: room.id, studentId: student?.id ?? null },
        });
        return this.beds.withFreshRoom(manager, bed.id);
      });
    } catch (error) {
      throw addBedConflict(error, input.bedNumber);
    }
  }

  /** Gives a student without a bed a free bed of the same hostel, from today. */
  async assignBed(caller: Caller, studentId: number, bedId: number): Promise<StayChangeView> {
    return this.views.view(
      await this.transactions.run(async (manager) => {
        const student = await this.records.lockCurrent(manager, caller, studentId, 'studentId');
        if (await this.occupancy.currentBed(manager, student.id))
          throw new ConflictError(`${student.name} already has a bed`, 'studentId');
        const { beds, rooms } = await this.occupancy.lockBeds(manager, caller, student.hostelId, [
          { id: bedId, field: 'bedId' },
        ]);
        const [bed] = beds;
        await this.occupancy.assign(manager, student, bed, rooms.get(bed.roomId)!, todayIn(this.clock), 'bedId');
        await this.events.emit(manager, {
          kind: 'student.assigned',
          actor: caller,
          subject: studentSubject(student, labelOf(bed, rooms)),
          data: { studentId: student.id, bedId: bed.id },
        });
        return this.occupancy.settle(manager, student.id, [bed]);
      }),
    );
  }

  /** Ends the student's current stay today and frees the bed. */
  async removeFromBed(caller: Caller, studentId: number): Promise<StayChangeView> {
    return this.views.view(
      await this.transactions.run(async (manager) => {
        const student = await this.records.lockCurrent(manager, caller, studentId, 'studentId');
        const bed = await this.occupancy.currentBed(manager, student.id);
        if (!bed) throw new ConflictError(`${student.name} has no bed`, 'studentId');
        const rooms = await this.occupancy.lockRooms(manager, caller, [bed.roomId]);
        await this.occupancy.vacate(manager, student, todayIn(this.clock), this.clock.now());
        await this.events.emit(manager, {
          kind: 'student.removed_from_bed',
          actor: caller,
          subject: studentSubject(student, labelOf(bed, rooms)),
          data: { studentId: student.id, bedId: bed.id },
        });
        return this.occupancy.settle(manager, student.id, [bed]);
      }),
    );
  }

  /** Ends the student's stay today and starts one in a free bed of the same hostel. */
  async moveStudent(caller: Caller, studentId: number, toBedId: number): Promise<StayChangeView> {
    return this.views.view(
      await this.transactions.run(async (manager) => {
        const student = await this.records.lockCurrent(manager, caller, studentId, 'studentId');
        const current = await this.occupancy.currentBed(manager, student.id);
        if (!current) throw new ConflictError(`${student.name} has no bed`, 'studentId');
        if (current.id === toBedId) throw new ConflictError(`${student.name} is already in this bed`, 'toBedId');
        const { beds, rooms } = await this.occupancy.lockBeds(manager, caller, student.hostelId, [
          { id: current.id, field: 'studentId' },
          { id: toBedId, field: 'toBedId' },
        ]);
        const [from, to] = beds;
        await this.occupancy.move(
          manager,
          student,
          to,
          rooms.get(to.roomId)!,
          todayIn(this.clock),
          this.clock.now(),
          'toBedId',
        );
        await this.events.emit(manager, {
          kind: 'student.moved',
          actor: caller,
          subject: studentSubject(student, `${labelOf(from, rooms)} → ${labelOf(to, rooms)}`),
          data: { studentId: student.id, fromBedId: from.id, toBedId: to.id },
        });
        return this.occupancy.settle(manager, student.id, [from, to]);
      }),
    );
  }
}
