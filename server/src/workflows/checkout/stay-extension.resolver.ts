import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Can, CurrentCaller } from '../../common/decorators';
import type { Checkout } from '../../ledger/checkout/checkout.entity';
import { moveOutPassed } from '../../ledger/checkout/checkout-rules';
import { CheckoutModel } from './dto/checkout.input';
import { ExtendStayInput, StayExtensionPreviewArgs, StayExtensionPreviewModel } from './dto/extend-stay.input';
import { StayExtensions } from './stay-extension.service';

/** A stay extended to a later move-out date, and whether a checkout's move-out date passed without a settlement. */
@Resolver(() => CheckoutModel)
export class StayExtensionResolver {
  constructor(
    private readonly extensions: StayExtensions,
    private readonly clock: Clock,
  ) {}

  @Query(() => StayExtensionPreviewModel, {
    description:
      "What extending a stay to this move-out date bills now, written nowhere: shown before Extend stay. BAD_USER_INPUT for a date not after today and the present one, NOT_FOUND for another hostel's checkout",
  })
  @Can('checkout.prepare')
  stayExtensionPreview(@CurrentCaller() caller: RequestCaller, @Args() args: StayExtensionPreviewArgs) {
    return this.extensions.preview(caller, args.checkoutId, args.moveOutDate);
  }

  @Mutation(() => CheckoutModel, {
    description:
      "Extends the stay of a resident under notice to a later move-out date (one that passed, or not yet): rent resumes until then. A repeated idempotencyKey answers the first result. BAD_USER_INPUT for a date not after today and the present one, NOT_FOUND for another hostel's checkout, CONFLICT when the refund was paid",
  })
  @Can('checkout.prepare')
  extendStay(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The checkout, the new move-out date and the form key' }) input: ExtendStayInput,
  ) {
    return this.extensions.extend(caller, input);
  }

  @ResolveField(() => Boolean, {
    description:
      'The move-out date passed and the refund is not paid: the stay waits for an admin to complete the checkout or extend it',
  })
  moveOutPassed(@Parent() checkout: Checkout): boolean {
    return moveOutPassed(checkout, todayIn(this.clock));
  }
}
