import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { SubscriptionPlanEnum } from '../../hostels/models/hostel.model';
import { SubscriptionInvoicing } from './subscription-invoicing.service';
import {
  HostelSubscriptionModel,
  SubscriptionInvoiceModel,
  SubscriptionInvoicePageModel,
  SubscriptionInvoicesArgs,
} from './subscription.models';
import { SubscriptionService } from './subscription.service';
import type { SubscriptionPlan } from '@hostel-admin/rules';

@Resolver()
export class SubscriptionResolver {
  constructor(
    private readonly service: SubscriptionService,
    private readonly invoicing: SubscriptionInvoicing,
  ) {}

  @Query(() => HostelSubscriptionModel, { description: "The caller's hostel's plan, period and the plans offered" })
  @Can('subscription.manage')
  subscription(@CurrentCaller() caller: RequestCaller) {
    return this.service.overview(caller);
  }

  @Mutation(() => HostelSubscriptionModel, {
    description:
      'Chooses the plan for the next period (next-cycle: the current period is not prorated); the current plan again cancels the change',
  })
  @Can('subscription.manage')
  changePlan(
    @CurrentCaller() caller: RequestCaller,
    @Args('plan', { type: () => SubscriptionPlanEnum }) plan: SubscriptionPlan,
  ) {
    return this.service.changePlan(caller, plan);
  }

  @Query(() => SubscriptionInvoicePageModel, {
    description: "Billing History, newest first: the caller's hostel's invoices (a superadmin's: every hostel's)",
  })
  @Can('subscription.manage')
  subscriptionInvoices(@CurrentCaller() caller: RequestCaller, @Args() args: SubscriptionInvoicesArgs) {
    return this.service.list(caller, args);
  }

  @Mutation(() => SubscriptionInvoiceModel, { description: 'A superadmin records that an invoice was paid' })
  @Can('subscription.invoices')
  markInvoicePaid(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.service.markPaid(caller, id);
  }

  @Mutation(() => Int, { description: 'Issues invoices for periods that have started (the hourly job does it too)' })
  @Can('subscription.invoices')
  issueSubscriptionInvoices(@CurrentCaller() caller: RequestCaller) {
    return this.invoicing.issue(undefined, caller);
  }
}
