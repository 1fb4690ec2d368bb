import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { looseId, oneForm, useInput } from '../../common/mutation-input';
import { SubscriptionPlanEnum } from '../../hostels/models/hostel.model';
import { SubscriptionInvoicing } from './subscription-invoicing.service';
import { ChangePlanInput, MarkInvoicePaidInput } from './subscription.inputs';
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
      'Chooses the plan for the next period (next-cycle: the current period is not prorated); the current plan again cancels the change. CONFLICT when the hostel is on that plan and no change is pending',
  })
  @Can('subscription.manage')
  async changePlan(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => ChangePlanInput, nullable: true, description: 'The plan for the next period' })
    input: unknown,
    @Args('plan', {
      type: () => SubscriptionPlanEnum,
      nullable: true,
      deprecationReason: useInput('plan'),
      description: 'The plan for the next period',
    })
    plan?: SubscriptionPlan,
  ) {
    const args = await oneForm(ChangePlanInput, input, { plan }, ['plan']);
    return this.service.changePlan(caller, args.plan);
  }

  @Query(() => SubscriptionInvoicePageModel, {
    description:
      "Billing History, newest first, one page: the caller's hostel's invoices (a superadmin's: every hostel's); search matches the plan's name, the status (pending, paid) or a date of the period (2026-11)",
  })
  @Can('subscription.manage')
  subscriptionInvoices(@CurrentCaller() caller: RequestCaller, @Args() args: SubscriptionInvoicesArgs) {
    return this.service.list(caller, args);
  }

  @Mutation(() => SubscriptionInvoiceModel, {
    description:
      'A superadmin records that an invoice was paid. NOT_FOUND for an unknown invoice, CONFLICT when it is already paid',
  })
  @Can('subscription.invoices')
  async markInvoicePaid(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => MarkInvoicePaidInput, nullable: true, description: 'The invoice paid' })
    input: unknown,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: "The invoice's id" },
      looseId('id'),
    )
    id?: number,
  ) {
    const args = await oneForm(MarkInvoicePaidInput, input, { id }, ['id']);
    return this.service.markPaid(caller, args.id);
  }

  @Mutation(() => Int, {
    description:
      "Issues every hostel's invoices for subscription periods that have started and have none (the hourly job does it too); answers how many it issued",
  })
  @Can('subscription.invoices')
  issueSubscriptionInvoices(@CurrentCaller() caller: RequestCaller) {
    return this.invoicing.issue(undefined, caller);
  }
}
