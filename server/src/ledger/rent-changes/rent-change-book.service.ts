import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import type { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError } from '../../common/errors';
import { likePattern } from '../../common/pagination';
import { Charges } from '../charges/charges.service';
import { LedgerBook } from '../ledger-book.service';
import { rentChangeText } from '../ledger-rules';
import { RentSchedule, RESCHEDULED } from '../rent-billing/ledger-schedule';
import { RentBilling } from '../rent-billing/rent-billing.service';
import { RentChange } from './rent-change.entity';
import { RENT_CHANGE_LABELS } from '@hostel-admin/rules';

/** CONFLICT unless the change still waits for an admin: read after the resident's lock, a second answer sees the first. */
export function expectPending(change: Pick<RentChange, 'status'>): void {
  if (change.status !== 'pending') throw new ConflictError(`This rent change was already ${change.status}.`, 'id');
}

/** What a rent change's events carry. */
export const rentChangeFacts = (change: RentChange) => ({
  studentId: change.studentId,
  rentChangeId: change.id,
  kind: change.kind,
  amountPaise: change.amountPaise,
  effectiveDate: change.effectiveDate,
});

/**
 * Rent changes (a new rent from a date, a one-time discount or surcharge, a waiver, a new "bill rent from"): the
 * only writer of rent_changes and of the adjustment rows a change makes. Writes run inside the caller's
 * transaction, after the resident's lock.
 */
@Injectable()
export class RentChangeBook {
  constructor(
    private readonly charges: Charges,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly book: LedgerBook,
    private readonly billing: RentBilling,
    private readonly events: Events,
    private readonly clock: Clock,
  ) {}

  /**
   * Applies a rent change inside the caller's transaction: a new rent is read by billing from its date (billed
   * periods keep their amount); a one-time discount or surcharge is a charge on its date; a waiver reverses the
   * rent billed for the period holding its date; a new "bill rent from" reschedules the resident's rent to
   * `schedule` (the caller records the date in the rent terms). Marks the change applied with what it made.
   */
  async apply(
    manager: EntityManager,
    caller: Caller,
    change: RentChange,
    studentName: string,
    schedule?: RentSchedule,
  ): Promise<RentChange> {
    await this.book.lock(manager, change.studentId);
    if (change.kind === 'bill_from') {
      if (schedule?.billFrom !== change.effectiveDate) throw new Error('A bill_from change applies with its schedule');
      const today = todayIn(this.clock);
      await this.billing.align(manager, schedule, today, today, caller, RESCHEDULED);
    }
    let chargeId: number | null = null;
    const base = {
      hostelId: change.hostelId,
      studentId: change.studentId,
      kind: 'adjustment' as const,
      comment: change.comment,
      dueDate: change.effectiveDate,
      createdBy: caller.actorId,
    };
    if (change.kind === 'one_time_discount' || change.kind === 'one_time_surcharge') {
      const discount = change.kind === 'one_time_discount';
      chargeId = await this.charges.appendOne(manager, {
        ...base,
        label: RENT_CHANGE_LABELS[change.kind],
        amountPaise: discount ? -change.amountPaise! : change.amountPaise!,
      });
    } else if (change.kind === 'waiver') {
      const { charges, allocation } = await this.book.state(manager, change.studentId);
      const net = new Map(allocation.charges.map((c) => [c.id, c.netPaise]));
      const period = charges.find(
        (c) =>
          c.kind === 'rent' &&
          c.rentPeriod! <= change.effectiveDate &&
          (c.periodEnd ?? c.rentPeriod!) >= change.effectiveDate &&
          (net.get(c.id) ?? 0) > 0,
      );
      if (!period)
        throw new ConflictError(`${studentName} has no billed rent period on that date to waive.`, 'effectiveDate');
      chargeId = await this.charges.appendOne(manager, {
        ...base,
        label: `Waiver: ${period.label}`,
        amountPaise: -(net.get(period.id) ?? 0),
        reason: 'reversal',
        reversesChargeId: period.id,
      });
    }
    await manager.update(RentChange, { id: change.id }, { status: 'applied', chargeId });
    await this.book.project(manager, change.studentId, change.hostelId);
    await this.events.emit(manager, {
      kind: 'rent.changed',
      actor: caller,
      subject: {
        type: 'student',
        id: change.studentId,
        hostelId: change.hostelId,
        label: studentName,
        detail: rentChangeText(change),
      },
      data: rentChangeFacts(change),
    });
    return manager.findOneByOrFail(RentChange, { id: change.id });
  }

  /** A rent change by id, inside the caller's transaction, or null. */
  byId(manager: EntityManager, id: number): Promise<RentChange | null> {
    return manager.findOneBy(RentChange, { id });
  }

  /**
   * The date of the resident's "bill rent from" that waits for an admin, or null; read in the caller's transaction,
   * under the resident's lock.
   */
  async waitingBillFrom(manager: EntityManager, studentId: number): Promise<string | null> {
    const change = await manager.findOne(RentChange, {
      where: { studentId, kind: 'bill_from', status: 'pending' },
      order: { id: 'ASC' },
    });
    return change?.effectiveDate ?? null;
  }

  /**
   * A hostel's rent changes, newest first, in one state or all; `search` matches the resident's name (as it is now)
   * or the comment, case-insensitively.
   */
  async list(
    hostelId: number,
    where: { status?: RentChange['status']; search?: string | null },
    skip: number,
    take: number,
  ) {
    const query = this.dataSource.manager
      .createQueryBuilder(RentChange, 'rc')
      .where('rc.hostel_id = :hostelId', { hostelId });
    if (where.status) query.andWhere('rc.status = :status', { status: where.status });
    if (where.search?.trim()) {
      query.andWhere(
        `(LOWER(COALESCE(rc.comment, '')) LIKE :pattern ESCAPE '\\'
          OR EXISTS (SELECT 1 FROM students s WHERE s.id = rc.student_id AND LOWER(s.name) LIKE :pattern ESCAPE '\\'))`,
        { pattern: likePattern(where.search) },
      );
    }
    const [items, totalCount] = await query.orderBy('rc.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return { items, totalCount };
  }

  /** How many of a hostel's rent changes wait for an admin: a count over the index (hostel_id, status, id). */
  waitingCount(hostelId: number): Promise<number> {
    return this.dataSource.manager.countBy(RentChange, { hostelId, status: 'pending' });
  }

  /** Writes a rent change as asked (pending), inside the caller's transaction. */
  async record(
    manager: EntityManager,
    values: Pick<
      RentChange,
      'hostelId' | 'studentId' | 'kind' | 'amountPaise' | 'effectiveDate' | 'comment' | 'requestedBy'
    >,
  ): Promise<RentChange> {
    const result = await manager.insert(RentChange, { ...values, status: 'pending' });
    return manager.findOneByOrFail(RentChange, { id: Number(result.identifiers[0].id) });
  }

  /**
   * An admin's answer to a pending change: applied, or rejected with nothing else written. A "bill rent from"
   * applies with the resident's schedule billing from its date (`schedule`).
   */
  async decide(
    manager: EntityManager,
    caller: Caller,
    change: RentChange,
    approve: boolean,
    studentName: string,
    schedule?: RentSchedule,
  ): Promise<RentChange> {
    expectPending(change);
    await manager.update(RentChange, { id: change.id }, { decidedBy: caller.actorId, decidedAt: this.clock.now() });
    if (approve) return this.apply(manager, caller, change, studentName, schedule);
    await manager.update(RentChange, { id: change.id }, { status: 'rejected' });
    await this.events.emit(manager, {
      kind: 'rent.change_rejected',
      actor: caller,
      subject: {
        type: 'student',
        id: change.studentId,
        hostelId: change.hostelId,
        label: studentName,
        detail: rentChangeText(change),
      },
      data: rentChangeFacts(change),
    });
    return manager.findOneByOrFail(RentChange, { id: change.id });
  }
}
