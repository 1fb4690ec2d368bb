import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import { callerCan, type RequestCaller } from '../../common/caller';
import { ConflictError, InputError } from '../../common/errors';
import { rentChangeText } from '../../ledger/ledger-rules';
import { RentSchedule, scheduleOf, StayEnd } from '../../ledger/rent-billing/ledger-schedule';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import { rentChangeFacts, RentChangeBook } from '../../ledger/rent-changes/rent-change-book.service';
import type { RentTerms } from '../../rent/rent-terms.entity';
import { RentTermsService } from '../../rent/rent-terms.service';
import { studentSubject } from '../../students/activity-subject';
import type { Student } from '../../students/student.entity';
import type { FieldWarning } from '../stay-change/stay-change.payload';
import { billFromProblem, readableDate } from '@hostel-admin/rules';

/** What an edit does to a resident's billing dates, checked before anything is written. */
export interface BillingDatesChange {
  /** The new "bill rent from" to record now (null: from the move-in date); undefined when it stays. */
  billFrom?: string | null;
  /** The schedule to bring the billed rent in line with; undefined when it stays. */
  schedule?: RentSchedule;
  /** A new "bill rent from" that waits for an admin: it takes billed rent back and a warden asked for it. */
  held?: string;
}

/**
 * The move-in date and "bill rent from" of Edit Student Details. An admin's change applies at once. A warden's
 * change that takes back more billed rent than it bills (the maker-checker rule of Update Rent) does not: a new
 * "bill rent from" waits for an admin as a pending rent change (kind bill_from) while the rest of the edit saves,
 * and a new move-in date is refused, as it also moves the stay and cannot wait half-applied. One "bill rent from"
 * waits at a time: the same date again is that request (nothing more is recorded), another date is a CONFLICT until
 * an admin decides the first, so an admin never has two to choose between.
 */
@Injectable()
export class BillingDates {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly rent: RentTermsService,
    private readonly billing: RentBilling,
    private readonly changes: RentChangeBook,
    private readonly events: Events,
  ) {}

  /**
   * Checks the day billing starts against the (new) move-in date: a later move-in date must not pass a "Bill rent
   * from" already set. Answers what to write; writes nothing but the rent billed by today.
   */
  async check(
    manager: EntityManager,
    caller: RequestCaller,
    student: Student,
    newMoveIn: string | undefined,
    billRentFrom: string | undefined,
    today: string,
  ): Promise<BillingDatesChange> {
    if (!billRentFrom && !newMoveIn) return {};
    const terms = await this.rent.termsOf(manager, student.id);
    if (!terms) {
      if (billRentFrom) throw InputError.field('billRentFrom', 'Bill rent from needs the rent terms of a check-in.');
      return {};
    }
    const moveIn = newMoveIn ?? student.moveInDate;
    const billFrom = billRentFrom ?? terms.billFrom ?? moveIn;
    const problem = billFromProblem(billFrom, moveIn, today);
    if (problem) {
      if (billRentFrom) throw InputError.field('billRentFrom', problem);
      throw InputError.field(
        'moveInDate',
        `Move-in Date must be on or before Bill rent from (${readableDate(billFrom)}).`,
      );
    }
    const stored = billFrom === moveIn ? null : billFrom;
    const billFromChanges = stored !== terms.billFrom;
    if (!billFromChanges && !newMoveIn) return {};
    const moved = { ...student, moveInDate: moveIn };
    const end = await this.schedules.endOf(manager, student);
    const wanted = scheduleOf(moved, { ...terms, billFrom: stored }, end);
    const applied = { billFrom: billFromChanges ? stored : undefined, schedule: wanted };
    if (callerCan(caller, 'rent.approve') || !(await this.takesBack(manager, student, terms, end, wanted, today)))
      return applied;
    await this.expectNoOtherWaiting(manager, student, billFrom);
    if (!newMoveIn) return { held: billFrom };
    // The move-in date alone, with "bill rent from" as it is (when it still fits the new move-in date).
    const keepsBillFrom = billFromChanges && (terms.billFrom === null || terms.billFrom >= moveIn);
    const alone = keepsBillFrom ? scheduleOf(moved, terms, end) : wanted;
    if (!keepsBillFrom || (await this.takesBack(manager, student, terms, end, alone, today)))
      throw new ConflictError(
        `Moving the Move-in Date to ${readableDate(moveIn)} takes back rent already billed, so an admin must make this change. Nothing was saved.`,
        'moveInDate',
      );
    return { schedule: alone, held: billFrom };
  }

  /**
   * Records a held "bill rent from" for an admin (Update Rent, Waiting for approval) and answers the warning that
   * says so.
   */
  async hold(manager: EntityManager, caller: RequestCaller, student: Student, billFrom: string): Promise<FieldWarning> {
    // The same date asked again (a double tap, a second save) is the request already waiting: recorded once.
    if (!(await this.changes.waitingBillFrom(manager, student.id))) {
      const change = await this.changes.record(manager, {
        hostelId: student.hostelId,
        studentId: student.id,
        kind: 'bill_from',
        amountPaise: null,
        effectiveDate: billFrom,
        comment: null,
        requestedBy: caller.actorId,
      });
      await this.events.emit(manager, {
        kind: 'rent.change_requested',
        actor: caller,
        subject: studentSubject(student, `${rentChangeText(change)}: waits for an admin`),
        data: rentChangeFacts(change),
      });
    }
    return {
      field: 'billRentFrom',
      message: `Bill rent from ${readableDate(billFrom)} takes back rent already billed, so it waits for an admin's approval (Update Rent). The other details were saved.`,
    };
  }

  /** CONFLICT when another "bill rent from" already waits for an admin: nothing of the edit is saved. */
  private async expectNoOtherWaiting(manager: EntityManager, student: Student, billFrom: string): Promise<void> {
    const waiting = await this.changes.waitingBillFrom(manager, student.id);
    if (waiting && waiting !== billFrom)
      throw new ConflictError(
        `Bill rent from ${readableDate(waiting)} already waits for an admin's approval (Update Rent): an admin approves or rejects it before another date is asked for. Nothing was saved.`,
        'billRentFrom',
      );
  }

  /**
   * True when rescheduling to `schedule` would take back more billed rent than it bills. The rent the present
   * schedule bills by today is billed first (the hourly job would), so what is due counts as billed.
   */
  private async takesBack(
    manager: EntityManager,
    student: Student,
    terms: RentTerms,
    end: StayEnd,
    schedule: RentSchedule,
    today: string,
  ): Promise<boolean> {
    await this.billing.billRent(manager, scheduleOf(student, terms, end), today);
    return (await this.billing.plan(manager, schedule, today)).changePaise < 0;
  }
}
