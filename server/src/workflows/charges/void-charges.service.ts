import { Injectable } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Transactions } from '../../common/transactions';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { ExtraCharges } from '../../ledger/charges/extra-charges.service';
import { StudentRecords } from '../../students/student-records.service';
import { VoidChargesInput } from './dto/void-charges.input';

/** What voidCharges answers (and its key keeps). */
export interface ChargesVoided {
  count: number;
  chargeIds: number[];
  studentIds: number[];
  totalPaise: number;
}

/**
 * An admin takes extra charges back, with a reason: a void row for each (append-only), all or none, once per form
 * submit. The key's lock, then the residents' locks in id order, then whether any was voided already.
 */
@Injectable()
export class VoidChargesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly charges: ExtraCharges,
    private readonly submits: IdempotencyKeys,
  ) {}

  async voidCharges(caller: RequestCaller, input: VoidChargesInput): Promise<ChargesVoided> {
    const reason = input.reason.trim();
    const ids = [...input.chargeIds].sort((a, b) => a - b);
    const request = { chargeIds: ids, reason };
    return this.transactions.run((manager) =>
      this.submits.once(manager, caller, { operation: 'voidCharges', key: input.idempotencyKey, request }, async () => {
        // A charge row never changes: read to learn whose locks to take; its void is read after them.
        const rows = await this.charges.chargesToVoid(manager, caller, ids);
        const studentIds = [...new Set(rows.map((c) => c.studentId))].sort((a, b) => a - b);
        const names = new Map<number, string>();
        for (const id of studentIds) names.set(id, (await this.records.lock(manager, caller, id, 'chargeIds')).name);
        await this.charges.void(manager, caller, rows, names, reason, todayIn(this.clock));
        return {
          count: rows.length,
          chargeIds: input.chargeIds,
          studentIds,
          totalPaise: rows.reduce((sum, c) => sum + c.amountPaise, 0),
        };
      }),
    );
  }
}
