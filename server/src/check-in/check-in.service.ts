import { Injectable } from '@nestjs/common';
import { ActivityService } from '../activity/activity.service';
import { studentSubject } from '../activity/subjects';
import { bedLabel } from '../beds/bed.entity';
import type { AuthUser } from '../common/auth-user';
import { todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { FieldError, InputError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { DepositsService } from '../deposits/deposits.service';
import { RentTermsService } from '../rent/rent-terms.service';
import { BedAssignment, bedTaken, phoneTaken } from '../stays/bed-assignment.service';
import { StaysService, StayChangeView } from '../stays/stays.service';
import { EARLIEST_DATE, moveInDateProblem } from '../students/dto/person-rules';
import { StudentChanges } from '../students/student-changes.service';
import { CheckInInput } from './dto/check-in.input';

/** Checks a new resident in: the resident, the bed, the deposit and the rent terms, all or nothing. */
@Injectable()
export class CheckInService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly assignment: BedAssignment,
    private readonly studentChanges: StudentChanges,
    private readonly stays: StaysService,
    private readonly deposits: DepositsService,
    private readonly rent: RentTermsService,
    private readonly activity: ActivityService,
  ) {}

  async checkIn(user: AuthUser, input: CheckInInput): Promise<StayChangeView> {
    const today = todayIn(this.clock);
    const moveInDate = input.moveInDate ?? today;
    const paidOn = input.depositPaidOn ?? today;
    this.checkDates(moveInDate, paidOn, today);
    const change = await this.transactions.run(async (manager) => {
      await this.assignment.lockPhone(manager, input.phone);
      const room = (await this.assignment.lockRooms(manager, user, [input.roomId])).get(input.roomId)!;
      const bed = await this.assignment.bedInRoom(manager, room, input.bedId);
      const label = bedLabel(room.roomNumber, bed.bedNumber);
      if (bed.isOccupied) throw bedTaken(label, 'bedId');
      if (await this.assignment.phoneCheckedIn(manager, room.hostelId, input.phone)) throw phoneTaken();

      const student = await this.studentChanges.insert(manager, room.hostelId, { name: input.name, email: input.email, phone: input.phone, moveInDate });
      await this.assignment.occupy(manager, student, bed, room, moveInDate, 'bedId');
      await this.deposits.record(manager, student, { amountPaise: input.depositPaise, paidOn, method: input.depositMethod });
      await this.rent.record(manager, student, {
        monthlyRentPaise: input.monthlyRentPaise,
        rentAgreementDays: input.rentAgreementDays,
        noticePeriodDays: input.noticePeriodDays,
      });
      await this.activity.record(manager, user, 'student.checked_in', studentSubject(student, label));
      return this.assignment.settle(manager, student.id, [bed]);
    });
    return this.stays.view(change);
  }

  /** Dates need today's date, so they are checked here rather than in the input. */
  private checkDates(moveInDate: string, paidOn: string, today: string) {
    const problems: FieldError[] = [];
    const moveIn = moveInDateProblem(moveInDate, today);
    if (moveIn) problems.push({ field: 'moveInDate', message: moveIn });
    if (paidOn < EARLIEST_DATE) problems.push({ field: 'depositPaidOn', message: `Deposit date must be on or after ${EARLIEST_DATE}` });
    if (paidOn > today) problems.push({ field: 'depositPaidOn', message: 'Deposit date cannot be later than today' });
    if (problems.length) throw new InputError(problems);
  }
}
