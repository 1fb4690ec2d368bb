import { Args, Context, Field, ID, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { callerCan, type RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { looseId, oneForm, useInput } from '../../common/mutation-input';
import { newListArg } from '../../common/pagination';
import { ParseIdPipe } from '../../common/validators';
import { withdrawalStatusOf, WithdrawalStatus } from '../../ledger/checkout/checkout-rules';
import { CheckoutRecords } from '../../ledger/checkout/checkout-records.service';
import type { Checkout } from '../../ledger/checkout/checkout.entity';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import { CheckoutService } from './checkout.service';
import { ApproveSettlementInput } from './dto/approve-settlement.input';
import { WriteOffBalanceInput } from './dto/write-off.input';
import { WriteOffService } from './write-off.service';
import { RefundLoader } from './refund.loader';
import {
  CheckoutDeductionModel,
  CheckoutModel,
  CheckoutPageModel,
  CheckoutsArgs,
  GiveNoticeInput,
  PayRefundInput,
  PrepareSettlementInput,
  RefundModel,
  SettlementModel,
  SettlementPreviewArgs,
} from './dto/checkout.input';
import { WithdrawalStatusEnum } from './dto/checkout-enums';

@ObjectType('PayRefundPayload', {
  description: 'The checkout, now refunded, and the resident (archived once the move-out date has come)',
})
export class PayRefundPayload {
  @Field(() => CheckoutModel, { description: 'The checkout, now refunded' })
  checkout: Checkout;

  @Field(() => StudentModel, { description: 'The resident, archived once the move-out date has come' })
  student: unknown;

  studentId: number;
}

@Resolver(() => CheckoutModel)
export class CheckoutResolver {
  constructor(
    private readonly service: CheckoutService,
    private readonly records: CheckoutRecords,
    private readonly students: StudentLoader,
    private readonly writeOffs: WriteOffService,
    private readonly refunds: RefundLoader,
  ) {}

  @Query(() => CheckoutPageModel, {
    description:
      'Residents under notice or settling, by move-out date (where.state open, the default); or paid settlements, the latest first (where.state paid); search by name; one page',
  })
  @Can('payments.read')
  checkouts(@CurrentCaller() caller: RequestCaller, @Args() args: CheckoutsArgs) {
    const where = newListArg('where', args.where, { state: args.state });
    return this.records.list(caller.hostelId, { ...args, state: (where ? where.state : args.state) ?? 'open' });
  }

  @Query(() => CheckoutModel, {
    description: "A checkout of the caller's hostel; an unknown id or another hostel's is NOT_FOUND",
  })
  @Can('payments.read')
  checkout(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID, description: "The checkout's id" }, ParseIdPipe) id: number,
  ) {
    return this.records.byId(id, caller.scope);
  }

  @Query(() => SettlementModel, {
    description:
      "The settlement a checkout would have with these deductions, written nowhere; NOT_FOUND for another hostel's checkout",
  })
  @Can('checkout.prepare')
  settlementPreview(@CurrentCaller() caller: RequestCaller, @Args() args: SettlementPreviewArgs) {
    return this.service.preview(caller, args.checkoutId, args.deductions);
  }

  @Mutation(() => CheckoutModel, {
    description:
      "Records a resident's notice; the move-out date adds the notice period of their rent terms, and rent already billed for periods starting on or after it is taken back. A repeated idempotencyKey answers the first result. BAD_USER_INPUT for the date, NOT_FOUND for another hostel's resident, CONFLICT when they are archived, have no rent terms or already gave notice",
  })
  @Can('checkout.prepare')
  giveNotice(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The resident, the notice date and the form key' }) input: GiveNoticeInput,
  ) {
    return this.service.giveNotice(caller, input);
  }

  @Mutation(() => CheckoutModel, {
    description:
      "Proceed: records the deductions and starts the settlement (in_process). A repeated idempotencyKey answers the first result. NOT_FOUND for another hostel's checkout, CONFLICT when the settlement was already started",
  })
  @Can('checkout.prepare')
  prepareSettlement(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The checkout, its deductions and the form key' }) input: PrepareSettlementInput,
  ) {
    return this.service.prepare(caller, input);
  }

  @Mutation(() => CheckoutModel, {
    description:
      "An admin approves a prepared settlement (in_process to approved). NOT_FOUND for another hostel's checkout, CONFLICT when it is not in_process",
  })
  @Can('checkout.approve')
  async approveSettlement(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => ApproveSettlementInput, nullable: true, description: 'The checkout to approve' })
    input: unknown,
    @Args(
      'checkoutId',
      {
        type: () => ID,
        nullable: true,
        deprecationReason: useInput('checkoutId'),
        description: 'The checkout whose settlement is approved',
      },
      looseId('id'),
    )
    checkoutId?: number,
  ) {
    const args = await oneForm(ApproveSettlementInput, input, { checkoutId }, ['checkoutId']);
    return this.service.approve(caller, args.checkoutId);
  }

  @Mutation(() => PayRefundPayload, {
    description:
      "An admin pays the refund: the deposit settles dues and deductions, the stay ends and the resident is archived on the move-out date (at once when it has come). A repeated idempotencyKey answers the first result. NOT_FOUND for another hostel's checkout, CONFLICT when the settlement is not approved or the refund was paid",
  })
  @Can('checkout.approve')
  payRefund(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The checkout, how and when the refund was paid, and the form key' })
    input: PayRefundInput,
  ) {
    return this.service.payRefund(caller, input);
  }

  @Mutation(() => StudentModel, {
    description:
      "An admin writes off what a leaver still owes, with a reason: an append-only row on their ledger; answers the resident. A repeated idempotencyKey answers the first result. BAD_USER_INPUT when the amount passes what they owe, NOT_FOUND for another hostel's resident, CONFLICT when their refund is not paid or they owe nothing",
  })
  @Can('checkout.approve')
  async writeOffBalance(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The leaver, the amount, the reason and the form key' })
    input: WriteOffBalanceInput,
    @Context('req') req: object,
  ) {
    const { studentId } = await this.writeOffs.writeOff(caller, input);
    return this.students.load(req, studentId);
  }

  @ResolveField(() => StudentModel, { description: 'The resident leaving' })
  student(@Parent() checkout: Checkout, @Context('req') req: object) {
    return this.students.load(req, checkout.studentId);
  }

  @ResolveField(() => WithdrawalStatusEnum, {
    description:
      "The spec's withdrawal_status, from status: pending (notice), in_process (prepared or approved), clear (refunded)",
  })
  withdrawalStatus(@Parent() checkout: Checkout): WithdrawalStatus {
    return withdrawalStatusOf(checkout.status);
  }

  @ResolveField(() => [CheckoutDeductionModel], { description: 'The deductions recorded at Proceed; empty before' })
  deductions(@Parent() checkout: Checkout) {
    return this.records.deductionsOf(checkout.id);
  }

  @ResolveField(() => RefundModel, { nullable: true, description: 'The refund paid, with who paid it' })
  refund(@Parent() checkout: Checkout, @Context('req') req: object) {
    if (checkout.status !== 'refunded') return null;
    return this.refunds.ofCheckout(req, checkout);
  }

  @ResolveField(() => SettlementModel, {
    description: 'Now, from the recorded deductions; once refunded, what was paid',
  })
  settlement(@Parent() checkout: Checkout, @CurrentCaller() caller: RequestCaller) {
    return this.service.settlement(caller, checkout);
  }
}

@Resolver(() => PayRefundPayload)
export class PayRefundPayloadResolver {
  constructor(private readonly students: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'The resident, archived once the move-out date has come' })
  student(@Parent() payload: PayRefundPayload, @Context('req') req: object) {
    return this.students.load(req, payload.studentId);
  }
}

/** Student.checkout: the resident's notice and its settlement, where they stand in leaving. */
@Resolver(() => StudentModel)
export class StudentCheckoutResolver {
  constructor(private readonly records: CheckoutRecords) {}

  @ResolveField(() => CheckoutModel, {
    nullable: true,
    description:
      "The resident's latest checkout (notice, settlement, refund), or null when they gave no notice; null for a caller who may not read payments",
  })
  checkout(@Parent() student: { id: number }, @CurrentCaller() caller: RequestCaller) {
    if (!callerCan(caller, 'payments.read')) return null;
    return this.records.latestOf(student.id);
  }
}
