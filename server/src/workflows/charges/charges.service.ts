import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth-user';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { ExtraCharges } from '../../ledger/extra-charges.service';
import { StudentRecords } from '../../students/student-records.service';
import { AddChargesInput } from './dto/add-charges.input';

/**
 * Extra charges for several residents at once: every resident is charged, or none is; once per form submit (its
 * idempotency key).
 */
@Injectable()
export class ChargesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly charges: ExtraCharges,
    private readonly submits: IdempotencyKeys,
  ) {}

  async addCharges(user: AuthUser, input: AddChargesInput): Promise<{ count: number; studentIds: number[] }> {
    const comment = input.comment?.trim() || null;
    if (input.reason === 'other' && !comment)
      throw InputError.field('comment', 'Comment is required when the reason is Other.');
    const ids = [...input.studentIds].sort((a, b) => a - b);
    const request = { studentIds: ids, amountPaise: input.amountPaise, reason: input.reason, comment };
    return this.transactions.run((manager) =>
      // The key's lock first, then the residents': a repeated submit answers the first one and charges nobody.
      this.submits.once(manager, user, { operation: 'addCharges', key: input.idempotencyKey, request }, async () => {
        const residents = [];
        // In id order, so two requests charging overlapping residents lock them in the same order.
        for (const id of ids) residents.push(await this.records.lockCurrent(manager, user, id, 'studentIds'));
        await this.charges.add(manager, user, residents, {
          amountPaise: input.amountPaise,
          reason: input.reason,
          comment,
          dueDate: todayIn(this.clock),
        });
        return { count: ids.length, studentIds: input.studentIds };
      }),
    );
  }
}
