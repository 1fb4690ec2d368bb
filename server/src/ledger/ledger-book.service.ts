import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { lockResident } from '../common/resident-lock';
import { Allocation, allocate } from './allocation';
import { Charge } from './charges/charge.entity';
import { MonthProjection, MonthsMoved } from './months/month-projection.service';
import { Payment } from './payments/payment.entity';
import { PaymentReversal } from './payments/payment-reversal.entity';
import { PaymentVerification } from './payments/payment-verification.entity';
import { RentChange } from './rent-changes/rent-change.entity';
import { PaymentState, VERIFIED_METHODS } from '@hostel-admin/rules';

/** A payment with what the ledger knows of it. */
export interface PaymentView extends Payment {
  status: PaymentState;
  verifiedBy: number | null;
  verifiedAt: Date | null;
  /** Its void or rejection, with the admin's name; null while it stands. */
  reversal: ReversalView | null;
}

/** A void or rejection as screens show it. */
export interface ReversalView extends PaymentReversal {
  reversedByName: string;
}

/** Complete and pending payments count; a voided or rejected one settles nothing. */
export const counts = (p: PaymentView) => p.status === 'complete' || p.status === 'pending';

/** Every row of one resident and their arithmetic. */
export interface LedgerState {
  charges: Charge[];
  /** Applied new rents, oldest first: what each period bills. */
  rents: RentChange[];
  payments: PaymentView[];
  allocation: Allocation;
}

const toPaymentRow = (p: PaymentView) => ({
  id: p.id,
  amountPaise: p.amountPaise,
  paidOn: p.paidOn,
  complete: p.status === 'complete',
});

/**
 * The arithmetic of these rows (allocation.ts): complete payments settle the oldest charges first; voided and
 * rejected ones are left out, so what they settled is due again.
 */
export function allocateRows(charges: Charge[], payments: PaymentView[]): Allocation {
  return allocate(charges, paymentRows(payments));
}

/** The payment rows allocation.ts reads (voided and rejected left out), for working out what a payment settles. */
export const paymentRows = (payments: PaymentView[]) => payments.filter(counts).map(toPaymentRow);

/** `state` with these payments instead of its own (in their ledger order) and the arithmetic again. */
export function withPayments(state: LedgerState, payments: PaymentView[]): LedgerState {
  const ordered = [...payments].sort((a, b) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : a.id - b.id));
  return { ...state, payments: ordered, allocation: allocateRows(state.charges, ordered) };
}

/**
 * The core book: a resident's lock, their rows read once (`state`) and the month projection written from them
 * (`project`). Every owner of money rows (billing, payments, extra charges, rent changes, checkouts) writes through
 * these, inside the caller's transaction, after the resident's lock.
 */
@Injectable()
export class LedgerBook {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projection: MonthProjection,
  ) {}

  /** The resident's one lock (common/resident-lock.ts), until the transaction ends. */
  lock(manager: EntityManager, studentId: number): Promise<void> {
    return lockResident(manager, studentId);
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
   * Rebuilds the resident's months from `state` when the caller has it (the rows as they now are), or from a
   * fresh read of their rows; answers the months before and after.
   */
  async project(
    manager: EntityManager,
    studentId: number,
    hostelId: number,
    state?: LedgerState,
  ): Promise<MonthsMoved> {
    return this.projection.rebuild(manager, studentId, hostelId, state ?? (await this.state(manager, studentId)));
  }

  /** Applied new rents, oldest first. */
  appliedRents(manager: EntityManager, studentId: number): Promise<RentChange[]> {
    return manager.find(RentChange, {
      where: { studentId, kind: 'rent_change', status: 'applied' },
      order: { effectiveDate: 'ASC', id: 'ASC' },
    });
  }

  /** Payments by id with their state, in the order asked; missing ids are left out. */
  async paymentsByIds(manager: EntityManager, ids: readonly number[]): Promise<PaymentView[]> {
    if (!ids.length) return [];
    const payments = await manager.findBy(Payment, { id: In([...ids]) });
    const views = await this.withState(manager, payments);
    const byId = new Map(views.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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

  /**
   * Every resident of a hostel who has ledger rows, with their charges and arithmetic: two reads by hostel for the
   * dues list (a hostel's few thousand rows), the same allocation as each resident's `state`.
   */
  async hostelLedgers(hostelId: number): Promise<Map<number, { charges: Charge[]; allocation: Allocation }>> {
    const m = this.dataSource.manager;
    // Plain rows (no entity hydration: a hostel has thousands), in the entities' shape.
    const raw = <T>(entity: typeof Charge | typeof Payment, alias: string, columns: Record<string, string>) =>
      m
        .createQueryBuilder(entity, alias)
        .select(
          Object.entries(columns).map(([key, column]) => `${alias}.${column} AS ${m.connection.driver.escape(key)}`),
        )
        .where(`${alias}.hostel_id = :hostelId`, { hostelId })
        .getRawMany<T>();
    const charges = (
      await raw<Charge>(Charge, 'c', {
        id: 'id',
        hostelId: 'hostel_id',
        studentId: 'student_id',
        kind: 'kind',
        rentPeriod: 'rent_period',
        periodEnd: 'period_end',
        label: 'label',
        amountPaise: 'amount_paise',
        reason: 'reason',
        comment: 'comment',
        dueDate: 'due_date',
        reversesChargeId: 'reverses_charge_id',
      })
    ).map((c) => ({ ...c, amountPaise: Number(c.amountPaise) }));
    const payments = await this.withState(
      m,
      await raw<Payment>(Payment, 'p', {
        id: 'id',
        hostelId: 'hostel_id',
        studentId: 'student_id',
        amountPaise: 'amount_paise',
        method: 'method',
        reference: 'reference',
        paidOn: 'paid_on',
        receiptNo: 'receipt_no',
        settles: 'settles',
        recordedBy: 'recorded_by',
      }),
    );
    const rows = new Map<number, { charges: Charge[]; payments: PaymentView[] }>();
    const of = (studentId: number) => {
      let entry = rows.get(studentId);
      if (!entry) rows.set(studentId, (entry = { charges: [], payments: [] }));
      return entry;
    };
    for (const charge of charges) of(charge.studentId).charges.push(charge);
    for (const payment of payments) of(payment.studentId).payments.push(payment);
    const ledgers = new Map<number, { charges: Charge[]; allocation: Allocation }>();
    for (const [studentId, entry] of rows)
      ledgers.set(studentId, { charges: entry.charges, allocation: allocateRows(entry.charges, entry.payments) });
    return ledgers;
  }

  /**
   * Complete: cash at once; UPI, bank transfer and card once an admin verified them. Voided or rejected once an
   * admin took it back (payment_reversals, read with the admin's name in the same query).
   */
  private async withState(manager: EntityManager, payments: Payment[]): Promise<PaymentView[]> {
    const checked = payments.filter((p) => VERIFIED_METHODS.includes(p.method)).map((p) => p.id);
    const verifications = checked.length ? await manager.findBy(PaymentVerification, { paymentId: In(checked) }) : [];
    const byPayment = new Map(verifications.map((v) => [v.paymentId, v]));
    const reversals = await this.reversalsOf(
      manager,
      payments.map((p) => p.id),
    );
    return payments.map((p) => {
      const verification = byPayment.get(p.id);
      const reversal = reversals.get(p.id) ?? null;
      const complete = !VERIFIED_METHODS.includes(p.method) || verification !== undefined;
      const status: PaymentState = reversal
        ? reversal.kind === 'void'
          ? 'voided'
          : 'rejected'
        : complete
          ? 'complete'
          : 'pending';
      return Object.assign(p, {
        status,
        verifiedBy: verification?.verifiedBy ?? null,
        verifiedAt: verification?.verifiedAt ?? null,
        reversal,
      });
    });
  }

  /** The reversals of these payments, by payment, each with the name of the admin who made it. */
  private async reversalsOf(manager: EntityManager, paymentIds: number[]): Promise<Map<number, ReversalView>> {
    if (!paymentIds.length) return new Map();
    const rows: Record<string, unknown>[] = await manager
      .createQueryBuilder(PaymentReversal, 'r')
      .leftJoin('users', 'u', 'u.id = r.reversed_by')
      .select([
        'r.id AS id',
        'r.hostel_id AS hostel_id',
        'r.student_id AS student_id',
        'r.payment_id AS payment_id',
        'r.kind AS kind',
        'r.reason AS reason',
        'r.reversed_on AS reversed_on',
        'r.reversed_by AS reversed_by',
        'r.created_at AS created_at',
        'u.full_name AS reversed_by_name',
      ])
      .where('r.payment_id IN (:...paymentIds)', { paymentIds })
      .getRawMany();
    return new Map(
      rows.map((r) => [
        Number(r.payment_id),
        Object.assign(new PaymentReversal(), {
          id: Number(r.id),
          hostelId: Number(r.hostel_id),
          studentId: Number(r.student_id),
          paymentId: Number(r.payment_id),
          kind: r.kind as PaymentReversal['kind'],
          reason: String(r.reason),
          reversedOn: String(r.reversed_on),
          reversedBy: Number(r.reversed_by),
          createdAt: new Date(r.created_at as string),
          reversedByName: (r.reversed_by_name as string | null) ?? 'An admin',
        }),
      ]),
    );
  }
}
