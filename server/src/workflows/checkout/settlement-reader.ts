import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors';
import { DepositsService } from '../../deposits/deposits.service';
import { DEDUCTION_LABELS, settle, Settlement } from '../../ledger/checkout/checkout-rules';
import { CheckoutRecords } from '../../ledger/checkout/checkout-records.service';
import type { Checkout } from '../../ledger/checkout/checkout.entity';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { duesBy, RentSchedule } from '../../ledger/rent-billing/ledger-schedule';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';
import { deductionLines, duesLines, SettlementLine } from '../../ledger/checkout/settlement-lines';
import type { Student } from '../../students/student.entity';

/** A settlement with the lines that make it. */
export type ItemisedSettlement = Settlement & { lines: SettlementLine[] };

/**
 * A leaving resident's settlement, itemised: now from the ledger (inside the caller's transaction, the resident
 * locked), or, once refunded, as it was paid (the refund row keeps its figures and lines).
 */
@Injectable()
export class SettlementReader {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly deposits: DepositsService,
    private readonly book: LedgerBook,
    private readonly checkouts: CheckoutRecords,
  ) {}

  /** The resident's rent schedule ending on the checkout's move-out date; or null without rent terms. */
  async scheduleOf(
    manager: EntityManager,
    student: Student,
    moveOutDate: string,
  ): Promise<(RentSchedule & { endsOn: string }) | null> {
    const schedule = await this.schedules.of(manager, student);
    return schedule && { ...schedule, endsOn: moveOutDate };
  }

  /** The settlement now: dues by the move-out date, line by line, with these deductions. */
  async now(
    manager: EntityManager,
    student: Student,
    checkout: Checkout,
    deductions: { kind: string; amountPaise: number; note: string }[],
  ): Promise<ItemisedSettlement> {
    const schedule = await this.scheduleOf(manager, student, checkout.moveOutDate);
    const state = await this.book.state(manager, student.id);
    const [deposit] = await this.deposits.byStudentIds([student.id], manager);
    const dues = schedule ? duesBy(state, schedule) : state.allocation.balancePaise;
    const deductionsPaise = deductions.reduce((sum, d) => sum + d.amountPaise, 0);
    return {
      ...settle(deposit?.amountPaise ?? 0, dues, deductionsPaise),
      lines: [...duesLines(state, schedule, checkout), ...deductionLines(deductions, DEDUCTION_LABELS)],
    };
  }

  /**
   * What a paid settlement was: the figures and lines its refund row keeps. A refund paid before they were kept
   * reads from its rows: the refund, the deductions and the deposit (the dues are what the deposit covered).
   */
  async paid(checkout: Checkout, manager?: EntityManager): Promise<ItemisedSettlement> {
    const refund = await this.checkouts.refundOf(checkout.id, manager);
    if (!refund) throw new ConflictError('This refund is not recorded.', 'checkoutId');
    const deductions = await this.checkouts.deductionsOf(checkout.id, manager);
    const lines = refund.settlementLines
      ? (JSON.parse(refund.settlementLines) as SettlementLine[])
      : deductionLines(deductions, DEDUCTION_LABELS);
    if (
      refund.depositPaise !== null &&
      refund.duesPaise !== null &&
      refund.deductionsPaise !== null &&
      refund.appliedPaise !== null &&
      refund.stillOwedPaise !== null
    )
      return {
        depositPaise: refund.depositPaise,
        duesPaise: refund.duesPaise,
        deductionsPaise: refund.deductionsPaise,
        appliedPaise: refund.appliedPaise,
        refundPaise: refund.amountPaise,
        stillOwedPaise: refund.stillOwedPaise,
        lines,
      };
    const total = deductions.reduce((sum, d) => sum + d.amountPaise, 0);
    const [deposit] = await this.deposits.byStudentIds([checkout.studentId], manager);
    const depositPaise = deposit?.amountPaise ?? 0;
    const applied = Math.min(depositPaise, Math.max(0, depositPaise - refund.amountPaise));
    return {
      depositPaise,
      duesPaise: applied - total,
      deductionsPaise: total,
      appliedPaise: applied,
      refundPaise: refund.amountPaise,
      stillOwedPaise: 0,
      lines,
    };
  }
}
