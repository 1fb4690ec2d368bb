import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import type { EventSubject } from '../../events/domain-events';
import { Events } from '../../events/events.service';
import type { RequestCaller } from '../../common/caller';
import { Clock } from '../../common/clock';
import { ConflictError, NotFoundError } from '../../common/errors';
import { isUniqueViolation } from '../../common/transactions';
import { likePattern, offsetOf } from '../../common/pagination';
import { Charges, NewCharge } from '../charges/charges.service';
import { CheckoutDeduction } from './checkout-deduction.entity';
import { CheckoutStatus, DEDUCTION_LABELS, Settlement } from './checkout-rules';
import { Checkout } from './checkout.entity';
import { LedgerBook } from '../ledger-book.service';
import { Refund } from './refund.entity';
import { RefundPaid, RefundQueries } from './refund-queries';
import { DeductionKind, Money, type PaymentMethod, readableDate } from '@hostel-admin/rules';

export interface NewDeduction {
  kind: DeductionKind;
  amountPaise: number;
  note: string;
}

const ALREADY_REFUNDED = 'This refund was already paid.';

/** Open checkouts, the ones a Checkout page lists first; paid ones are listed apart. */
const OPEN: CheckoutStatus[] = ['notice', 'in_process', 'approved'];
export type CheckoutListState = 'open' | 'paid';

/**
 * The ledger's side of a resident leaving: the checkout row's steps, its deductions, and at the payout the
 * money rows (deductions charged, the deposit applied to what is owed, credit refunded) and the refund.
 */
@Injectable()
export class CheckoutRecords {
  constructor(
    private readonly charges: Charges,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly book: LedgerBook,
    private readonly events: Events,
    private readonly clock: Clock,
    private readonly refunds: RefundQueries,
  ) {}

  /** The resident's checkout that has not ended in a refund, or null. */
  open(manager: EntityManager, studentId: number): Promise<Checkout | null> {
    return manager.findOneBy(Checkout, { studentId, status: Not('refunded') });
  }

  /** The resident's latest checkout (the one of their stay, refunded or not), or null. */
  latestOf(studentId: number, manager: EntityManager = this.dataSource.manager): Promise<Checkout | null> {
    return manager.findOne(Checkout, { where: { studentId }, order: { id: 'DESC' } });
  }

  /** A checkout of the caller's hostel (every hostel for a superadmin), or NOT_FOUND. */
  async byId(id: number, hostelId: number | undefined, manager = this.dataSource.manager): Promise<Checkout> {
    const checkout = await manager.findOneBy(Checkout, { id });
    if (!checkout || (hostelId !== undefined && checkout.hostelId !== hostelId))
      throw new NotFoundError('Checkout', 'checkoutId');
    return checkout;
  }

  deductionsOf(checkoutId: number, manager = this.dataSource.manager): Promise<CheckoutDeduction[]> {
    return manager.find(CheckoutDeduction, { where: { checkoutId }, order: { id: 'ASC' } });
  }

  refundOf(checkoutId: number, manager: EntityManager = this.dataSource.manager): Promise<Refund | null> {
    return manager.findOneBy(Refund, { checkoutId });
  }

  /** The hostel's refunds paid from `from` to `to` (YYYY-MM-DD, both included), for the month's CSV and totals. */
  refundsPaidBetween(hostelId: number, from: string, to: string): Promise<RefundPaid[]> {
    return this.refunds.paidBetween(hostelId, from, to);
  }

  /**
   * A hostel's checkouts, searched by resident name: open ones by move-out date, or paid ones (`state: 'paid'`),
   * the latest payout first.
   */
  async list(hostelId: number, args: { search?: string; page: number; pageSize: number; state?: CheckoutListState }) {
    const paid = args.state === 'paid';
    const search = args.search?.trim();
    const params: Record<string, string | number> = { hostelId, offset: offsetOf(args), limit: args.pageSize };
    if (search) params.pattern = likePattern(search);
    const from = `FROM checkouts c JOIN students s ON s.id = c.student_id
      WHERE c.hostel_id = :hostelId AND c.status IN (${(paid ? ['refunded'] : OPEN).map((s) => `'${s}'`).join(',')})
      ${search ? `AND lower(s.name) LIKE :pattern ESCAPE '\\'` : ''}`;
    const run = <T>(sql: string) => {
      const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
      return this.dataSource.query<T[]>(text, values);
    };
    const [rows, [count]] = await Promise.all([
      run<{ id: number | string }>(
        `SELECT c.id ${from} ORDER BY ${paid ? 'c.refunded_at DESC, c.id DESC' : 'c.move_out_date ASC, c.id ASC'} LIMIT :limit OFFSET :offset`,
      ),
      run<{ n: number | string }>(`SELECT COUNT(*) AS n ${from}`),
    ]);
    const ids = rows.map((r) => Number(r.id));
    const found = ids.length ? await this.dataSource.manager.findBy(Checkout, { id: In(ids) }) : [];
    return { items: ids.map((id) => found.find((c) => c.id === id)!).filter(Boolean), totalCount: Number(count.n) };
  }

  async giveNotice(
    manager: EntityManager,
    caller: RequestCaller,
    resident: { id: number; hostelId: number; name: string },
    noticeDate: string,
    moveOutDate: string,
  ): Promise<Checkout> {
    const latest = await this.latestOf(resident.id, manager);
    if (latest?.status === 'refunded')
      throw new ConflictError(
        `${resident.name}'s refund was paid; their stay ends on ${readableDate(latest.moveOutDate)}.`,
        'studentId',
      );
    if (latest) throw new ConflictError(`${resident.name} has already given notice.`, 'studentId');
    const result = await manager.insert(Checkout, {
      hostelId: resident.hostelId,
      studentId: resident.id,
      noticeDate,
      moveOutDate,
      status: 'notice',
      noticedBy: caller.actorId,
    });
    const checkoutId = Number(result.identifiers[0].id);
    await this.events.emit(manager, {
      kind: 'checkout.notice',
      actor: caller,
      subject: {
        type: 'student',
        id: resident.id,
        hostelId: resident.hostelId,
        label: resident.name,
        detail: `Notice given on ${noticeDate}; moves out on ${moveOutDate}`,
      },
      data: { studentId: resident.id, checkoutId, noticeDate, moveOutDate },
    });
    return manager.findOneByOrFail(Checkout, { id: checkoutId });
  }

  /** A later move-out date for a stay not settled yet (the workflow checks the date and brings the rent in line). */
  async extend(manager: EntityManager, checkout: Checkout, moveOutDate: string): Promise<Checkout> {
    if (checkout.status === 'refunded') throw new ConflictError(ALREADY_REFUNDED, 'checkoutId');
    await manager.update(Checkout, { id: checkout.id }, { moveOutDate });
    return manager.findOneByOrFail(Checkout, { id: checkout.id });
  }

  /** Proceed: the deductions are written and the settlement starts (in_process, "Refund requested"; the spec's "request raised"). */
  async prepare(
    manager: EntityManager,
    caller: RequestCaller,
    checkout: Checkout,
    deductions: NewDeduction[],
    studentName: string,
  ): Promise<Checkout> {
    this.expect(checkout, 'notice', 'The settlement was already started.');
    if (deductions.length)
      await manager.insert(
        CheckoutDeduction,
        deductions.map((d) => ({ ...d, checkoutId: checkout.id })),
      );
    await manager.update(
      Checkout,
      { id: checkout.id },
      { status: 'in_process', preparedBy: caller.actorId, preparedAt: this.clock.now() },
    );
    await this.events.emit(manager, {
      kind: 'checkout.prepared',
      actor: caller,
      subject: subjectOf(checkout, studentName, 'Settlement prepared'),
      data: { studentId: checkout.studentId, checkoutId: checkout.id },
    });
    return manager.findOneByOrFail(Checkout, { id: checkout.id });
  }

  /** An admin approves the prepared settlement ("Approved"; the spec's "received by the provider"). */
  async approve(
    manager: EntityManager,
    caller: RequestCaller,
    checkout: Checkout,
    studentName: string,
  ): Promise<Checkout> {
    this.expect(
      checkout,
      'in_process',
      checkout.status === 'notice' ? 'Proceed with the settlement first.' : 'This settlement was already approved.',
    );
    await manager.update(
      Checkout,
      { id: checkout.id },
      { status: 'approved', approvedBy: caller.actorId, approvedAt: this.clock.now() },
    );
    await this.events.emit(manager, {
      kind: 'checkout.approved',
      actor: caller,
      subject: subjectOf(checkout, studentName, 'Settlement approved'),
      data: { studentId: checkout.studentId, checkoutId: checkout.id },
    });
    return manager.findOneByOrFail(Checkout, { id: checkout.id });
  }

  /**
   * Pays the refund ("paid to user"): deductions become charges, the deposit pays what is owed, credit left is
   * refunded, and the refund row records the payout. Inside the caller's transaction, after rent is billed.
   */
  async refund(
    manager: EntityManager,
    caller: RequestCaller,
    checkout: Checkout,
    settlement: Settlement & { lines?: unknown[] },
    payout: { method: PaymentMethod; reference: string | null; paidOn: string },
    studentName: string,
  ): Promise<Checkout> {
    this.expectRefundable(checkout);
    await this.book.lock(manager, checkout.studentId);
    const base = {
      hostelId: checkout.hostelId,
      studentId: checkout.studentId,
      dueDate: payout.paidOn,
      createdBy: caller.actorId,
    };
    const rows: NewCharge[] = (await this.deductionsOf(checkout.id, manager)).map((d) => ({
      ...base,
      kind: 'deduction',
      label: DEDUCTION_LABELS[d.kind],
      comment: d.note,
      amountPaise: d.amountPaise,
    }));
    if (settlement.appliedPaise > 0)
      rows.push({ ...base, kind: 'adjustment', label: 'Deposit applied', amountPaise: -settlement.appliedPaise });
    const credit = settlement.refundPaise - (settlement.depositPaise - settlement.appliedPaise);
    if (credit > 0) rows.push({ ...base, kind: 'adjustment', label: 'Credit refunded', amountPaise: credit });
    await this.charges.append(manager, rows);
    try {
      await manager.insert(Refund, {
        hostelId: checkout.hostelId,
        studentId: checkout.studentId,
        checkoutId: checkout.id,
        amountPaise: settlement.refundPaise,
        depositPaise: settlement.depositPaise,
        duesPaise: settlement.duesPaise,
        deductionsPaise: settlement.deductionsPaise,
        appliedPaise: settlement.appliedPaise,
        stillOwedPaise: settlement.stillOwedPaise,
        settlementLines: settlement.lines ? JSON.stringify(settlement.lines) : null,
        ...payout,
        recordedBy: caller.actorId,
      });
    } catch (error) {
      // The database keeps one refund per checkout (uq_refunds_checkout), whatever reached this point.
      if (isUniqueViolation(error)) throw new ConflictError(ALREADY_REFUNDED, 'checkoutId');
      throw error;
    }
    await manager.update(Checkout, { id: checkout.id }, { status: 'refunded', refundedAt: this.clock.now() });
    await this.book.project(manager, checkout.studentId, checkout.hostelId);
    await this.events.emit(manager, {
      kind: 'checkout.refunded',
      actor: caller,
      subject: subjectOf(checkout, studentName, `Refund ${Money.format(settlement.refundPaise)} paid`),
      data: {
        studentId: checkout.studentId,
        checkoutId: checkout.id,
        amountPaise: settlement.refundPaise,
        method: payout.method,
        paidOn: payout.paidOn,
        moveOutDate: checkout.moveOutDate,
      },
    });
    return manager.findOneByOrFail(Checkout, { id: checkout.id });
  }

  /** Refuses a checkout whose settlement is not approved, or whose refund was paid. */
  expectRefundable(checkout: Checkout) {
    this.expect(
      checkout,
      'approved',
      checkout.status === 'refunded' ? ALREADY_REFUNDED : 'An admin approves the settlement before the refund is paid.',
    );
  }

  private expect(checkout: Checkout, status: CheckoutStatus, message: string) {
    if (checkout.status !== status) throw new ConflictError(message, 'checkoutId');
  }
}

const subjectOf = (checkout: Checkout, label: string, detail: string): EventSubject => ({
  type: 'student',
  id: checkout.studentId,
  hostelId: checkout.hostelId,
  label,
  detail,
});
