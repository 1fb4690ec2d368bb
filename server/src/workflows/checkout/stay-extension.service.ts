import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError, InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { Events } from '../../events/events.service';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { CheckoutRecords } from '../../ledger/checkout/checkout-records.service';
import type { Checkout } from '../../ledger/checkout/checkout.entity';
import { stayExtendedTo } from '../../ledger/rent-billing/ledger-schedule';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import { StudentRecords } from '../../students/student-records.service';
import { ExtendStayInput, StayExtensionPreviewModel } from './dto/extend-stay.input';
import { SettlementReader } from './settlement-reader';
import { moveOutDateProblem, readableDate } from '@hostel-admin/rules';

/**
 * A stay extended: a resident under notice (often one whose move-out date passed without a settlement) stays on to a
 * later move-out date. The checkout keeps its steps; rent taken back for periods before the new date is billed
 * again, and the periods started since are billed, in one transaction under the resident's lock.
 */
@Injectable()
export class StayExtensions {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly checkouts: CheckoutRecords,
    private readonly settlements: SettlementReader,
    private readonly billing: RentBilling,
    private readonly events: Events,
    private readonly submits: IdempotencyKeys,
  ) {}

  /** What extending to `moveOutDate` bills now, written nowhere: said before the change is confirmed. */
  preview(caller: RequestCaller, checkoutId: number, moveOutDate: string): Promise<StayExtensionPreviewModel> {
    const today = todayIn(this.clock);
    return this.transactions.run(async (manager) => {
      const { checkout, student } = await this.locked(manager, caller, checkoutId);
      expectLater(checkout, moveOutDate, today);
      const schedule = await this.settlements.scheduleOf(manager, student, moveOutDate);
      if (!schedule) return { rentPaise: 0, periods: 0 };
      const plan = await this.billing.plan(manager, schedule, today);
      const rebilled = plan.adjustments.filter((a) => a.amountPaise > 0).length;
      return { rentPaise: plan.changePaise, periods: plan.newPeriods.length + rebilled };
    });
  }

  async extend(caller: RequestCaller, input: ExtendStayInput): Promise<Checkout> {
    const today = todayIn(this.clock);
    const request = { checkoutId: input.checkoutId, moveOutDate: input.moveOutDate };
    return this.transactions.run(async (manager) => {
      // The key's lock first, then the resident's: a repeated submit answers the checkout the first one extended.
      const checkoutId = await this.submits.once(
        manager,
        caller,
        { operation: 'extendStay', key: input.idempotencyKey, request },
        async () => {
          const { checkout, student } = await this.locked(manager, caller, input.checkoutId);
          expectLater(checkout, input.moveOutDate, today);
          const extended = await this.checkouts.extend(manager, checkout, input.moveOutDate);
          const schedule = await this.settlements.scheduleOf(manager, student, input.moveOutDate);
          const reason = stayExtendedTo(input.moveOutDate);
          if (schedule) await this.billing.align(manager, schedule, today, today, caller, reason);
          await this.events.emit(manager, {
            kind: 'checkout.extended',
            actor: caller,
            subject: {
              type: 'student',
              id: student.id,
              hostelId: student.hostelId,
              label: student.name,
              detail: `Move-out date ${readableDate(checkout.moveOutDate)} → ${readableDate(input.moveOutDate)}`,
            },
            data: {
              studentId: student.id,
              checkoutId: checkout.id,
              moveOutDate: input.moveOutDate,
              previousMoveOutDate: checkout.moveOutDate,
            },
          });
          return extended.id;
        },
      );
      return this.checkouts.byId(checkoutId, caller.scope, manager);
    });
  }

  /** The checkout with its resident locked, read again once the lock is held. */
  private async locked(manager: EntityManager, caller: RequestCaller, checkoutId: number) {
    const { studentId } = await this.checkouts.byId(checkoutId, caller.scope, manager);
    const student = await this.records.lockCurrent(manager, caller, studentId, 'checkoutId');
    const checkout = await this.checkouts.byId(checkoutId, caller.scope, manager);
    return { checkout, student };
  }
}

/** A new move-out date must be later than today and than the present one; a paid refund ended the stay. */
function expectLater(checkout: Checkout, moveOutDate: string, today: string): void {
  if (checkout.status === 'refunded')
    throw new ConflictError('The refund was paid: this stay ends on its move-out date.', 'checkoutId');
  const problem = moveOutDateProblem(moveOutDate, checkout.moveOutDate, today);
  if (problem) throw InputError.field('moveOutDate', problem);
}
