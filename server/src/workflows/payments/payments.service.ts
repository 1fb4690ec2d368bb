import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError, FieldError, InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { HostelsService } from '../../hostels/hostels.service';
import { makerCheckerRule } from '../../hostels/payment-maker-checker';
import type { PaymentView } from '../../ledger/ledger-book.service';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { periodsOf, PeriodView } from '../../ledger/ledger-views';
import { MonthProjection, MonthsMoved } from '../../ledger/months/month-projection.service';
import {
  DuplicateReference,
  duplicateReferenceMessage,
  PaymentReferences,
} from '../../ledger/payments/payment-references';
import {
  DuplicateSubmit,
  expectSameSubmit,
  PaymentsBook,
  PaymentWritten,
} from '../../ledger/payments/payments-book.service';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import type { RentMonth } from '../../ledger/months/rent-month.entity';
import type { PaymentMonthSummaryModel, StudentPaymentRowModel } from '../../ledger/payments/payment-month.model';
import { RentTermsService } from '../../rent/rent-terms.service';
import type { Student } from '../../students/student.entity';
import { StudentRecords } from '../../students/student-records.service';
import { UsersService } from '../../users/users.service';
import { RecordPaymentInput } from './dto/record-payment.input';
import { PaymentMonthQuery } from './payment-month.query';
import { paidOnProblem, referenceProblem } from '@hostel-admin/rules';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';

/** What a payment mutation changed, for the client's cache: the payment, its resident and the months it moved. */
export interface PaymentChange {
  payment: PaymentView;
  studentId: number;
  periods: PeriodView[];
  summaries: PaymentMonthSummaryModel[];
  rows: StudentPaymentRowModel[];
}

/**
 * Recording and verifying payments: the resident (locked), their rent billed up to today, then the ledger's
 * write, all in one transaction; the answer carries every month the change moved. The resident's rows are read
 * once, by the payment's write, which answers them with the months before and after.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly rentTerms: RentTermsService,
    private readonly hostels: HostelsService,
    private readonly users: UsersService,
    private readonly book: LedgerBook,
    private readonly billing: RentBilling,
    private readonly payments: PaymentsBook,
    private readonly projection: MonthProjection,
    private readonly months: PaymentMonthQuery,
    private readonly references: PaymentReferences,
  ) {}

  async record(caller: RequestCaller, input: RecordPaymentInput): Promise<PaymentChange> {
    const today = todayIn(this.clock);
    const reference = input.reference?.trim() || null;
    const problems: FieldError[] = [];
    const paidOn = paidOnProblem(input.paidOn, today);
    if (paidOn) problems.push({ field: 'paidOn', message: paidOn });
    const ref = referenceProblem(input.method, reference);
    if (ref) problems.push({ field: 'reference', message: ref });
    if (problems.length) throw new InputError(problems);

    try {
      return await this.transactions.run(async (manager) => {
        // The reference's lock before the resident's: of two payments with one reference sent at once, the second
        // sees the first.
        await this.references.lock(manager, reference);
        const student = await this.records.lock(manager, caller, input.studentId, 'studentId');
        await this.billToday(manager, student, today);
        const written = await this.payments
          .recordPayment(manager, caller, {
            studentId: student.id,
            hostelId: student.hostelId,
            studentName: student.name,
            amountPaise: input.amountPaise,
            method: input.method,
            reference,
            paidOn: input.paidOn,
            note: input.note?.trim() || null,
            idempotencyKey: input.idempotencyKey,
            allowDuplicateReference: input.allowDuplicateReference === true,
          })
          .catch((error: unknown) => this.refuseDuplicate(manager, error));
        return this.change(manager, student, written, today);
      });
    } catch (error) {
      if (!(error instanceof DuplicateSubmit)) throw error;
      // A racing submit with the same key won: answer its payment.
      const payment = await this.payments.paymentByKey(caller.hostelId, input.idempotencyKey);
      if (!payment) throw error;
      expectSameSubmit(payment, input);
      return this.transactions.run(async (manager) => {
        const student = await this.records.lock(manager, caller, payment.studentId, 'studentId');
        const state = await this.book.state(manager, student.id);
        return this.change(manager, student, { payment, state, moved: null }, today);
      });
    }
  }

  async verify(caller: RequestCaller, paymentId: number): Promise<PaymentChange> {
    const today = todayIn(this.clock);
    return this.transactions.run(async (manager) => {
      const { studentId } = await this.payments.payment(paymentId, caller.scope, manager);
      const student = await this.records.lock(manager, caller, studentId, 'id');
      // Under the resident's lock: the hostel's maker-checker setting and its active admins as they are now, and the
      // payment read again, so a second verification sent at once sees the first.
      const hostel = await this.hostels.getById(student.hostelId, manager);
      const admins = await this.users.activeAdminCount(student.hostelId, manager);
      const rule = makerCheckerRule(hostel.paymentMakerChecker, admins);
      const written = await this.payments.verifyPayment(manager, caller, paymentId, student.id, student.name, rule);
      return this.change(manager, student, written, today);
    });
  }

  /** A reference already used in the hostel: a CONFLICT on `reference` naming each match, for a person to check. */
  private async refuseDuplicate(manager: EntityManager, error: unknown): Promise<never> {
    if (!(error instanceof DuplicateReference)) throw error;
    const names = await this.records.namesByIds(manager, [...new Set(error.matches.map((p) => p.studentId))]);
    const matches = error.matches.map((p) => ({ ...p, studentName: names.get(p.studentId) ?? 'a former resident' }));
    throw new ConflictError(duplicateReferenceMessage(error.reference, matches), 'reference');
  }

  /** Bills the resident's rent up to today, so a payment settles what is really due. */
  private async billToday(manager: EntityManager, student: Student, today: string): Promise<void> {
    const schedule = await this.schedules.of(manager, student);
    if (schedule) await this.billing.billRent(manager, schedule, today);
  }

  /**
   * The payment with every period of its resident and each month whose figures it moved (every month of the
   * resident when it answers a repeated submit: the client may have missed the first answer). In the caller's
   * transaction, after the resident's lock.
   */
  async change(
    manager: EntityManager,
    student: Student,
    { payment, state, moved }: PaymentWritten,
    today: string,
  ): Promise<PaymentChange> {
    const hostel = await this.hostels.getById(student.hostelId, manager);
    const grace = hostel.rentGraceDays;
    // In the transaction, one query at a time on its connection.
    const schedule = await this.schedules.of(manager, student);
    const { before, after }: MonthsMoved = moved ?? {
      before: [],
      after: await this.projection.months(manager, student.id),
    };
    const same = (a: RentMonth, b: RentMonth | undefined) =>
      !!b &&
      a.settledPaise === b.settledPaise &&
      a.pendingPaise === b.pendingPaise &&
      a.chargedPaise === b.chargedPaise;
    const beforeByMonth = new Map(before.map((m) => [m.month, m]));
    const changed = after.filter((m) => !same(m, beforeByMonth.get(m.month))).map((m) => m.month);
    const months = [...new Set([payment.paidOn.slice(0, 7), ...changed])].sort();
    const summaries = [];
    for (const month of months)
      summaries.push(await this.months.summary(student.hostelId, month, today, grace, manager));
    const rows = after.filter((m) => changed.includes(m.month)).map((m) => this.months.rowOf(m, today, grace));
    return {
      payment,
      studentId: student.id,
      periods: periodsOf(state, schedule, today, grace),
      summaries,
      rows,
    };
  }
}
