import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { advisoryLock } from '../common/advisory-lock';
import type { AuthUser } from '../common/auth-user';
import { readableDate, todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../common/errors';
import { isUniqueViolation } from '../common/transactions';
import { periodAt, RentPeriodStatus } from '../rent/rent-periods';
import { Allocation, allocate, AllocatedCharge, periodStatus, settledBy } from './allocation';
import { Charge } from './charge.entity';
import {
  EXTRA_CHARGE_LABELS,
  ExtraChargeReason,
  InProcess,
  MonthPaymentStatus,
  PAYMENT_METHOD_LABELS,
  PaymentMethod,
  PaymentState,
  receiptNumberText,
  RENT_CHANGE_LABELS,
  rentChangeText,
  VERIFIED_METHODS,
} from './ledger-rules';
import { Payment } from './payment.entity';
import { PaymentVerification } from './payment-verification.entity';
import { ReceiptCounter } from './receipt-counter.entity';
import { RentChange } from './rent-change.entity';
import { RentMonth } from './rent-month.entity';
import { formatRs } from './money-text';
import {
  periodsStarted,
  periodsToBill,
  rentAfterStay,
  rentOn,
  RentSchedule,
  ReschedulePlan,
  reschedulePlan,
} from './ledger-schedule';

export interface NewPayment {
  studentId: number;
  hostelId: number;
  /** The resident's name, for the activity log. */
  studentName: string;
  amountPaise: number;
  method: PaymentMethod;
  reference: string | null;
  paidOn: string;
  note: string | null;
  idempotencyKey: string;
}

/** A payment with what the ledger knows of it. */
export interface PaymentView extends Payment {
  status: PaymentState;
  verifiedBy: number | null;
  verifiedAt: Date | null;
}

/** Every row of one resident and their arithmetic. */
export interface LedgerState {
  charges: Charge[];
  /** Applied new rents, oldest first: what each period bills. */
  rents: RentChange[];
  payments: PaymentView[];
  allocation: Allocation;
}

/** A rent period as screens show it. */
export interface PeriodView {
  id: string;
  label: string;
  startDate: string;
  endDate: string;
  amountPaise: number;
  settledPaise: number;
  pendingPaise: number;
  status: RentPeriodStatus;
}

/** One row of a resident's ledger. */
export interface LedgerLine {
  id: string;
  date: string;
  item: string;
  chargePaise: number | null;
  paymentPaise: number | null;
  balancePaise: number;
  payment: PaymentView | null;
}

/** Thrown when a submit's idempotency key was taken by a racing transaction: read the winner afterwards. */
export class DuplicateSubmit extends Error {}

/**
 * A key is one form submit: for one resident, amount and method. The payment recorded under it answers a repeat
 * of that submit only; the key sent for another resident or other details is a CONFLICT, never that payment.
 */
export function expectSameSubmit(
  earlier: Pick<Payment, 'studentId' | 'amountPaise' | 'method'>,
  input: Pick<NewPayment, 'studentId' | 'amountPaise' | 'method'>,
): void {
  const same =
    earlier.studentId === input.studentId &&
    earlier.amountPaise === input.amountPaise &&
    earlier.method === input.method;
  if (!same)
    throw new ConflictError(
      'This form was already submitted with other details. Reload the page and try again.',
      'idempotencyKey',
    );
}

/** CONFLICT unless the change still waits for an admin: read after the resident's lock, a second answer sees the first. */
export function expectPending(change: Pick<RentChange, 'status'>): void {
  if (change.status !== 'pending') throw new ConflictError(`This rent change was already ${change.status}.`, 'id');
}

const isComplete = (payment: Payment, verification: PaymentVerification | undefined) =>
  !VERIFIED_METHODS.includes(payment.method) || verification !== undefined;

/**
 * The ledger: the only code that writes money rows (charges, payments, verifications, receipt numbers) and the
 * rent_months projection. Rows are only ever inserted; the arithmetic (allocation.ts) is derived from them.
 * Writes run inside the caller's transaction and take a per-resident lock, so two payments racing on one
 * resident are applied one after the other.
 */
@Injectable()
export class LedgerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
  ) {}

  /** Serialises ledger writes of one resident until the transaction ends. */
  lockResident(manager: EntityManager, studentId: number): Promise<void> {
    return advisoryLock(manager, `ledger:student:${studentId}`);
  }

  /**
   * Bills every rent period that has started by `today` and is not billed yet, from the schedule's first day.
   * Idempotent: the database allows one rent charge per resident and period, so a second run (or a second
   * server) inserts nothing. Answers how many periods it billed.
   */
  async billRent(
    manager: EntityManager,
    schedule: RentSchedule,
    today: string,
    by: AuthUser | null = null,
  ): Promise<number> {
    const starts = periodsStarted(schedule, today);
    if (!starts.length) return 0;
    const billed = new Set(
      (
        await manager.find(Charge, {
          select: { rentPeriod: true },
          where: { studentId: schedule.studentId, kind: 'rent' },
        })
      ).map((c) => c.rentPeriod),
    );
    if (starts.every((p) => billed.has(p.startDate))) return 0;
    const charged = periodsToBill(schedule, today, billed, await this.appliedRents(manager, schedule.studentId));
    if (!charged.length) return 0;
    await manager
      .createQueryBuilder()
      .insert()
      .into(Charge)
      .values(
        charged.map(({ period, amountPaise }) => ({
          hostelId: schedule.hostelId,
          studentId: schedule.studentId,
          kind: 'rent' as const,
          rentPeriod: period.startDate,
          periodEnd: period.endDate,
          label: `Rent ${period.label}`,
          amountPaise,
          dueDate: period.startDate,
          createdBy: by?.userId ?? null,
        })),
      )
      .orIgnore()
      .execute();
    await this.refresh(manager, schedule.studentId, schedule.hostelId);
    return charged.length;
  }

  /**
   * Adds one extra charge per resident (electric, water, maintenance, other), due today, inside the caller's
   * transaction; each resident's months are rebuilt and the activity log names them.
   */
  async addExtraCharges(
    manager: EntityManager,
    user: AuthUser,
    residents: { id: number; hostelId: number; name: string }[],
    charge: { amountPaise: number; reason: ExtraChargeReason; comment: string | null; dueDate: string },
  ): Promise<void> {
    const label = EXTRA_CHARGE_LABELS[charge.reason];
    for (const resident of residents) {
      await this.lockResident(manager, resident.id);
      await manager.insert(Charge, {
        hostelId: resident.hostelId,
        studentId: resident.id,
        kind: 'extra',
        label,
        amountPaise: charge.amountPaise,
        reason: charge.reason,
        comment: charge.comment,
        dueDate: charge.dueDate,
        createdBy: user.userId,
      });
      await this.refresh(manager, resident.id, resident.hostelId);
      await this.activity.record(manager, user, 'charge.added', {
        type: 'student',
        id: resident.id,
        hostelId: resident.hostelId,
        label: resident.name,
        detail: `${label} ${formatRs(charge.amountPaise)}${charge.comment ? `: ${charge.comment}` : ''}`,
      });
    }
  }

  /**
   * Brings the billed rent in line with a changed schedule (a corrected move-in date or "bill rent from"), inside
   * the caller's transaction: a billed period the schedule no longer has is reversed (a new row taking its amount
   * back, with the reason), one it has again is billed again, and new periods are billed. Nothing is edited.
   */
  async reschedule(manager: EntityManager, schedule: RentSchedule, today: string, by: AuthUser): Promise<void> {
    const { adjustments } = await this.planReschedule(manager, schedule, today);
    await this.insertReversals(manager, adjustments, 'Billing dates changed', today, by);
    if (!(await this.billRent(manager, schedule, today, by)))
      await this.refresh(manager, schedule.studentId, schedule.hostelId);
  }

  /**
   * What `reschedule` would write for this schedule, under the resident's lock and without writing anything: so a
   * caller can tell a change that takes billed rent back before it applies it.
   */
  async planReschedule(manager: EntityManager, schedule: RentSchedule, today: string): Promise<ReschedulePlan> {
    await this.lockResident(manager, schedule.studentId);
    return reschedulePlan(await this.state(manager, schedule.studentId), schedule, today);
  }

  /**
   * Records a payment with the next receipt number, inside the caller's transaction. A submit whose key was
   * already recorded answers that payment instead of a second one (the same resident, amount and method), or
   * refuses when the key was used for something else.
   */
  async recordPayment(manager: EntityManager, user: AuthUser, input: NewPayment): Promise<PaymentView> {
    await this.lockResident(manager, input.studentId);
    const earlier = await manager.findOneBy(Payment, {
      hostelId: input.hostelId,
      idempotencyKey: input.idempotencyKey,
    });
    if (earlier) return this.replay(manager, earlier, input);

    const state = await this.state(manager, input.studentId);
    const settles = this.settlesText(state, input.amountPaise);
    const receiptNo = await this.nextReceiptNumber(manager, input.hostelId);
    let id: number;
    try {
      const result = await manager.insert(Payment, {
        hostelId: input.hostelId,
        studentId: input.studentId,
        amountPaise: input.amountPaise,
        method: input.method,
        reference: input.reference,
        paidOn: input.paidOn,
        note: input.note,
        idempotencyKey: input.idempotencyKey,
        receiptNo,
        settles,
        recordedBy: user.userId,
      });
      id = Number(result.identifiers[0].id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateSubmit();
      throw error;
    }
    await this.refresh(manager, input.studentId, input.hostelId);
    const payment = (await this.paymentsByIds(manager, [id]))[0];
    await this.activity.record(manager, user, 'payment.recorded', {
      type: 'student',
      id: input.studentId,
      hostelId: input.hostelId,
      label: input.studentName,
      detail: `${formatRs(input.amountPaise)} by ${PAYMENT_METHOD_LABELS[input.method]}, receipt ${receiptNumberText(receiptNo)}`,
    });
    return payment;
  }

  /** The payment recorded under a key, outside any transaction (after a DuplicateSubmit). */
  async paymentByKey(hostelId: number, idempotencyKey: string): Promise<PaymentView | null> {
    const payment = await this.dataSource.manager.findOneBy(Payment, { hostelId, idempotencyKey });
    return payment ? (await this.paymentsByIds(this.dataSource.manager, [payment.id]))[0] : null;
  }

  /**
   * An admin confirms a UPI, bank or card payment against the bank; from then on it counts as collected. The
   * person who recorded a payment cannot verify it (maker-checker).
   */
  async verifyPayment(
    manager: EntityManager,
    user: AuthUser,
    payment: PaymentView,
    studentName: string,
  ): Promise<PaymentView> {
    await this.lockResident(manager, payment.studentId);
    if (payment.status === 'complete') throw new ConflictError('This payment is already verified.');
    if (payment.recordedBy === user.userId)
      throw new ForbiddenError('You recorded this payment, so another admin verifies it.');
    try {
      await manager.insert(PaymentVerification, {
        paymentId: payment.id,
        hostelId: payment.hostelId,
        verifiedBy: user.userId,
        verifiedAt: this.clock.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('This payment is already verified.');
      throw error;
    }
    await this.refresh(manager, payment.studentId, payment.hostelId);
    await this.activity.record(manager, user, 'payment.verified', {
      type: 'student',
      id: payment.studentId,
      hostelId: payment.hostelId,
      label: studentName,
      detail: `${formatRs(payment.amountPaise)} by ${PAYMENT_METHOD_LABELS[payment.method]}, receipt ${receiptNumberText(payment.receiptNo)}`,
    });
    return (await this.paymentsByIds(manager, [payment.id]))[0];
  }

  /** A payment of the caller's hostel (every hostel for a superadmin), or NOT_FOUND. */
  async payment(id: number, hostelId: number | undefined, manager = this.dataSource.manager): Promise<PaymentView> {
    const [payment] = await this.paymentsByIds(manager, [id]);
    if (!payment || (hostelId !== undefined && payment.hostelId !== hostelId)) throw new NotFoundError('Payment', 'id');
    return payment;
  }

  /** Payments by id with their state, in the order asked; missing ids are left out. */
  async paymentsByIds(manager: EntityManager, ids: readonly number[]): Promise<PaymentView[]> {
    if (!ids.length) return [];
    const payments = await manager.findBy(Payment, { id: In([...ids]) });
    const views = await this.withState(manager, payments);
    const byId = new Map(views.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Every row of a resident and their arithmetic (in the caller's transaction, or outside one). */
  async state(manager: EntityManager | null, studentId: number): Promise<LedgerState> {
    const m = manager ?? this.dataSource.manager;
    // One after another: a transaction has one connection, which runs one query at a time (pg 9 refuses more).
    const charges = await m.find(Charge, { where: { studentId }, order: { dueDate: 'ASC', id: 'ASC' } });
    const payments = await m.find(Payment, { where: { studentId }, order: { paidOn: 'ASC', id: 'ASC' } });
    const rents = await this.appliedRents(m, studentId);
    const views = await this.withState(m, payments);
    return { charges, rents, payments: views, allocation: allocateRows(charges, views) };
  }

  /**
   * The resident's rent periods on `today`, newest first: the next one (Upcoming, from the schedule, unless the
   * stay ended) and the billed ones with what settled them. `count` periods at most; all of them without it.
   */
  periodsOf(state: LedgerState, schedule: RentSchedule | null, today: string, graceDays: number, count?: number) {
    const byId = new Map(state.allocation.charges.map((c) => [c.id, c]));
    const views: PeriodView[] = [];
    if (schedule) {
      const next = periodAt(schedule.billFrom, periodsStarted(schedule, today).length);
      const amountPaise = rentOn(next.startDate, schedule, state.rents);
      // A rent-free period will bill nothing: it is not shown as coming.
      if ((schedule.endsOn === null || next.startDate < schedule.endsOn) && amountPaise > 0)
        views.push({
          id: `${schedule.studentId}:${next.startDate}`,
          ...next,
          amountPaise,
          settledPaise: 0,
          pendingPaise: 0,
          status: 'upcoming',
        });
    }
    const rent = state.charges.filter((c) => c.kind === 'rent' && c.rentPeriod).reverse();
    for (const charge of rent) {
      const a = byId.get(charge.id);
      if (!a || a.netPaise === 0) continue;
      views.push({
        id: `${charge.studentId}:${charge.rentPeriod}`,
        label: charge.label.replace(/^Rent /, ''),
        startDate: charge.rentPeriod!,
        endDate: charge.periodEnd ?? charge.rentPeriod!,
        amountPaise: a.netPaise,
        settledPaise: a.settledPaise,
        pendingPaise: a.pendingPaise,
        status: periodStatus(a, today, graceDays),
      });
    }
    return count === undefined ? views : views.slice(0, count);
  }

  /**
   * The resident's ledger with a running balance (complete payments only; a pending one shows without moving
   * it), newest first: charges on the day they fell due, payments on the day they were made.
   */
  linesOf(state: LedgerState): LedgerLine[] {
    type Entry = { date: string; order: number; id: number; line: Omit<LedgerLine, 'balancePaise'>; delta: number };
    const entries: Entry[] = [
      ...state.charges.map((c) => ({
        date: c.dueDate,
        order: 0,
        id: c.id,
        delta: c.amountPaise,
        line: {
          id: `charge:${c.id}`,
          date: c.dueDate,
          item: c.comment && c.kind !== 'rent' ? `${c.label}: ${c.comment}` : c.label,
          chargePaise: c.amountPaise,
          paymentPaise: null,
          payment: null,
        },
      })),
      ...state.payments.map((p) => ({
        date: p.paidOn,
        order: 1,
        id: p.id,
        delta: p.status === 'complete' ? -p.amountPaise : 0,
        line: {
          id: `payment:${p.id}`,
          date: p.paidOn,
          item: `Payment by ${PAYMENT_METHOD_LABELS[p.method]}${p.status === 'pending' ? ' (pending verification)' : ''}`,
          chargePaise: null,
          paymentPaise: p.amountPaise,
          payment: p,
        },
      })),
    ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order || a.id - b.id));
    let balance = 0;
    return entries
      .map((entry) => {
        balance += entry.delta;
        return { ...entry.line, balancePaise: balance };
      })
      .reverse();
  }

  /**
   * What the resident will owe by the day they move out: today's balance plus the rent of periods that start
   * before that day and are not billed yet.
   */
  duesBy(state: LedgerState, schedule: RentSchedule, moveOutDate: string): number {
    const billed = new Set(state.charges.filter((c) => c.kind === 'rent').map((c) => c.rentPeriod));
    const until = { ...schedule, endsOn: moveOutDate };
    const unbilled = periodsStarted(until, moveOutDate).filter((p) => !billed.has(p.startDate));
    const afterStay = rentAfterStay(state, moveOutDate).reduce((sum, { netPaise }) => sum + netPaise, 0);
    return (
      state.allocation.balancePaise +
      unbilled.reduce((sum, p) => sum + rentOn(p.startDate, schedule, state.rents), 0) -
      afterStay
    );
  }

  /**
   * The stay ended on `moveOutDate`: rent billed for a period starting on or after it (the hourly job bills until
   * the refund archives the resident) is reversed, with the reason, inside the caller's transaction.
   */
  async reverseRentAfterStay(
    manager: EntityManager,
    user: AuthUser,
    studentId: number,
    moveOutDate: string,
    today: string,
  ) {
    await this.lockResident(manager, studentId);
    const after = rentAfterStay(await this.state(manager, studentId), moveOutDate);
    if (!after.length) return;
    const reversals = after.map(({ charge, netPaise }) => ({ charge, amountPaise: -netPaise }));
    await this.insertReversals(manager, reversals, `The stay ended on ${readableDate(moveOutDate)}`, today, user);
    await this.refresh(manager, studentId, after[0].charge.hostelId);
  }

  /**
   * Adjustment rows against rent charges, with their reason: a negative amount takes (what is left of) a charge
   * back ("Reversal: Rent Nov-Dec"); a positive one bills a taken-back period again. Nothing is edited.
   */
  private async insertReversals(
    manager: EntityManager,
    rows: { charge: Charge; amountPaise: number }[],
    comment: string,
    today: string,
    by: AuthUser,
  ): Promise<void> {
    if (!rows.length) return;
    await manager.insert(
      Charge,
      rows.map(({ charge, amountPaise }) => ({
        hostelId: charge.hostelId,
        studentId: charge.studentId,
        kind: 'adjustment' as const,
        label: amountPaise > 0 ? `${charge.label} billed again` : `Reversal: ${charge.label}`,
        amountPaise,
        reason: 'reversal' as const,
        comment,
        dueDate: today,
        reversesChargeId: charge.id,
        createdBy: by.userId,
      })),
    );
  }

  /** The rent a resident's schedule bills for a period starting on `date`, after applied rent changes. */
  rentOn(state: LedgerState, schedule: RentSchedule, date: string): number {
    return rentOn(date, schedule, state.rents);
  }

  /**
   * Applies a rent change inside the caller's transaction: a new rent is read by billing from its date (billed
   * periods keep their amount); a one-time discount or surcharge is a charge on its date; a waiver reverses the
   * rent billed for the period holding its date; a new "bill rent from" reschedules the resident's rent to
   * `schedule` (the caller records the date in the rent terms). Marks the change applied with what it made.
   */
  async applyRentChange(
    manager: EntityManager,
    user: AuthUser,
    change: RentChange,
    studentName: string,
    schedule?: RentSchedule,
  ): Promise<RentChange> {
    await this.lockResident(manager, change.studentId);
    if (change.kind === 'bill_from') {
      if (schedule?.billFrom !== change.effectiveDate) throw new Error('A bill_from change applies with its schedule');
      await this.reschedule(manager, schedule, todayIn(this.clock), user);
    }
    let chargeId: number | null = null;
    const base = {
      hostelId: change.hostelId,
      studentId: change.studentId,
      kind: 'adjustment' as const,
      comment: change.comment,
      dueDate: change.effectiveDate,
      createdBy: user.userId,
    };
    if (change.kind === 'one_time_discount' || change.kind === 'one_time_surcharge') {
      const discount = change.kind === 'one_time_discount';
      const result = await manager.insert(Charge, {
        ...base,
        label: RENT_CHANGE_LABELS[change.kind],
        amountPaise: discount ? -change.amountPaise! : change.amountPaise!,
      });
      chargeId = Number(result.identifiers[0].id);
    } else if (change.kind === 'waiver') {
      const { charges, allocation } = await this.state(manager, change.studentId);
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
      const result = await manager.insert(Charge, {
        ...base,
        label: `Waiver: ${period.label}`,
        amountPaise: -(net.get(period.id) ?? 0),
        reason: 'reversal',
        reversesChargeId: period.id,
      });
      chargeId = Number(result.identifiers[0].id);
    }
    await manager.update(RentChange, { id: change.id }, { status: 'applied', chargeId });
    await this.refresh(manager, change.studentId, change.hostelId);
    await this.activity.record(manager, user, 'rent.changed', {
      type: 'student',
      id: change.studentId,
      hostelId: change.hostelId,
      label: studentName,
      detail: rentChangeText(change),
    });
    return manager.findOneByOrFail(RentChange, { id: change.id });
  }

  /** A rent change by id, inside the caller's transaction, or null. */
  rentChange(manager: EntityManager, id: number): Promise<RentChange | null> {
    return manager.findOneBy(RentChange, { id });
  }

  /** A hostel's rent changes, newest first, in one state or all. */
  async rentChanges(hostelId: number, status: RentChange['status'] | undefined, skip: number, take: number) {
    const [items, totalCount] = await this.dataSource.manager.findAndCount(RentChange, {
      where: { hostelId, ...(status ? { status } : {}) },
      order: { id: 'DESC' },
      skip,
      take,
    });
    return { items, totalCount };
  }

  /** Writes a rent change as asked (pending), inside the caller's transaction. */
  async recordRentChange(
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
  async decideRentChange(
    manager: EntityManager,
    user: AuthUser,
    change: RentChange,
    approve: boolean,
    studentName: string,
    schedule?: RentSchedule,
  ): Promise<RentChange> {
    expectPending(change);
    await manager.update(RentChange, { id: change.id }, { decidedBy: user.userId, decidedAt: this.clock.now() });
    if (approve) return this.applyRentChange(manager, user, change, studentName, schedule);
    await manager.update(RentChange, { id: change.id }, { status: 'rejected' });
    await this.activity.record(manager, user, 'rent.change_rejected', {
      type: 'student',
      id: change.studentId,
      hostelId: change.hostelId,
      label: studentName,
      detail: rentChangeText(change),
    });
    return manager.findOneByOrFail(RentChange, { id: change.id });
  }

  private appliedRents(manager: EntityManager, studentId: number): Promise<RentChange[]> {
    return manager.find(RentChange, {
      where: { studentId, kind: 'rent_change', status: 'applied' },
      order: { effectiveDate: 'ASC', id: 'ASC' },
    });
  }

  /** Each resident's balance figures in one pass: the batch function of the balance DataLoader. */
  async balances(studentIds: readonly number[]): Promise<Allocation[]> {
    const ids = [...studentIds];
    const m = this.dataSource.manager;
    const [charges, payments] = await Promise.all([
      m.find(Charge, { where: { studentId: In(ids) } }),
      m.find(Payment, { where: { studentId: In(ids) } }),
    ]);
    const views = await this.withState(m, payments);
    return ids.map((id) =>
      allocateRows(
        charges.filter((c) => c.studentId === id),
        views.filter((p) => p.studentId === id),
      ),
    );
  }

  /** The resident's rent_months rows, in the caller's transaction: what a change did to each month. */
  monthsOf(manager: EntityManager, studentId: number): Promise<RentMonth[]> {
    return manager.find(RentMonth, { where: { studentId }, order: { month: 'ASC' } });
  }

  /** The month rows of some residents for one month (missing: not billed that month). */
  async rentMonths(studentIds: readonly number[], month: string): Promise<RentMonth[]> {
    if (!studentIds.length) return [];
    return this.dataSource.manager.findBy(RentMonth, { studentId: In([...studentIds]), month });
  }

  /**
   * Rebuilds the resident's rent_months rows from their ledger rows: what each month's rent was, what complete
   * payments settled of it and what pending ones cover.
   */
  async refresh(manager: EntityManager, studentId: number, hostelId: number): Promise<void> {
    const { charges, allocation } = await this.state(manager, studentId);
    const byId = new Map<number, AllocatedCharge>(allocation.charges.map((c) => [c.id, c]));
    const months = new Map<string, RentMonth>();
    for (const charge of charges) {
      const a = byId.get(charge.id);
      if (charge.kind !== 'rent' || !charge.rentPeriod || !a || a.netPaise === 0) continue;
      const month = charge.rentPeriod.slice(0, 7);
      const row =
        months.get(month) ??
        Object.assign(new RentMonth(), {
          studentId,
          month,
          hostelId,
          chargeId: charge.id,
          dueDate: charge.dueDate,
          chargedPaise: 0,
          settledPaise: 0,
          pendingPaise: 0,
        });
      row.chargedPaise += a.netPaise;
      row.settledPaise += a.settledPaise;
      row.pendingPaise += a.pendingPaise;
      row.paymentStatus = (row.settledPaise >= row.chargedPaise ? 'paid' : 'due') as MonthPaymentStatus;
      row.inProcess = (row.pendingPaise > 0 ? 'pending' : 'complete') as InProcess;
      months.set(month, row);
    }
    await manager.delete(RentMonth, { studentId });
    if (!months.size) return;
    await manager.insert(RentMonth, [...months.values()]);
    // The resident's sort key and search text in SQL, as the trigger on students writes them (lower() of the
    // database, not of JavaScript).
    await manager
      .createQueryBuilder()
      .update(RentMonth)
      .set({
        nameKey: () => '(SELECT lower(s.name) FROM students s WHERE s.id = rent_months.student_id)',
        searchText: () => '(SELECT s.search_text FROM students s WHERE s.id = rent_months.student_id)',
      })
      .where('student_id = :studentId', { studentId })
      .execute();
  }

  private async withState(manager: EntityManager, payments: Payment[]): Promise<PaymentView[]> {
    const checked = payments.filter((p) => VERIFIED_METHODS.includes(p.method)).map((p) => p.id);
    const verifications = checked.length ? await manager.findBy(PaymentVerification, { paymentId: In(checked) }) : [];
    const byPayment = new Map(verifications.map((v) => [v.paymentId, v]));
    return payments.map((p) => {
      const verification = byPayment.get(p.id);
      return Object.assign(p, {
        status: (isComplete(p, verification) ? 'complete' : 'pending') as PaymentState,
        verifiedBy: verification?.verifiedBy ?? null,
        verifiedAt: verification?.verifiedAt ?? null,
      });
    });
  }

  private async replay(manager: EntityManager, earlier: Payment, input: NewPayment): Promise<PaymentView> {
    expectSameSubmit(earlier, input);
    return (await this.paymentsByIds(manager, [earlier.id]))[0];
  }

  /** "Sep-Oct, Oct-Nov (part)": the open items the amount lands on; what is left over is an advance. */
  private settlesText(state: LedgerState, amountPaise: number): string {
    const covered = settledBy(state.charges, state.payments.map(toPaymentRow), amountPaise);
    const labels = new Map(
      state.charges.map((c) => [c.id, c.kind === 'rent' ? c.label.replace(/^Rent /, '') : c.label]),
    );
    const parts = covered.map((c) => `${labels.get(c.chargeId)}${c.whole ? '' : ' (part)'}`);
    const left = amountPaise - covered.reduce((total, c) => total + c.paise, 0);
    if (left > 0) parts.push(covered.length ? `advance ${formatRs(left)}` : 'Advance');
    const text = parts.join(', ');
    return text.length <= 200 ? text : `${text.slice(0, 197)}...`;
  }

  /** The hostel's next receipt number, taken in the payment's transaction: no gaps, no repeats. */
  private async nextReceiptNumber(manager: EntityManager, hostelId: number): Promise<number> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReceiptCounter)
      .values({ hostelId, lastNumber: 0 })
      .orIgnore()
      .execute();
    await manager
      .createQueryBuilder()
      .update(ReceiptCounter)
      .set({ lastNumber: () => 'last_number + 1' })
      .where('hostel_id = :hostelId', { hostelId })
      .execute();
    const counter = await manager.findOneByOrFail(ReceiptCounter, { hostelId });
    return counter.lastNumber;
  }
}

const toPaymentRow = (p: PaymentView) => ({
  id: p.id,
  amountPaise: p.amountPaise,
  paidOn: p.paidOn,
  complete: p.status === 'complete',
});

function allocateRows(charges: Charge[], payments: PaymentView[]): Allocation {
  return allocate(charges, payments.map(toPaymentRow));
}
