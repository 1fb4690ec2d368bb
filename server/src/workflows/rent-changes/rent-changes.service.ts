import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { callerCan, type RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError, InputError, NotFoundError } from '../../common/errors';
import { offsetOf } from '../../common/pagination';
import { Transactions } from '../../common/transactions';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { rentOn, RentSchedule } from '../../ledger/rent-billing/ledger-schedule';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import { expectPending, rentChangeFacts, RentChangeBook } from '../../ledger/rent-changes/rent-change-book.service';
import type { RentChange } from '../../ledger/rent-changes/rent-change.entity';
import { RentTermsService } from '../../rent/rent-terms.service';
import type { Student } from '../../students/student.entity';
import { StudentRecords } from '../../students/student-records.service';
import { RentChangesArgs, UpdateRentInput } from './dto/update-rent.input';
import { billFromProblem, RENT_CHANGE_LABELS, rentChangeProblems } from '@hostel-admin/rules';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';

/** How far ahead a change may be dated. */

/**
 * Update Rent: one change per resident chosen, all or none. A change that lowers what a resident owes (a
 * lower rent, a discount, a waiver) asked for by a warden waits for an admin; anything else applies at once.
 */
@Injectable()
export class RentChangesService {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly rentTerms: RentTermsService,
    private readonly book: LedgerBook,
    private readonly billing: RentBilling,
    private readonly changes: RentChangeBook,
    private readonly events: Events,
    private readonly submits: IdempotencyKeys,
  ) {}

  async updateRent(caller: RequestCaller, input: UpdateRentInput): Promise<RentChange[]> {
    const today = todayIn(this.clock);
    const comment = input.comment?.trim() || null;
    this.check(input, comment, today);
    const ids = [...input.studentIds].sort((a, b) => a - b);
    const request = {
      studentIds: ids,
      kind: input.kind,
      amountPaise: input.amountPaise ?? null,
      effectiveDate: input.effectiveDate,
      comment,
    };
    return this.transactions.run(async (manager) => {
      // The key's lock first, then the residents': a repeated submit answers the changes the first one made.
      const changeIds = await this.submits.once(
        manager,
        caller,
        { operation: 'updateRent', key: input.idempotencyKey, request },
        async () => {
          const made: number[] = [];
          for (const id of ids) {
            const student = await this.records.lockCurrent(manager, caller, id, 'studentIds');
            made.push((await this.changeOne(manager, caller, student, input, comment, today)).id);
          }
          return made;
        },
      );
      const changes: RentChange[] = [];
      for (const id of changeIds) changes.push((await this.changes.byId(manager, id))!);
      return changes;
    });
  }

  /**
   * An admin applies or rejects a pending change. The change is read again once its resident is locked, so of
   * two answers sent at once the second sees the first one's decision. An approved "bill rent from" is applied to
   * the resident's schedule as it is now (a move-in date corrected since is honoured).
   */
  async decide(caller: RequestCaller, id: number, approve: boolean): Promise<RentChange> {
    return this.transactions.run(async (manager) => {
      const { studentId } = await this.rentChange(manager, caller, id);
      const student = await this.records.lock(manager, caller, studentId, 'id');
      const change = await this.rentChange(manager, caller, id);
      if (!approve || change.kind !== 'bill_from')
        return this.changes.decide(manager, caller, change, approve, student.name);
      expectPending(change);
      const schedule = await this.billFromSchedule(manager, student, change.effectiveDate);
      const decided = await this.changes.decide(manager, caller, change, approve, student.name, schedule);
      await this.rentTerms.setBillFrom(manager, student.id, change.effectiveDate, student.moveInDate);
      return decided;
    });
  }

  async list(caller: RequestCaller, args: RentChangesArgs): Promise<{ items: RentChange[]; totalCount: number }> {
    return this.changes.list(caller.hostelId, args, offsetOf(args), args.pageSize);
  }

  /** How many rent changes of the caller's hostel wait for an admin's approval. */
  waitingCount(caller: RequestCaller): Promise<number> {
    return this.changes.waitingCount(caller.hostelId);
  }

  private async changeOne(
    manager: EntityManager,
    caller: RequestCaller,
    student: Student,
    input: UpdateRentInput,
    comment: string | null,
    today: string,
  ): Promise<RentChange> {
    const terms = await this.rentTerms.termsOf(manager, student.id);
    if (!terms && (input.kind === 'rent_change' || input.kind === 'waiver'))
      throw new ConflictError(`${student.name} has no rent terms to change.`, 'studentIds');
    let lowers = input.kind === 'one_time_discount' || input.kind === 'waiver';
    if (input.kind === 'rent_change' && terms) {
      const schedule = await this.schedules.withTerms(manager, student, terms);
      await this.billing.billRent(manager, schedule, today);
      const state = await this.book.state(manager, student.id);
      lowers = input.amountPaise! < rentOn(input.effectiveDate, schedule, state.rents);
    }
    const needsApproval = lowers && !callerCan(caller, 'rent.approve');
    const change = await this.changes.record(manager, {
      hostelId: student.hostelId,
      studentId: student.id,
      kind: input.kind,
      amountPaise: input.kind === 'waiver' ? null : input.amountPaise!,
      effectiveDate: input.effectiveDate,
      comment,
      requestedBy: caller.actorId,
    });
    if (!needsApproval) return this.changes.apply(manager, caller, change, student.name);
    await this.events.emit(manager, {
      kind: 'rent.change_requested',
      actor: caller,
      subject: {
        type: 'student',
        id: student.id,
        hostelId: student.hostelId,
        label: student.name,
        detail: `${RENT_CHANGE_LABELS[input.kind]}: waits for an admin`,
      },
      data: rentChangeFacts(change),
    });
    return change;
  }

  /**
   * The resident's schedule billing from `billFrom`, checked against their move-in date as it is now: CONFLICT
   * when they left or the date no longer fits (another change came first).
   */
  private async billFromSchedule(manager: EntityManager, student: Student, billFrom: string): Promise<RentSchedule> {
    const terms = await this.rentTerms.termsOf(manager, student.id);
    if (student.archivedAt || !terms)
      throw new ConflictError(`${student.name} no longer lives here: their billing dates stay as they were.`, 'id');
    const problem = billFromProblem(billFrom, student.moveInDate, todayIn(this.clock));
    if (problem) throw new ConflictError(`${problem} Reject this change and ask again.`, 'id');
    return this.schedules.withTerms(manager, student, { ...terms, billFrom });
  }

  /** A rent change of the caller's hostel (every hostel for a superadmin), or NOT_FOUND. */
  private async rentChange(manager: EntityManager, caller: RequestCaller, id: number): Promise<RentChange> {
    const change = await this.changes.byId(manager, id);
    const scope = caller.scope;
    if (!change || (scope !== undefined && change.hostelId !== scope)) throw new NotFoundError('Rent change', 'id');
    return change;
  }

  /** Rules that need the kind or today's date (the web's Update Rent says the same before sending). */
  private check(input: UpdateRentInput, comment: string | null, today: string) {
    const problems = rentChangeProblems({ ...input, comment }, today);
    if (problems.length) throw new InputError(problems);
  }
}
