import {
  Args,
  Context,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Can, CurrentCaller } from '../../common/decorators';
import { NotFoundError } from '../../common/errors';
import { looseId, oneForm, useInput } from '../../common/mutation-input';
import { newListArg } from '../../common/pagination';
import { ParseIdPipe } from '../../common/validators';
import { HostelLoader } from '../../hostels/hostel.loader';
import { HostelRentBilling } from '../../ledger/rent-billing/hostel-rent-billing.service';
import type { PaymentView } from '../../ledger/ledger-book.service';
import type { PeriodView } from '../../ledger/ledger-views';
import { PaymentsBook } from '../../ledger/payments/payments-book.service';
import {
  MonthLedgerRowPageModel,
  PaymentMonthSummaryModel,
  StudentPaymentPageModel,
  StudentPaymentRowModel,
} from '../../ledger/payments/payment-month.model';
import { PaymentModel } from '../../ledger/payments/payment.model';
import { RentPeriodModel } from '../../rent/models/rent-period.model';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import type { StudentWithRoom } from '../../students/students.service';
import { MonthLedgerRowsArgs } from './dto/month-ledger.args';
import { PaymentPreviewArgs, PaymentPreviewModel } from './dto/payment-preview';
import { MonthArgs, StudentPaymentsArgs } from './dto/payments.args';
import { MonthLedgerQuery } from './month-ledger.query';
import { RecordPaymentInput } from './dto/record-payment.input';
import { ReversePaymentInput } from './dto/reverse-payment.input';
import { VerifyPaymentInput } from './dto/verify-payment.input';
import { PaymentReversalsService } from './payment-reversals.service';
import { PaymentMonthQuery } from './payment-month.query';
import { PaymentPreviewService } from './payment-preview.service';
import { PaymentChange, PaymentsService } from './payments.service';

@ObjectType('PaymentChangePayload', {
  description: 'Every object a payment changed, so a client cache updates the ring, the table and the resident page',
})
export class PaymentChangePayload {
  @Field(() => PaymentModel, { description: 'The payment as it is now' })
  payment: PaymentView;

  @Field(() => StudentModel, { description: 'The resident, whose balance moved' })
  student: unknown;

  @Field(() => [RentPeriodModel], { description: "Every one of the resident's periods, newest first" })
  periods: PeriodView[];

  @Field(() => [PaymentMonthSummaryModel], { description: 'Each month whose totals moved' })
  summaries: PaymentMonthSummaryModel[];

  @Field(() => [StudentPaymentRowModel], { description: "The resident's rows of each month that moved" })
  rows: StudentPaymentRowModel[];
}

async function studentOf(loader: StudentLoader, req: object, id: number): Promise<StudentWithRoom> {
  const student = await loader.load(req, id);
  if (!student) throw new NotFoundError('Student');
  return student;
}

/** The month's payments (summary and table), one payment, and recording and verifying payments. */
@Resolver()
export class PaymentsResolver {
  constructor(
    private readonly payments: PaymentsService,
    private readonly months: PaymentMonthQuery,
    private readonly monthLedger: MonthLedgerQuery,
    private readonly book: PaymentsBook,
    private readonly hostels: HostelLoader,
    private readonly clock: Clock,
    private readonly rentBilling: HostelRentBilling,
    private readonly reversals: PaymentReversalsService,
    private readonly preview: PaymentPreviewService,
  ) {}

  @Query(() => PaymentMonthSummaryModel, {
    description:
      "The month's figures across the caller's hostel: the month equation (opening, billed, collected, adjustments, closing) and who has paid",
  })
  @Can('payments.read')
  async paymentSummary(@CurrentCaller() caller: RequestCaller, @Args() args: MonthArgs, @Context('req') req: object) {
    const hostel = await this.hostels.load(req, caller.hostelId);
    return this.months.summary(hostel.id, args.month, todayIn(this.clock), hostel.rentGraceDays);
  }

  @Query(() => MonthLedgerRowPageModel, {
    description:
      "The ledger rows behind one figure of the month's equation on Payment Details, oldest first, one page (10, 25, 50 or 100 rows)",
  })
  @Can('payments.read')
  async monthLedgerRows(
    @CurrentCaller() caller: RequestCaller,
    @Args() args: MonthLedgerRowsArgs,
    @Context('req') req: object,
  ) {
    const hostel = await this.hostels.load(req, caller.hostelId);
    return this.monthLedger.rows(hostel.id, args.month, args.part, args.page, args.pageSize);
  }

  @Query(() => StudentPaymentPageModel, {
    description:
      'Residents billed in a month with their payment_status and in_process: search (name, email, phone), orderBy, page',
  })
  @Can('payments.read')
  async studentPayments(
    @CurrentCaller() caller: RequestCaller,
    @Args() args: StudentPaymentsArgs,
    @Context('req') req: object,
  ) {
    const hostel = await this.hostels.load(req, caller.hostelId);
    const sort = newListArg('orderBy', args.orderBy, { sort: args.sort }) ?? args.sort;
    return this.months.page(hostel.id, { ...args, sort }, todayIn(this.clock), hostel.rentGraceDays);
  }

  @Query(() => PaymentModel, {
    description:
      "A payment of the caller's hostel, whatever its status; an unknown id or another hostel's is NOT_FOUND",
  })
  @Can('payments.read')
  payment(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID, description: "The payment's id" }, ParseIdPipe) id: number,
  ) {
    return this.book.payment(id, caller.scope);
  }

  @Query(() => PaymentPreviewModel, {
    description:
      "What recording this amount for the resident would settle (oldest open charges first, the started rent periods billed first) and the balance after it; writes nothing. BAD_USER_INPUT for an amount outside 1 paisa to Rs. 10,00,000, NOT_FOUND for another hostel's resident",
  })
  @Can('payments.record')
  paymentPreview(@CurrentCaller() caller: RequestCaller, @Args() args: PaymentPreviewArgs) {
    return this.preview.preview(caller, args);
  }

  @Mutation(() => PaymentChangePayload, {
    description:
      "Records a payment (cash is complete at once; UPI, bank transfer and card wait for an admin to verify). It settles the oldest open charges first; what is left is credit. A repeated idempotencyKey answers the first payment. BAD_USER_INPUT naming the field (amount, date, a reference that does not fit the method), NOT_FOUND for another hostel's resident, CONFLICT for a reference another payment has (unless allowDuplicateReference) or a key reused with other details.",
  })
  @Can('payments.record')
  recordPayment(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The payment: resident, amount, method, reference, date and the form key' })
    input: RecordPaymentInput,
  ): Promise<PaymentChange> {
    return this.payments.record(caller, input);
  }

  @Mutation(() => Int, {
    description:
      "Bills the caller's hostel's rent periods that have started and are not billed yet (the hourly job does it too); answers how many it billed",
  })
  @Can('payments.verify')
  billRentNow(@CurrentCaller() caller: RequestCaller): Promise<number> {
    return this.rentBilling.billAll(caller.hostelId, caller);
  }

  @Mutation(() => PaymentChangePayload, {
    description:
      "An admin confirms a pending UPI, bank transfer or card payment: it counts as collected. NOT_FOUND for an unknown or another hostel's payment, CONFLICT when it is already verified, voided or rejected, FORBIDDEN when the caller recorded it and the hostel's maker-checker rule wants another admin",
  })
  @Can('payments.verify')
  async verifyPayment(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => VerifyPaymentInput, nullable: true, description: 'The pending payment to verify' })
    input: unknown,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: 'The pending payment' },
      looseId('id'),
    )
    id?: number,
  ) {
    const args = await oneForm(VerifyPaymentInput, input, { id }, ['id']);
    return this.payments.verify(caller, args.id);
  }

  @Mutation(() => PaymentChangePayload, {
    description:
      "An admin voids a complete payment (a duplicate, a bounced transfer, a mistake) with a reason: it settles nothing from then on, its amount goes back onto the balance today, and its receipt reads VOID. Nothing is deleted. A repeated idempotencyKey answers the first result. NOT_FOUND for another hostel's payment, CONFLICT when it is not complete or already reversed",
  })
  @Can('payments.verify')
  voidPayment(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The complete payment, the reason and the dialog key' }) input: ReversePaymentInput,
  ): Promise<PaymentChange> {
    return this.reversals.reverse(caller, 'void', input);
  }

  @Mutation(() => PaymentChangePayload, {
    description:
      "An admin rejects a pending payment whose money never arrived, with a reason: it stops counting as pending, settles nothing, and its receipt reads VOID. Nothing is deleted. A repeated idempotencyKey answers the first result. NOT_FOUND for another hostel's payment, CONFLICT when it is not pending or already reversed",
  })
  @Can('payments.verify')
  rejectPayment(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The pending payment, the reason and the dialog key' }) input: ReversePaymentInput,
  ): Promise<PaymentChange> {
    return this.reversals.reverse(caller, 'reject', input);
  }
}

@Resolver(() => PaymentChangePayload)
export class PaymentChangeResolver {
  constructor(private readonly students: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'The resident, whose balance moved' })
  student(@Parent() change: PaymentChange, @Context('req') req: object) {
    return studentOf(this.students, req, change.studentId);
  }
}

/** StudentPaymentRow.student. */
@Resolver(() => StudentPaymentRowModel)
export class StudentPaymentRowResolver {
  constructor(private readonly students: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'Whose rent it is' })
  student(@Parent() row: StudentPaymentRowModel, @Context('req') req: object) {
    return studentOf(this.students, req, row.studentId);
  }
}

/** Payment.student. */
@Resolver(() => PaymentModel)
export class PaymentStudentResolver {
  constructor(private readonly students: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'Who paid' })
  student(@Parent() payment: PaymentView, @Context('req') req: object) {
    return studentOf(this.students, req, payment.studentId);
  }
}
