import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { inputOrArgumentId, oneForm, useInput } from '../common/mutation-input';
import { HostelDetailsInput } from './dto/hostel-details.input';
import {
  HOSTEL_ID_DESCRIPTION,
  SetLastPeriodRuleInput,
  SetPaymentMakerCheckerInput,
} from './dto/hostel-settings.input';
import { HostelsService } from './hostels.service';
import { HostelModel, LastPeriodRuleEnum, PaymentMakerCheckerEnum } from './models/hostel.model';
import type { LastPeriodRule, PaymentMakerChecker } from '@hostel-admin/rules';

@Resolver(() => HostelModel)
export class HostelsResolver {
  constructor(private readonly hostels: HostelsService) {}

  @Query(() => HostelModel, {
    description:
      "A hostel by id; without an id, the caller's own hostel. NOT_FOUND on `id` for an unknown or another hostel's id",
  })
  @Can('hostel.read')
  hostel(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', {
      type: () => ID,
      nullable: true,
      description:
        "The hostel's id; null: the caller's own. Another hostel's id (except for a superadmin) is NOT_FOUND",
    })
    id?: string,
  ) {
    return this.hostels.findForCaller(caller, id);
  }

  @Mutation(() => HostelModel, {
    description:
      "Sets maker-checker on payment verification for a hostel (without an id, the caller's own) and answers the hostel; the activity log records the change. NOT_FOUND on `id` for another hostel",
  })
  @Can('hostel.settings')
  async setPaymentMakerChecker(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', {
      type: () => SetPaymentMakerCheckerInput,
      nullable: true,
      description: 'The new setting and, optionally, the hostel',
    })
    input: unknown,
    @Args('setting', {
      type: () => PaymentMakerCheckerEnum,
      nullable: true,
      deprecationReason: useInput('setting'),
      description: 'The new setting',
    })
    setting?: PaymentMakerChecker,
    @Args('id', {
      type: () => ID,
      nullable: true,
      deprecationReason: useInput('id'),
      description: HOSTEL_ID_DESCRIPTION,
    })
    id?: string,
  ) {
    const args = await oneForm(SetPaymentMakerCheckerInput, input, { setting, id }, ['setting']);
    return this.hostels.setPaymentMakerChecker(caller, args.id, args.setting);
  }

  @Mutation(() => HostelModel, {
    description:
      "Sets how the rent period a stay ends in is billed for a hostel (without an id, the caller's own): in full or for the days stayed; the activity log records the change. NOT_FOUND on `id` for another hostel",
  })
  @Can('hostel.settings')
  async setLastPeriodRule(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', {
      type: () => SetLastPeriodRuleInput,
      nullable: true,
      description: 'The new rule and, optionally, the hostel',
    })
    input: unknown,
    @Args('rule', {
      type: () => LastPeriodRuleEnum,
      nullable: true,
      deprecationReason: useInput('rule'),
      description: 'The new rule',
    })
    rule?: LastPeriodRule,
    @Args('id', {
      type: () => ID,
      nullable: true,
      deprecationReason: useInput('id'),
      description: HOSTEL_ID_DESCRIPTION,
    })
    id?: string,
  ) {
    const args = await oneForm(SetLastPeriodRuleInput, input, { rule, id }, ['rule']);
    return this.hostels.setLastPeriodRule(caller, args.id, args.rule);
  }

  @Mutation(() => HostelModel, {
    description:
      "Sets the phone, GSTIN and PAN printed on a hostel's receipts (without an id, the caller's own); each one left out or empty is cleared; the activity log records the change. BAD_USER_INPUT names each bad field (`phone`, `gstin`, `pan`); NOT_FOUND on `id` for another hostel",
  })
  @Can('hostel.settings')
  setHostelDetails(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', {
      description: 'All three details at once (one left out, null or empty is cleared) and, optionally, the hostel',
    })
    input: HostelDetailsInput,
    @Args('id', {
      type: () => ID,
      nullable: true,
      deprecationReason: useInput('id'),
      description: HOSTEL_ID_DESCRIPTION,
    })
    id?: string,
  ) {
    const { id: inputId, ...details } = input;
    return this.hostels.setDetails(caller, inputOrArgumentId(inputId, id, false), details);
  }
}
