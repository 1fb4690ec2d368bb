import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError, InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { CheckoutRecords, NewDeduction } from '../../ledger/checkout/checkout-records.service';
import type { Checkout } from '../../ledger/checkout/checkout.entity';
import { movesOutOn } from '../../ledger/rent-billing/ledger-schedule';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import { RentTermsService } from '../../rent/rent-terms.service';
import { StudentRecords } from '../../students/student-records.service';
import { DeductionInput, GiveNoticeInput, PayRefundInput, PrepareSettlementInput } from './dto/checkout.input';
import { StayEnds } from './stay-ends.service';
import { ItemisedSettlement, SettlementReader } from './settlement-reader';
import { addDays, noticeDateProblem, paidOnProblem, referenceProblem } from '@hostel-admin/rules';

/** How far back a notice may be dated. */

/**
 * Checkout, from notice to refund. A warden (or admin) records the notice and prepares the settlement; an
 * admin approves it and pays the refund; the stay ends on the move-out date, which frees the bed and archives the
 * resident (their history stays). Each step is one transaction. Notice, Proceed and the refund are once per form submit (its
 * idempotency key, scoped to the resident or checkout): the key's lock first, then the resident's.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly rentTerms: RentTermsService,
    private readonly settlements: SettlementReader,
    private readonly billing: RentBilling,
    private readonly checkouts: CheckoutRecords,
    private readonly stayEnds: StayEnds,
    private readonly submits: IdempotencyKeys,
  ) {}

  async giveNotice(caller: RequestCaller, input: GiveNoticeInput): Promise<Checkout> {
    const today = todayIn(this.clock);
    const noticeProblem = noticeDateProblem(input.noticeDate, today);
    if (noticeProblem) throw InputError.field('noticeDate', noticeProblem);
    const request = { studentId: input.studentId, noticeDate: input.noticeDate };
    return this.transactions.run(async (manager) => {
      // The key's lock first, then the resident's: a repeated submit answers the notice the first one recorded.
      const checkoutId = await this.submits.once(
        manager,
        caller,
        { operation: 'giveNotice', key: input.idempotencyKey, request },
        async () => {
          const student = await this.records.lockCurrent(manager, caller, input.studentId, 'studentId');
          const terms = await this.rentTerms.termsOf(manager, student.id);
          if (!terms) throw new ConflictError(`${student.name} has no rent terms, so no notice period.`, 'studentId');
          const moveOut = addDays(input.noticeDate, terms.noticePeriodDays);
          const checkout = await this.checkouts.giveNotice(manager, caller, student, input.noticeDate, moveOut);
          // The stay now ends on the move-out date: rent billed for a period starting on or after it (a notice dated
          // back) is taken back now, not at the payout.
          const schedule = await this.settlements.scheduleOf(manager, student, moveOut);
          if (schedule) await this.billing.align(manager, schedule, today, today, caller, movesOutOn(moveOut));
          return checkout.id;
        },
      );
      return this.checkouts.byId(checkoutId, caller.scope, manager);
    });
  }

  /**
   * The settlement as it would be with these deductions, written nowhere: shown before Proceed is confirmed. A paid
   * checkout answers the settlement it paid.
   */
  async preview(caller: RequestCaller, checkoutId: number, deductions: DeductionInput[]): Promise<ItemisedSettlement> {
    const found = await this.checkouts.byId(checkoutId, caller.scope);
    if (found.status === 'refunded') return this.settlements.paid(found);
    return this.transactions.run(async (manager) => {
      const { checkout, student } = await this.locked(manager, caller, checkoutId);
      if (checkout.status === 'refunded') return this.settlements.paid(checkout, manager);
      return this.settlements.now(manager, student, checkout, deductions);
    });
  }

  /** The settlement of a checkout now: from its recorded deductions, or, once refunded, as it was paid. */
  async settlement(caller: RequestCaller, checkout: Checkout): Promise<ItemisedSettlement> {
    if (checkout.status === 'refunded') return this.settlements.paid(checkout);
    return this.preview(caller, checkout.id, await this.checkouts.deductionsOf(checkout.id));
  }

  async prepare(caller: RequestCaller, input: PrepareSettlementInput): Promise<Checkout> {
    const deductions: NewDeduction[] = input.deductions.map((d) => ({
      kind: d.kind,
      amountPaise: d.amountPaise,
      note: d.note.trim(),
    }));
    const request = { checkoutId: input.checkoutId, deductions };
    return this.transactions.run(async (manager) => {
      // The key's lock first, then the resident's: a repeated Proceed answers the settlement the first one started.
      const checkoutId = await this.submits.once(
        manager,
        caller,
        { operation: 'prepareSettlement', key: input.idempotencyKey, request },
        async () => {
          const { checkout, student } = await this.locked(manager, caller, input.checkoutId);
          return (await this.checkouts.prepare(manager, caller, checkout, deductions, student.name)).id;
        },
      );
      return this.checkouts.byId(checkoutId, caller.scope, manager);
    });
  }

  async approve(caller: RequestCaller, checkoutId: number): Promise<Checkout> {
    return this.transactions.run(async (manager) => {
      const { checkout, student } = await this.locked(manager, caller, checkoutId);
      return this.checkouts.approve(manager, caller, checkout, student.name);
    });
  }

  /**
   * Pays the refund: rent billed for every period starting before the move-out date, the settlement's money rows,
   * the refund. The stay ends on the move-out date (the bed frees and the resident is archived): at once when that
   * day has come, else on that day, by the hourly job; until then the bed stays theirs.
   */
  async payRefund(caller: RequestCaller, input: PayRefundInput): Promise<{ checkout: Checkout; studentId: number }> {
    const today = todayIn(this.clock);
    const reference = input.reference?.trim() || null;
    const problems = [
      { field: 'paidOn', message: paidOnProblem(input.paidOn, today) },
      { field: 'reference', message: referenceProblem(input.method, reference) },
    ].filter((p): p is { field: string; message: string } => p.message !== null);
    if (problems.length) throw new InputError(problems);
    const request = { checkoutId: input.checkoutId, method: input.method, reference, paidOn: input.paidOn };
    return this.transactions.run(async (manager) => {
      // The key's lock first, then the resident's: a repeated submit answers the refund the first one paid.
      const paid = await this.submits.once(
        manager,
        caller,
        { operation: 'payRefund', key: input.idempotencyKey, request },
        () => this.refund(manager, caller, input, reference, today),
      );
      return {
        checkout: await this.checkouts.byId(paid.checkoutId, caller.scope, manager),
        studentId: paid.studentId,
      };
    });
  }

  /** The refund's writes, inside payRefund's transaction and its key: answers the checkout and resident ids. */
  private async refund(
    manager: EntityManager,
    caller: RequestCaller,
    input: PayRefundInput,
    reference: string | null,
    today: string,
  ): Promise<{ checkoutId: number; studentId: number }> {
    const { checkout: found, student } = await this.locked(manager, caller, input.checkoutId);
    this.checkouts.expectRefundable(found);
    const schedule = await this.settlements.scheduleOf(manager, student, found.moveOutDate);
    // The notice period is paid for: every period that starts before the move-out date is billed now (the last one
    // by the hostel's rule: in full, or for the days stayed), and none after it: the stay ends on the move-out date.
    if (schedule)
      await this.billing.align(
        manager,
        schedule,
        addDays(found.moveOutDate, -1),
        today,
        caller,
        movesOutOn(found.moveOutDate),
      );
    const deductions = await this.checkouts.deductionsOf(found.id, manager);
    const settlement = await this.settlements.now(manager, student, found, deductions);
    const checkout = await this.checkouts.refund(
      manager,
      caller,
      found,
      settlement,
      { method: input.method, reference, paidOn: input.paidOn },
      student.name,
    );
    // The stay ends on the move-out date: now when it has come, else by a job that day (the refund's event queues it).
    if (found.moveOutDate <= today) await this.stayEnds.end(manager, caller, student, found.moveOutDate);
    return { checkoutId: checkout.id, studentId: student.id };
  }

  /**
   * The checkout with its resident locked until the transaction ends, read again once the lock is held: a step
   * sent twice at once then sees what the first one wrote, not the status both read before either had the lock.
   */
  private async locked(manager: EntityManager, caller: RequestCaller, checkoutId: number) {
    const { studentId } = await this.checkouts.byId(checkoutId, caller.scope, manager);
    const student = await this.records.lock(manager, caller, studentId, 'checkoutId');
    const checkout = await this.checkouts.byId(checkoutId, caller.scope, manager);
    return { checkout, student };
  }
}
