import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError, InputError, NotFoundError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import type { Bed } from '../../housing/beds/bed.entity';
import { OccupancyService } from '../../housing/occupancy/occupancy.service';
import { RentTermsService } from '../../rent/rent-terms.service';
import { studentSubject } from '../../students/activity-subject';
import type { Student } from '../../students/student.entity';
import { StudentRecords } from '../../students/student-records.service';
import type { NewStudent } from '../../students/students.service';
import { ResidentContacts } from '../stay-change/resident-contacts';
import { StayChangeView, StayChangeViews } from '../stay-change/stay-change.views';
import { BillingDates } from './billing-dates';
import { UpdateStudentInput } from './dto/update-student.input';
import { moveInDateProblem } from '@hostel-admin/rules';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';
import { movesOutOn, RESCHEDULED } from '../../ledger/rent-billing/ledger-schedule';

/** Changes to a student that can touch beds: editing (with a room change) and archiving. */
@Injectable()
export class StudentChangesService {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly occupancy: OccupancyService,
    private readonly contacts: ResidentContacts,
    private readonly records: StudentRecords,
    private readonly rent: RentTermsService,
    private readonly events: Events,
    private readonly views: StayChangeViews,
    private readonly billing: RentBilling,
    private readonly billingDates: BillingDates,
  ) {}

  /**
   * The spec's delete: the student leaves the lists and frees the bed; stays, deposit and rent terms
   * stay. Archiving an archived student changes nothing and answers it as it is.
   */
  async archiveStudent(caller: RequestCaller, id: number): Promise<StayChangeView> {
    return this.views.view(
      await this.transactions.run(async (manager) => {
        const student = await this.records.lock(manager, caller, id);
        if (student.archivedAt) return { studentId: student.id, beds: [], rooms: [] };
        const bed = await this.occupancy.currentBed(manager, student.id);
        if (bed) await this.occupancy.lockRooms(manager, caller, [bed.roomId]);
        // Rent is billed up to the day they leave, and none after a move-out date that passed.
        const schedule = await this.schedules.of(manager, student);
        const today = todayIn(this.clock);
        if (schedule)
          await this.billing.align(manager, schedule, today, today, caller, movesOutOn(schedule.endsOn ?? today));
        await this.occupancy.vacate(manager, student, todayIn(this.clock), this.clock.now());
        await this.records.archive(manager, student, this.clock.now());
        await this.events.emit(manager, {
          kind: 'student.archived',
          actor: caller,
          subject: studentSubject(student),
          data: { studentId: student.id, bedId: bed?.id ?? null, leftOn: todayIn(this.clock) },
        });
        return this.occupancy.settle(manager, student.id, bed ? [bed] : []);
      }),
    );
  }

  /**
   * Edits a student; another room moves them to its lowest-numbered free bed from today. A warden's new billing
   * dates that take billed rent back wait for an admin (BillingDates).
   */
  async updateStudent(caller: RequestCaller, id: number, input: UpdateStudentInput): Promise<StayChangeView> {
    const today = todayIn(this.clock);
    const { change, warnings } = await this.transactions.run(async (manager) => {
      const student = await this.records.lockCurrent(manager, caller, id);
      const values = this.changedValues(student, input);
      // Only a new move-in date must fall in the allowed range: an old one already recorded stays editable.
      const moveInProblem = values.moveInDate ? moveInDateProblem(values.moveInDate, today) : null;
      if (moveInProblem) throw InputError.field('moveInDate', moveInProblem);
      if (values.phone) {
        await this.contacts.lock(manager, values.phone);
        await this.contacts.refuseTakenPhone(manager, student.hostelId, values.phone, student.id);
      }
      // Only a changed e-mail is warned about: keeping one that another resident has is no news.
      const warnings = values.email
        ? await this.contacts.emailWarnings(manager, student.hostelId, values.email, student.id)
        : [];
      const dates = await this.billingDates.check(
        manager,
        caller,
        student,
        values.moveInDate,
        input.billRentFrom,
        today,
      );
      if (dates.billFrom !== undefined)
        await this.rent.setBillFrom(manager, student.id, dates.billFrom, values.moveInDate ?? student.moveInDate);
      await this.records.update(manager, student, values);
      if (values.moveInDate)
        await this.occupancy.correctStart(manager, student.id, student.moveInDate, values.moveInDate);
      if (dates.schedule) await this.billing.align(manager, dates.schedule, today, today, caller, RESCHEDULED);
      if (dates.held)
        warnings.push(await this.billingDates.hold(manager, caller, { ...student, ...values }, dates.held));
      const beds = input.roomId ? await this.moveToRoom(manager, caller, student, input.roomId, today) : [];
      const changed = [
        ...Object.keys(values),
        ...(dates.billFrom !== undefined ? ['billRentFrom'] : []),
        ...(beds.length ? ['room'] : []),
      ];
      await this.events.emit(manager, {
        kind: 'student.updated',
        actor: caller,
        subject: studentSubject({ ...student, ...values }, changed.join(', ') || undefined),
        data: { studentId: student.id, fields: changed },
      });
      return { change: await this.occupancy.settle(manager, student.id, beds), warnings };
    });
    return this.views.view(change, warnings);
  }

  private changedValues(student: Student, input: UpdateStudentInput): Partial<NewStudent> {
    const values: Partial<NewStudent> = {};
    for (const key of ['name', 'email', 'phone', 'moveInDate'] as const) {
      const value = input[key];
      if (value !== undefined && value !== null && value !== student[key]) values[key] = value;
    }
    return values;
  }

  /** Moves the student to the lowest-numbered free bed of another room; answers the beds changed. */
  private async moveToRoom(
    manager: EntityManager,
    caller: RequestCaller,
    student: Student,
    roomId: number,
    today: string,
  ): Promise<Bed[]> {
    const from = await this.occupancy.currentBed(manager, student.id);
    if (from?.roomId === roomId) return [];
    const rooms = await this.occupancy.lockRooms(manager, caller, from ? [roomId, from.roomId] : [roomId]);
    const room = rooms.get(roomId)!;
    if (room.hostelId !== student.hostelId) throw new NotFoundError('Room', 'roomId');
    const to = await this.occupancy.lowestFreeBed(manager, roomId);
    if (!to) throw new ConflictError(`Room ${room.roomNumber} has no free bed`, 'roomId');
    if (from) await this.occupancy.move(manager, student, to, room, today, this.clock.now(), 'roomId');
    else await this.occupancy.assign(manager, student, to, room, today, 'roomId');
    return from ? [from, to] : [to];
  }
}
