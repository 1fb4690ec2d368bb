import { Args, Context, Field, ID, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { callerCan, type RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { withdrawalStatusOf, WithdrawalStatus } from '../../ledger/checkout/checkout-rules';
import { CheckoutRecords } from '../../ledger/checkout/checkout-records.service';
import type { Checkout } from '../../ledger/checkout/checkout.entity';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import { CheckoutService } from './checkout.service';
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
  WithdrawalStatusEnum,
} from './dto/checkout.input';

@ObjectType('PayRefundPayload', {
  description: 'The checkout, now refunded, and the resident (archived once the move-out date has come)',
})
export class PayRefundPayload {
  @Field(() => CheckoutModel)
  checkout: Checkout;

  @Field(() => StudentModel)
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
      'Residents under notice or settling, by move-out date (state open, the default); or paid settlements, the latest first (state paid); search by name',
  })
  @Can('payments.read')
  checkouts(@CurrentCaller() caller: RequestCaller, @Args() args: CheckoutsArgs) {
    return this.records.list(caller.hostelId, args);
  }

  @Query(() => CheckoutModel)
  @Can('payments.read')
  checkout(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.records.byId(id, caller.scope);
  }

  @Query(() => SettlementModel, { description: 'The settlement with these deductions, written nowhere' })
  @Can('checkout.prepare')
  settlementPreview(@CurrentCaller() caller: RequestCaller, @Args() args: SettlementPreviewArgs) {
    return this.service.preview(caller, args.checkoutId, args.deductions);
  }

  @Mutation(() => CheckoutModel, {
    description: "Records a resident's notice; the move-out date adds the notice period of their rent terms",
  })
  @Can('checkout.prepare')
  giveNotice(@CurrentCaller() caller: RequestCaller, @Args('input') input: GiveNoticeInput) {
    return this.service.giveNotice(caller, input);
  }

  @Mutation(() => CheckoutModel, {
    description: 'Proceed: records the deductions and starts the settlement (in_process)',
  })
  @Can('checkout.prepare')
  prepareSettlement(@CurrentCaller() caller: RequestCaller, @Args('input') input: PrepareSettlementInput) {
    return this.service.prepare(caller, input);
  }

  @Mutation(() => CheckoutModel, { description: 'An admin approves a prepared settlement' })
  @Can('checkout.approve')
  approveSettlement(
    @CurrentCaller() caller: RequestCaller,
    @Args('checkoutId', { type: () => ID }, ParseIdPipe) id: number,
  ) {
    return this.service.approve(caller, id);
  }

  @Mutation(() => PayRefundPayload, {
    description:
      'An admin pays the refund: the deposit settles dues and deductions, the stay ends, the resident is archived',
  })
  @Can('checkout.approve')
  payRefund(@CurrentCaller() caller: RequestCaller, @Args('input') input: PayRefundInput) {
    return this.service.payRefund(caller, input);
  }

  @Mutation(() => StudentModel, {
    description: 'An admin writes off what a leaver still owes, with a reason: an append-only row on their ledger',
  })
  @Can('checkout.approve')
  async writeOffBalance(
    @CurrentCaller() caller: RequestCaller,
    @Args('input') input: WriteOffBalanceInput,
    @Context('req') req: object,
  ) {
    const { studentId } = await this.writeOffs.writeOff(caller, input);
    return this.students.load(req, studentId);
  }

  @ResolveField(() => StudentModel)
  student(@Parent() checkout: Checkout, @Context('req') req: object) {
    return this.students.load(req, checkout.studentId);
  }

  @ResolveField(() => WithdrawalStatusEnum, { description: "The spec's withdrawal_status" })
  withdrawalStatus(@Parent() checkout: Checkout): WithdrawalStatus {
    return withdrawalStatusOf(checkout.status);
  }

  @ResolveField(() => [CheckoutDeductionModel])
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

  @ResolveField(() => StudentModel)
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
