import { Injectable } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { CheckoutRecords } from '../../ledger/checkout/checkout-records.service';
import { WriteOffs } from '../../ledger/charges/write-offs.service';
import { StudentRecords } from '../../students/student-records.service';
import { WriteOffBalanceInput } from './dto/write-off.input';

/**
 * A leaver's balance written off: a resident whose refund was paid and who still owes stays collectable (Record
 * payment on their page) until they pay or an admin writes the rest off with a reason. Once per form submit.
 */
@Injectable()
export class WriteOffService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly checkouts: CheckoutRecords,
    private readonly writeOffs: WriteOffs,
    private readonly submits: IdempotencyKeys,
  ) {}

  async writeOff(caller: RequestCaller, input: WriteOffBalanceInput): Promise<{ studentId: number }> {
    const reason = input.reason.trim();
    const request = { studentId: input.studentId, amountPaise: input.amountPaise, reason };
    return this.transactions.run((manager) =>
      // The key's lock first, then the resident's: a repeated submit answers the first one and writes nothing.
      this.submits.once(
        manager,
        caller,
        { operation: 'writeOffBalance', key: input.idempotencyKey, request },
        async () => {
          const student = await this.records.lock(manager, caller, input.studentId, 'studentId');
          const checkout = await this.checkouts.latestOf(student.id, manager);
          if (checkout?.status !== 'refunded')
            throw new ConflictError(
              `Only a leaver's balance can be written off: ${student.name}'s refund has not been paid.`,
              'studentId',
            );
          await this.writeOffs.writeOff(manager, caller, student, input.amountPaise, reason, todayIn(this.clock));
          return { studentId: student.id };
        },
      ),
    );
  }
}
