import { Injectable } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { ExtraCharges } from '../../ledger/charges/extra-charges.service';
import { StudentRecords } from '../../students/student-records.service';
import { AddChargesInput } from './dto/add-charges.input';
import { MeterBills, MeterSplit } from './meter-bills.service';
import { chargeMessages } from '@hostel-admin/rules';

/** What addCharges answers (and its key keeps): who was charged, the new charges, the total. */
export interface ChargesAdded {
  count: number;
  studentIds: number[];
  chargeIds: number[];
  totalPaise: number;
}

/** The charges of one submit, whichever way they were given: one line per resident, in the order sent. */
function linesOf(input: AddChargesInput): { studentId: number; amountPaise: number }[] {
  const oneAmount = input.studentIds !== undefined && input.studentIds !== null;
  if (input.charges && (oneAmount || (input.amountPaise !== undefined && input.amountPaise !== null)))
    throw InputError.field('charges', 'Send either one amount for all (studentIds, amountPaise) or charges, not both.');
  if (input.meter && !input.charges)
    throw InputError.field('charges', 'A meter bill needs its split as charges (see meterSplit).');
  if (input.charges) return input.charges.map((c) => ({ studentId: c.studentId, amountPaise: c.amountPaise }));
  return input.studentIds!.map((studentId) => ({ studentId, amountPaise: input.amountPaise! }));
}

/**
 * Extra charges for several residents at once: every resident is charged, or none is; once per form submit (its
 * idempotency key). One amount for all, an amount per resident, or a room's meter bill split among its residents.
 */
@Injectable()
export class ChargesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly charges: ExtraCharges,
    private readonly submits: IdempotencyKeys,
    private readonly meters: MeterBills,
  ) {}

  async addCharges(caller: RequestCaller, input: AddChargesInput): Promise<ChargesAdded> {
    const comment = input.comment?.trim() || null;
    if (input.reason === 'other' && !comment && !input.meter)
      throw InputError.field('comment', chargeMessages.commentRequiredForOther);
    const lines = linesOf(input);
    const sorted = [...lines].sort((a, b) => a.studentId - b.studentId);
    const meter = input.meter ? { ...input.meter } : null;
    const request = { charges: sorted, reason: input.reason, comment, meter };
    return this.transactions.run((manager) =>
      // The key's lock first, then the residents': a repeated submit answers the first one and charges nobody.
      this.submits.once(manager, caller, { operation: 'addCharges', key: input.idempotencyKey, request }, async () => {
        const field = input.charges ? 'charges' : 'studentIds';
        const residents = new Map<number, Awaited<ReturnType<StudentRecords['lockCurrent']>>>();
        // In id order, so two requests charging overlapping residents lock them in the same order.
        for (const { studentId } of sorted)
          residents.set(studentId, await this.records.lockCurrent(manager, caller, studentId, field));
        let written = comment;
        if (input.meter) {
          const split: MeterSplit = await this.meters.check(manager, caller, input.meter, lines);
          written = this.meters.comment(input.meter, split, comment);
        }
        const chargeIds = await this.charges.add(
          manager,
          caller,
          lines.map(({ studentId, amountPaise }) => ({ resident: residents.get(studentId)!, amountPaise })),
          { reason: input.reason, comment: written, dueDate: todayIn(this.clock) },
        );
        return {
          count: lines.length,
          studentIds: lines.map((l) => l.studentId),
          chargeIds,
          totalPaise: lines.reduce((sum, l) => sum + l.amountPaise, 0),
        };
      }),
    );
  }

  /** The split Add Charge shows before a meter bill is confirmed. */
  meterSplit(caller: RequestCaller, roomId: number, billPaise: number): Promise<MeterSplit> {
    return this.transactions.run((manager) => this.meters.split(manager, caller, roomId, billPaise));
  }
}
