import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { HostelDetailsInput } from './dto/hostel-details.input';
import { HostelsService } from './hostels.service';
import { HostelModel, LastPeriodRuleEnum, PaymentMakerCheckerEnum } from './models/hostel.model';
import type { LastPeriodRule, PaymentMakerChecker } from '@hostel-admin/rules';

@Resolver(() => HostelModel)
export class HostelsResolver {
  constructor(private readonly hostels: HostelsService) {}

  @Query(() => HostelModel, { description: "A hostel by id; without an id, the caller's own hostel" })
  @Can('hostel.read')
  hostel(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID, nullable: true }) id?: string) {
    return this.hostels.findForCaller(caller, id);
  }

  @Mutation(() => HostelModel, {
    description:
      "Sets maker-checker on payment verification for a hostel (without an id, the caller's own); the activity log records the change",
  })
  @Can('hostel.settings')
  setPaymentMakerChecker(
    @CurrentCaller() caller: RequestCaller,
    @Args('setting', { type: () => PaymentMakerCheckerEnum }) setting: PaymentMakerChecker,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
  ) {
    return this.hostels.setPaymentMakerChecker(caller, id, setting);
  }

  @Mutation(() => HostelModel, {
    description:
      "Sets how the rent period a stay ends in is billed for a hostel (without an id, the caller's own): in full or for the days stayed; the activity log records the change",
  })
  @Can('hostel.settings')
  setLastPeriodRule(
    @CurrentCaller() caller: RequestCaller,
    @Args('rule', { type: () => LastPeriodRuleEnum }) rule: LastPeriodRule,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
  ) {
    return this.hostels.setLastPeriodRule(caller, id, rule);
  }

  @Mutation(() => HostelModel, {
    description:
      "Sets the phone, GSTIN and PAN printed on a hostel's receipts (without an id, the caller's own); each is optional, empty clears it; the activity log records the change",
  })
  @Can('hostel.settings')
  setHostelDetails(
    @CurrentCaller() caller: RequestCaller,
    @Args('input') input: HostelDetailsInput,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
  ) {
    return this.hostels.setDetails(caller, id, input);
  }
}
