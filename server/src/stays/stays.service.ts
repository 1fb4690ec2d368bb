import { Injectable } from '@nestjs/common';
import { ActivityService } from '../activity/activity.service';
import { studentSubject } from '../activity/subjects';
import { bedLabel } from '../beds/bed.entity';
import type { AuthUser } from '../common/auth-user';
import { todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { ConflictError } from '../common/errors';
import { Transactions } from '../common/transactions';
import type { Room } from '../rooms/room.entity';
import { StudentChanges } from '../students/student-changes.service';
import { StudentsService, StudentWithRoom } from '../students/students.service';
import { BedAssignment, StayChange } from './bed-assignment.service';

/** What a stays mutation answers: the resident and every bed and room it changed. */
export interface StayChangeView {
  student: StudentWithRoom;
  beds: StayChange['beds'];
  rooms: Room[];
}

const labelOf = (bed: { roomId: number; bedNumber: number }, rooms: Map<number, Room>) => bedLabel(rooms.get(bed.roomId)!.roomNumber, bed.bedNumber);

/** Assigns residents to beds, removes them and moves them, keeping each bed's history of stays. */
@Injectable()
export class StaysService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly assignment: BedAssignment,
    private readonly studentChanges: StudentChanges,
    private readonly students: StudentsService,
    private readonly activity: ActivityService,
  ) {}

  /** Gives a resident without a bed a free bed of the same hostel, from today. */
  async assignBed(user: AuthUser, studentId: number, bedId: number): Promise<StayChangeView> {
    return this.view(
      await this.transactions.run(async (manager) => {
        const student = await this.studentChanges.lockCurrent(manager, user, studentId, 'studentId');
        if (await this.assignment.currentBed(manager, student.id)) throw new ConflictError(`${student.name} already has a bed`, 'studentId');
        const { beds, rooms } = await this.assignment.lockBeds(manager, user, student.hostelId, [{ id: bedId, field: 'bedId' }]);
        const [bed] = beds;
        await this.assignment.occupy(manager, student, bed, rooms.get(bed.roomId)!, todayIn(this.clock), 'bedId');
        await this.activity.record(manager, user, 'student.assigned', studentSubject(student, labelOf(bed, rooms)));
        return this.assignment.settle(manager, student.id, [bed]);
      }),
    );
  }

  /** Ends the resident's current stay today and frees the bed. */
  async removeFromBed(user: AuthUser, studentId: number): Promise<StayChangeView> {
    return this.view(
      await this.transactions.run(async (manager) => {
        const student = await this.studentChanges.lockCurrent(manager, user, studentId, 'studentId');
        const bed = await this.assignment.currentBed(manager, student.id);
        if (!bed) throw new ConflictError(`${student.name} has no bed`, 'studentId');
        const rooms = await this.assignment.lockRooms(manager, user, [bed.roomId]);
        await this.assignment.vacate(manager, student, todayIn(this.clock), this.clock.now());
        await this.activity.record(manager, user, 'student.removed_from_bed', studentSubject(student, labelOf(bed, rooms)));
        return this.assignment.settle(manager, student.id, [bed]);
      }),
    );
  }

  /** Ends the resident's stay today and starts one in a free bed of the same hostel. */
  async moveStudent(user: AuthUser, studentId: number, toBedId: number): Promise<StayChangeView> {
    return this.view(
      await this.transactions.run(async (manager) => {
        const student = await this.studentChanges.lockCurrent(manager, user, studentId, 'studentId');
        const current = await this.assignment.currentBed(manager, student.id);
        if (!current) throw new ConflictError(`${student.name} has no bed`, 'studentId');
        if (current.id === toBedId) throw new ConflictError(`${student.name} is already in this bed`, 'toBedId');
        const { beds, rooms } = await this.assignment.lockBeds(manager, user, student.hostelId, [
          { id: current.id, field: 'studentId' },
          { id: toBedId, field: 'toBedId' },
        ]);
        const [from, to] = beds;
        const today = todayIn(this.clock);
        await this.assignment.vacate(manager, student, today, this.clock.now());
        await this.assignment.occupy(manager, student, to, rooms.get(to.roomId)!, today, 'toBedId');
        await this.activity.record(manager, user, 'student.moved', studentSubject(student, `${labelOf(from, rooms)} → ${labelOf(to, rooms)}`));
        return this.assignment.settle(manager, student.id, [from, to]);
      }),
    );
  }

  /** The committed change, with the resident read afresh. */
  async view(change: StayChange): Promise<StayChangeView> {
    const [student] = await this.students.byIds([change.studentId]);
    return { student: student!, beds: change.beds, rooms: change.rooms };
  }
}
