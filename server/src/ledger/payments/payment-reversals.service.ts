import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import type { RequestCaller } from '../../common/caller';
import { ConflictError, NotFoundError } from '../../common/errors';
import { isUniqueViolation } from '../../common/transactions';
import { LedgerBook, PaymentView, withPayments } from '../ledger-book.service';
import { receiptNumberText, ReversalKind } from '../ledger-rules';
import { PaymentReversal } from './payment-reversal.entity';
import type { PaymentWritten } from './payments-book.service';
import { readableDate } from '@hostel-admin/rules';

/** What a reversal is called in words: "voided", "rejected". */
const DONE: Record<ReversalKind, string> = { void: 'voided', reject: 'rejected' };

/** Why a payment cannot be taken back this way, or null when it can. */
export function reversalProblem(payment: PaymentView, kind: ReversalKind): string | null {
  const receipt = receiptNumberText(payment.receiptNo);
  if (payment.reversal)
    return `Payment ${receipt} was already ${DONE[payment.reversal.kind]} on ${readableDate(payment.reversal.reversedOn)}.`;
  if (kind === 'reject' && payment.status !== 'pending')
    return 'Only a pending payment can be rejected; void it instead.';
  if (kind === 'void' && payment.status !== 'complete')
    return 'Only a complete payment can be voided; reject it instead, as its money never counted.';
  return null;
}

/**
 * Voids and rejections: the only writer of payment_reversals. An admin takes a payment back with a reason, and it
 * settles nothing from then on (the periods it settled are due again). A void is dated: the payment stays collected
 * on its day and the reversal counts on `reversedOn`; a rejected payment was never collected, so it leaves pending on
 * its day. Append-only: the payment row is never touched.
 */
@Injectable()
export class PaymentReversals {
  constructor(
    private readonly book: LedgerBook,
    private readonly events: Events,
  ) {}

  /**
   * Voids (`void`, a complete payment) or rejects (`reject`, a pending one) inside the caller's transaction: after
   * the resident's lock, against the payment as it is then, so of two sent at once the second sees the first.
   */
  async reverse(
    manager: EntityManager,
    caller: RequestCaller,
    resident: { id: number; name: string },
    paymentId: number,
    kind: ReversalKind,
    reason: string,
    today: string,
  ): Promise<PaymentWritten> {
    await this.book.lock(manager, resident.id);
    const state = await this.book.state(manager, resident.id);
    const found = state.payments.find((p) => p.id === paymentId);
    if (!found) throw new NotFoundError('Payment', 'paymentId');
    const problem = reversalProblem(found, kind);
    if (problem) throw new ConflictError(problem, 'paymentId');
    const row = {
      hostelId: found.hostelId,
      studentId: resident.id,
      paymentId,
      kind,
      reason,
      reversedOn: today,
      reversedBy: caller.actorId,
    };
    try {
      await manager.insert(PaymentReversal, row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('This payment was already voided or rejected.', 'paymentId');
      throw error;
    }
    const [payment] = await this.book.paymentsByIds(manager, [paymentId]);
    const after = withPayments(
      state,
      state.payments.map((p) => (p.id === paymentId ? payment : p)),
    );
    const moved = await this.book.project(manager, resident.id, found.hostelId, after);
    const receipt = receiptNumberText(found.receiptNo);
    await this.events.emit(manager, {
      kind: kind === 'void' ? 'payment.voided' : 'payment.rejected',
      actor: caller,
      subject: {
        type: 'student',
        id: resident.id,
        hostelId: found.hostelId,
        label: resident.name,
        detail: `Payment ${receipt} ${DONE[kind]}: ${reason}`,
      },
      data: {
        paymentId,
        studentId: resident.id,
        amountPaise: found.amountPaise,
        receiptNo: found.receiptNo,
        reason,
        on: today,
      },
    });
    return { payment, state: after, moved };
  }
}
