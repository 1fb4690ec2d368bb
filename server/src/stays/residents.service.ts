import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { studentSubject } from '../activity/subjects';
import type { Bed } from '../beds/bed.entity';
import type { AuthUser } from '../common/auth-user';
import { todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { ConflictError, InputError, NotFoundError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { moveInDateProblem } from '../students/dto/person-rules';
import { UpdateStudentInput } from '../students/dto/update-student.input';
import type { Student } from '../students/student.entity';
import { StudentChanges } from '../students/student-changes.service';
import type { NewStudent } from '../students/students.service';
import { BedAssignment, phoneTaken } from './bed-assignment.service';
import { StaysService, StayChangeView } from './stays.service';

/** Changes to a resident that can touch beds: editing (with a room change) and archiving. */
@Injectable()
export class ResidentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly assignment: BedAssignment,
    private readonly studentChanges: StudentChanges,
    private readonly stays: StaysService,
    private readonly activity: ActivityService,
  ) {}

  /**
   * The spec's delete: the resident leaves the lists and frees the bed; stays, deposit and rent terms
   * stay. Archiving an archived resident changes nothing and answers it as it is.
   */
  async archiveStudent(user: AuthUser, id: number): Promise<StayChangeView> {
    return this.stays.view(
      await this.transactions.run(async (manager) => {
        const student = await this.studentChanges.lock(manager, user, id);
        if (student.archivedAt) return { studentId: student.id, beds: [], rooms: [] };
        const bed = await this.assignment.currentBed(manager, student.id);
        if (bed) await this.assignment.lockRooms(manager, user, [bed.roomId]);
        await this.assignment.vacate(manager, student, todayIn(this.clock), this.clock.now());
        await this.studentChanges.archive(manager, student, this.clock.now());
        await this.activity.record(manager, user, 'student.archived', studentSubject(student));
        return this.assignment.settle(manager, student.id, bed ? [bed] : []);
      }),
    );
  }

  /** Edits a resident; another room moves them to its lowest-numbered free bed from today. */
  async updateStudent(user: AuthUser, id: number, input: UpdateStudentInput): Promise<StayChangeView> {
    const today = todayIn(this.clock);
    const moveInProblem = input.moveInDate ? moveInDateProblem(input.moveInDate, today) : null;
    if (moveInProblem) throw InputError.field('moveInDate', moveInProblem);
    return this.stays.view(
      await this.transactions.run(async (manager) => {
        const student = await this.studentChanges.lockCurrent(manager, user, id);
        const values = this.changedValues(student, input);
        if (values.phone) {
          await this.assignment.lockPhone(manager, values.phone);
          if (await this.assignment.phoneCheckedIn(manager, student.hostelId, values.phone, student.id)) throw phoneTaken();
        }
        await this.studentChanges.update(manager, student, values);
        if (values.moveInDate) await this.assignment.correctStart(manager, student.id, student.moveInDate, values.moveInDate);
        const beds = input.roomId ? await this.moveToRoom(manager, user, student, input.roomId, today) : [];
        const changed = [...Object.keys(values), ...(beds.length ? ['room'] : [])];
        await this.activity.record(manager, user, 'student.updated', studentSubject({ ...student, ...values }, changed.join(', ') || undefined));
        return this.assignment.settle(manager, student.id, beds);
      }),
    );
  }

  private changedValues(student: Student, input: UpdateStudentInput): Partial<NewStudent> {
    const values: Partial<NewStudent> = {};
    for (const key of ['name', 'email', 'phone', 'moveInDate'] as const) {
      const value = input[key];
      if (value !== undefined && value !== null && value !== student[key]) values[key] = value;
    }
    return values;
  }

  /** Moves the resident to the lowest-numbered free bed of another room; answers the beds changed. */
  private async moveToRoom(manager: EntityManager, user: AuthUser, student: Student, roomId: number, today: string): Promise<Bed[]> {
    const from = await this.assignment.currentBed(manager, student.id);
    if (from?.roomId === roomId) return [];
    const rooms = await this.assignment.lockRooms(manager, user, from ? [roomId, from.roomId] : [roomId]);
    const room = rooms.get(roomId)!;
    if (room.hostelId !== student.hostelId) throw new NotFoundError('Room', 'roomId');
    const to = await this.assignment.lowestFreeBed(manager, roomId);
    if (!to) throw new ConflictError(`Room ${room.roomNumber} has no free bed`, 'roomId');
    if (from) await this.assignment.vacate(manager, student, today, this.clock.now());
    await this.assignment.occupy(manager, student, to, room, today, 'roomId');
    return from ? [from, to] : [to];
  }
}
