import { Injectable } from '@nestjs/common';
import { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Transactions } from '../../common/transactions';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { LedgerBook } from '../../ledger/ledger-book.service';
import type { ReversalKind } from '../../ledger/ledger-rules';
import { PaymentReversals } from '../../ledger/payments/payment-reversals.service';
import { PaymentsBook, PaymentWritten } from '../../ledger/payments/payments-book.service';
import { StudentRecords } from '../../students/student-records.service';
import { ReversePaymentInput } from './dto/reverse-payment.input';
import { PaymentChange, PaymentsService } from './payments.service';

/**
 * An admin voids a complete payment or rejects a pending one, with a reason: once per opening of the dialog (the
 * key's lock, then the resident's), and once per payment (read again under the resident's lock). The answer carries
 * every month the change moved, as recording and verifying do.
 */
@Injectable()
export class PaymentReversalsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly book: LedgerBook,
    private readonly payments: PaymentsBook,
    private readonly reversals: PaymentReversals,
    private readonly submits: IdempotencyKeys,
    private readonly answers: PaymentsService,
  ) {}

  async reverse(caller: RequestCaller, kind: ReversalKind, input: ReversePaymentInput): Promise<PaymentChange> {
    const today = todayIn(this.clock);
    const reason = input.reason.trim();
    const operation = kind === 'void' ? 'voidPayment' : 'rejectPayment';
    return this.transactions.run(async (manager) => {
      const first: { written?: PaymentWritten } = {};
      const { studentId } = await this.submits.once(
        manager,
        caller,
        { operation, key: input.idempotencyKey, request: { paymentId: input.paymentId, reason } },
        async () => {
          // A payment's resident never changes: read it to know whose lock to take, then read it again under it.
          const { studentId } = await this.payments.payment(input.paymentId, caller.scope, manager, 'paymentId');
          const student = await this.records.lock(manager, caller, studentId, 'paymentId');
          first.written = await this.reversals.reverse(manager, caller, student, input.paymentId, kind, reason, today);
          return { studentId: student.id };
        },
      );
      const student = await this.records.lock(manager, caller, studentId, 'paymentId');
      // A repeated submit answers the payment as it is now, with every month of its resident.
      const state = first.written ? null : await this.book.state(manager, student.id);
      const written = first.written ?? {
        payment: state!.payments.find((p) => p.id === input.paymentId)!,
        state: state!,
        moved: null,
      };
      return this.answers.change(manager, student, written, today);
    });
  }
}
