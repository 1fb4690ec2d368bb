import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import type { RequestCaller } from '../../common/caller';
import { Clock } from '../../common/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/errors';
import { isUniqueViolation } from '../../common/transactions';
import { MakerCheckerRule, recorderVerifiedNote, verifierOf } from '../../hostels/payment-maker-checker';
import { LedgerBook, LedgerState, PaymentView, withPayments } from '../ledger-book.service';
import { receiptNumberText } from '../ledger-rules';
import type { MonthsMoved } from '../months/month-projection.service';
import { paymentEffect, settlesText } from './payment-effect';
import { Payment } from './payment.entity';
import { DuplicateReference, PaymentReferences } from './payment-references';
import { PaymentVerification } from './payment-verification.entity';
import { ReceiptCounter } from './receipt-counter.entity';
import { Money, PAYMENT_METHOD_LABELS, PaymentMethod, readableDate, VERIFIED_METHODS } from '@hostel-admin/rules';

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
  /** The recorder saw that another payment of the hostel has this reference and records it anyway. */
  allowDuplicateReference?: boolean;
}

/** A payment written, with the resident's rows after it and the months it moved (none for a repeated submit). */
export interface PaymentWritten {
  payment: PaymentView;
  state: LedgerState;
  moved: MonthsMoved | null;
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

/**
 * Payments and their verification: the only writer of payments, payment_verifications and receipt_counters.
 * Each write reads the resident's rows once, under their lock, and projects the months from what it wrote.
 */
@Injectable()
export class PaymentsBook {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly book: LedgerBook,
    private readonly events: Events,
    private readonly clock: Clock,
    private readonly references: PaymentReferences,
  ) {}

  /**
   * Records a payment with the next receipt number, inside the caller's transaction. A submit whose key was
   * already recorded answers that payment instead of a second one (the same resident, amount and method), or
   * refuses when the key was used for something else. A reference another payment of the hostel has is refused
   * (DuplicateReference) unless the input allows it; take `PaymentReferences.lock` before the resident's lock.
   */
  async recordPayment(manager: EntityManager, caller: RequestCaller, input: NewPayment): Promise<PaymentWritten> {
    await this.book.lock(manager, input.studentId);
    const earlier = await manager.findOneBy(Payment, {
      hostelId: input.hostelId,
      idempotencyKey: input.idempotencyKey,
    });
    if (earlier) {
      expectSameSubmit(earlier, input);
      const state = await this.book.state(manager, input.studentId);
      return { payment: state.payments.find((p) => p.id === earlier.id)!, state, moved: null };
    }

    const sameReference = await this.references.matching(manager, input.hostelId, input.reference);
    if (sameReference.length && !input.allowDuplicateReference)
      throw new DuplicateReference(input.reference!, sameReference);
    const state = await this.book.state(manager, input.studentId);
    const receiptNo = await this.nextReceiptNumber(manager, input.hostelId);
    const effect = paymentEffect(state, input.amountPaise);
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
        settles: settlesText(effect),
        balanceAfterPaise: effect.balanceAfterPaise,
        recordedBy: caller.actorId,
      });
      id = Number(result.identifiers[0].id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateSubmit();
      throw error;
    }
    const payment: PaymentView = Object.assign(await manager.findOneByOrFail(Payment, { id }), {
      status: VERIFIED_METHODS.includes(input.method) ? ('pending' as const) : ('complete' as const),
      verifiedBy: null,
      verifiedAt: null,
      reversal: null,
    });
    const after = withPayments(state, [...state.payments, payment]);
    const moved = await this.book.project(manager, input.studentId, input.hostelId, after);
    await this.events.emit(manager, {
      kind: 'payment.recorded',
      actor: caller,
      subject: {
        type: 'student',
        id: input.studentId,
        hostelId: input.hostelId,
        label: input.studentName,
        detail:
          `${Money.format(input.amountPaise)} by ${PAYMENT_METHOD_LABELS[input.method]}, receipt ${receiptNumberText(receiptNo)}` +
          (sameReference.length
            ? `; same reference as ${sameReference.map((p) => receiptNumberText(p.receiptNo)).join(', ')}, recorded on purpose`
            : ''),
      },
      data: {
        paymentId: id,
        studentId: input.studentId,
        amountPaise: input.amountPaise,
        method: input.method,
        receiptNo,
        paidOn: input.paidOn,
        status: VERIFIED_METHODS.includes(input.method) ? 'pending' : 'complete',
      },
    });
    return { payment, state: after, moved };
  }

  /** The payment recorded under a key, outside any transaction (after a DuplicateSubmit). */
  async paymentByKey(hostelId: number, idempotencyKey: string): Promise<PaymentView | null> {
    const payment = await this.dataSource.manager.findOneBy(Payment, { hostelId, idempotencyKey });
    return payment ? (await this.book.paymentsByIds(this.dataSource.manager, [payment.id]))[0] : null;
  }

  /**
   * An admin confirms a UPI, bank or card payment against the bank; from then on it counts as collected. The
   * person who recorded a payment verifies it only when the hostel's maker-checker rule (`rule`, read by the caller
   * after the resident's lock) is not enforced, and the log says so. The payment is read again under the
   * resident's lock, with their rows, so a second verification sent at once sees the first.
   */
  async verifyPayment(
    manager: EntityManager,
    caller: RequestCaller,
    paymentId: number,
    studentId: number,
    studentName: string,
    rule: MakerCheckerRule,
  ): Promise<PaymentWritten> {
    await this.book.lock(manager, studentId);
    const state = await this.book.state(manager, studentId);
    const found = state.payments.find((p) => p.id === paymentId);
    if (!found) throw new NotFoundError('Payment', 'id');
    if (found.status === 'complete') throw new ConflictError('This payment is already verified.');
    if (found.reversal)
      throw new ConflictError(
        `This payment was ${found.status} on ${readableDate(found.reversal.reversedOn)}: it cannot be verified.`,
      );
    const verifier = verifierOf(found.recordedBy, caller.actorId, rule);
    if (verifier === 'refused') throw new ForbiddenError('You recorded this payment, so another admin verifies it.');
    const verifiedAt = this.clock.now();
    try {
      await manager.insert(PaymentVerification, {
        paymentId,
        hostelId: found.hostelId,
        verifiedBy: caller.actorId,
        verifiedAt,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('This payment is already verified.');
      throw error;
    }
    const payment: PaymentView = { ...found, status: 'complete', verifiedBy: caller.actorId, verifiedAt };
    const after = withPayments(
      state,
      state.payments.map((p) => (p.id === paymentId ? payment : p)),
    );
    const moved = await this.book.project(manager, studentId, found.hostelId, after);
    await this.events.emit(manager, {
      kind: 'payment.verified',
      actor: caller,
      subject: {
        type: 'student',
        id: studentId,
        hostelId: found.hostelId,
        label: studentName,
        detail: `${Money.format(found.amountPaise)} by ${PAYMENT_METHOD_LABELS[found.method]}, receipt ${receiptNumberText(found.receiptNo)}${verifier === 'recorder' ? `; ${recorderVerifiedNote(rule)}` : ''}`,
      },
      data: {
        paymentId,
        studentId,
        amountPaise: found.amountPaise,
        method: found.method,
        receiptNo: found.receiptNo,
        byRecorder: verifier === 'recorder',
      },
    });
    return { payment, state: after, moved };
  }

  /** A payment of the caller's hostel (every hostel for a superadmin), or NOT_FOUND. */
  async payment(
    id: number,
    hostelId: number | undefined,
    manager = this.dataSource.manager,
    field = 'id',
  ): Promise<PaymentView> {
    const [payment] = await this.book.paymentsByIds(manager, [id]);
    if (!payment || (hostelId !== undefined && payment.hostelId !== hostelId))
      throw new NotFoundError('Payment', field);
    return payment;
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
