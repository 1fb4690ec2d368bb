import { Injectable } from '@nestjs/common';
import { Events } from '../../events/events.service';
import type { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { FieldError, InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import { DepositsService } from '../../deposits/deposits.service';
import { bedTaken, OccupancyService } from '../../housing/occupancy/occupancy.service';
import { RentTermsService } from '../../rent/rent-terms.service';
import { studentSubject } from '../../students/activity-subject';
import { EARLIEST_DATE } from '../../students/dto/person-rules';
import { StudentRecords } from '../../students/student-records.service';
import { ResidentContacts } from '../stay-change/resident-contacts';
import { StayChangeView, StayChangeViews } from '../stay-change/stay-change.views';
import { CheckInInput } from './dto/check-in.input';
import { bedLabel, billFromProblem, checkInMessages, moveInDateProblem } from '@hostel-admin/rules';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';

/** Checks a new student in: the student, the bed, the deposit, the rent terms and the rent billed so far, all or nothing. */
@Injectable()
export class CheckInService {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly occupancy: OccupancyService,
    private readonly contacts: ResidentContacts,
    private readonly records: StudentRecords,
    private readonly deposits: DepositsService,
    private readonly rent: RentTermsService,
    private readonly events: Events,
    private readonly billing: RentBilling,
    private readonly views: StayChangeViews,
  ) {}

  async checkIn(caller: Caller, input: CheckInInput): Promise<StayChangeView> {
    const today = todayIn(this.clock);
    const moveInDate = input.moveInDate ?? today;
    const paidOn = input.depositPaidOn ?? today;
    const billFrom = input.billRentFrom ?? moveInDate;
    this.checkDates(moveInDate, paidOn, billFrom, today);
    const change = await this.transactions.run(async (manager) => {
      await this.contacts.lock(manager, input.phone);
      const room = (await this.occupancy.lockRooms(manager, caller, [input.roomId])).get(input.roomId)!;
      const bed = await this.occupancy.bedInRoom(manager, room, input.bedId);
      const label = bedLabel(room.roomNumber, bed.bedNumber);
      if (bed.isOccupied) throw bedTaken(label, 'bedId');
      await this.contacts.refuseTakenPhone(manager, room.hostelId, input.phone);
      const warnings = await this.contacts.emailWarnings(manager, room.hostelId, input.email);

      const student = await this.records.insert(manager, room.hostelId, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        moveInDate,
      });
      await this.occupancy.assign(manager, student, bed, room, moveInDate, 'bedId');
      await this.deposits.record(manager, student, {
        amountPaise: input.depositPaise,
        paidOn,
        method: input.depositMethod,
      });
      const terms = {
        monthlyRentPaise: input.monthlyRentPaise,
        rentAgreementDays: input.rentAgreementDays,
        noticePeriodDays: input.noticePeriodDays,
        billFrom,
      };
      await this.rent.record(manager, student, terms);
      await this.billing.billRent(manager, await this.schedules.withTerms(manager, student, terms), today, caller);
      await this.events.emit(manager, {
        kind: 'student.checked_in',
        actor: caller,
        subject: studentSubject(student, label),
        data: {
          studentId: student.id,
          bedId: bed.id,
          roomId: room.id,
          moveInDate,
          monthlyRentPaise: input.monthlyRentPaise,
          depositPaise: input.depositPaise,
        },
      });
      return { change: await this.occupancy.settle(manager, student.id, [bed]), warnings };
    });
    return this.views.view(change.change, change.warnings);
  }

  /** Dates need today's date, so they are checked here rather than in the input. */
  private checkDates(moveInDate: string, paidOn: string, billFrom: string, today: string) {
    const problems: FieldError[] = [];
    const moveIn = moveInDateProblem(moveInDate, today);
    if (moveIn) problems.push({ field: 'moveInDate', message: moveIn });
    const billing = moveIn ? null : billFromProblem(billFrom, moveInDate, today);
    if (billing) problems.push({ field: 'billRentFrom', message: billing });
    if (paidOn < EARLIEST_DATE)
      problems.push({ field: 'depositPaidOn', message: `Deposit date must be on or after ${EARLIEST_DATE}` });
    if (paidOn > today) problems.push({ field: 'depositPaidOn', message: checkInMessages.depositDateInFuture });
    if (problems.length) throw new InputError(problems);
  }
}
