import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../common/auth-user';
import { Can, CurrentUser } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { SubscriptionPlanEnum } from '../../hostels/models/hostel.model';
import { SubscriptionInvoicesJob } from '../../jobs/subscription-invoices.job';
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
    private readonly job: SubscriptionInvoicesJob,
  ) {}

  @Query(() => HostelSubscriptionModel, { description: "The caller's hostel's plan, period and the plans offered" })
  @Can('subscription.manage')
  subscription(@CurrentUser() user: AuthUser) {
    return this.service.overview(user);
  }

  @Mutation(() => HostelSubscriptionModel, {
    description:
      'Chooses the plan for the next period (next-cycle: the current period is not prorated); the current plan again cancels the change',
  })
  @Can('subscription.manage')
  changePlan(
    @CurrentUser() user: AuthUser,
    @Args('plan', { type: () => SubscriptionPlanEnum }) plan: SubscriptionPlan,
  ) {
    return this.service.changePlan(user, plan);
  }

  @Query(() => SubscriptionInvoicePageModel, {
    description: "Billing History, newest first: the caller's hostel's invoices (a superadmin's: every hostel's)",
  })
  @Can('subscription.manage')
  subscriptionInvoices(@CurrentUser() user: AuthUser, @Args() args: SubscriptionInvoicesArgs) {
    return this.service.list(user, args);
  }

  @Mutation(() => SubscriptionInvoiceModel, { description: 'A superadmin records that an invoice was paid' })
  @Can('subscription.invoices')
  markInvoicePaid(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.service.markPaid(user, id);
  }

  @Mutation(() => Int, { description: 'Issues invoices for periods that have started (the hourly job does it too)' })
  @Can('subscription.invoices')
  issueSubscriptionInvoices(@CurrentUser() user: AuthUser) {
    return this.job.run(undefined, user);
  }
}
