import { Args, ArgsType, Context, Field, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { IsIn, IsInt, Min } from 'class-validator';
import { todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { PAGE_SIZES } from '../common/pagination';
import { HostelLoader } from '../hostels/hostel.loader';
import { BalanceLoader } from '../ledger/balance.loader';
import { LedgerBook, PaymentView } from '../ledger/ledger-book.service';
import { LedgerLine, LedgerNote, linesOf, periodsOf, PeriodView } from '../ledger/ledger-views';
import { RefundPaid, RefundQueries } from '../ledger/checkout/refund-queries';
import { LedgerPageModel, PaymentModel, StudentBalanceModel } from '../ledger/payments/payment.model';
import { RentPeriodModel, RentPeriodsArgs } from '../rent/models/rent-period.model';
import { RentTermsLoader } from '../rent/rent-terms.loader';
import { StudentModel } from './models/student.model';
import type { Student } from './student.entity';
import { Money, PAYMENT_METHOD_LABELS } from '@hostel-admin/rules';
import { StaySchedules } from '../ledger/rent-billing/stay-schedules.service';

/** "Deposit refunded Rs. 8,000 by UPI (ref 412345678901), paid by Meena Iyer": moves no balance. */
export const refundNote = (r: RefundPaid): LedgerNote => ({
  id: `refund:${r.refundId}`,
  date: r.paidOn,
  item: `Deposit refunded ${Money.format(r.amountPaise)} by ${PAYMENT_METHOD_LABELS[r.method]}${r.reference ? ` (ref ${r.reference})` : ''}, paid by ${r.paidBy}`,
});

@ArgsType()
class LedgerArgs {
  @Field(() => Int, { defaultValue: 1, description: 'First page is 1' })
  @IsInt()
  @Min(1)
  page: number = 1;

  @Field(() => Int, { defaultValue: 25, description: `One of ${PAGE_SIZES.join(', ')}` })
  @IsIn(PAGE_SIZES as unknown as number[], { message: `pageSize must be one of ${PAGE_SIZES.join(', ')}` })
  pageSize: number = 25;
}

/** Student.balance, Student.rentPeriods, Student.ledgerLines, Student.payments and Student.pendingPayments: the resident's account, read from the ledger. */
@Resolver(() => StudentModel)
export class StudentLedgerResolver {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly ledger: LedgerBook,
    private readonly balances: BalanceLoader,
    private readonly terms: RentTermsLoader,
    private readonly hostels: HostelLoader,
    private readonly clock: Clock,
    private readonly refunds: RefundQueries,
  ) {}

  @ResolveField(() => StudentBalanceModel, { description: 'What the resident owes (or has in credit)' })
  async balance(@Parent() student: Student, @Context('req') req: object): Promise<StudentBalanceModel> {
    const a = await this.balances.ofStudent(req, student.id);
    return {
      id: student.id,
      chargedPaise: a.chargedPaise,
      collectedPaise: a.collectedPaise,
      pendingPaise: a.pendingPaise,
      balancePaise: a.balancePaise,
    };
  }

  @ResolveField(() => [RentPeriodModel], {
    description:
      'Monthly periods from the day billing starts, newest first: the upcoming one and the billed ones with their status; empty without rent terms',
  })
  async rentPeriods(
    @Parent() student: Student,
    @Args() args: RentPeriodsArgs,
    @Context('req') req: object,
  ): Promise<PeriodView[]> {
    const [terms, hostel, state] = await Promise.all([
      this.terms.ofStudent(req, student.id),
      this.hostels.load(req, student.hostelId),
      this.ledger.state(null, student.id),
    ]);
    if (!terms && !state.charges.length) return [];
    const schedule = terms ? await this.schedules.withTerms(null, student, terms) : null;
    return periodsOf(state, schedule, todayIn(this.clock), hostel.rentGraceDays, args.count);
  }

  @ResolveField(() => LedgerPageModel, {
    description: 'Every charge and payment with the running balance, newest first',
  })
  async ledgerLines(
    @Parent() student: Student,
    @Args() args: LedgerArgs,
  ): Promise<{ items: LedgerLine[]; totalCount: number }> {
    const [state, refunds] = await Promise.all([
      this.ledger.state(null, student.id),
      this.refunds.ofStudents([student.id]),
    ]);
    const lines = linesOf(state, refunds.map(refundNote));
    const start = (args.page - 1) * args.pageSize;
    return { items: lines.slice(start, start + args.pageSize), totalCount: lines.length };
  }

  @ResolveField(() => [PaymentModel], {
    description:
      'Every payment of the resident, newest first, with its status (complete, pending, voided, rejected): what an admin chooses from to void or reject one',
  })
  async payments(@Parent() student: Student): Promise<PaymentView[]> {
    return [...(await this.ledger.state(null, student.id)).payments].reverse();
  }

  @ResolveField(() => [PaymentModel], {
    description: 'Payments by UPI, bank transfer or card waiting for an admin to verify them, oldest first',
  })
  async pendingPayments(@Parent() student: Student): Promise<PaymentView[]> {
    const state = await this.ledger.state(null, student.id);
    return state.payments.filter((payment) => payment.status === 'pending');
  }
}
