import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { DepositListQuery } from './deposit-list.query';
import type { Deposit } from './deposit.entity';
import { DEPOSIT_MATURITY_MONTHS, DepositsService } from './deposits.service';
import { DepositModel, DepositPageModel, DepositsArgs } from './models/deposit.model';

@Resolver(() => DepositModel)
export class DepositsResolver {
  constructor(
    private readonly deposits: DepositsService,
    private readonly list: DepositListQuery,
  ) {}

  @Query(() => DepositPageModel, {
    name: 'deposits',
    description:
      "The caller's hostel's deposits: current residents' and those of leavers whose refund was paid, by name; search matches the name. BAD_USER_INPUT names a bad argument",
  })
  @Can('payments.read')
  depositPage(@CurrentCaller() caller: RequestCaller, @Args() args: DepositsArgs) {
    return this.list.page(caller.hostelId, args);
  }

  @Query(() => DepositPageModel, {
    description: 'The same page as deposits, under its old name',
    deprecationReason: 'Use deposits: lists are named by a plural noun',
  })
  @Can('payments.read')
  depositList(@CurrentCaller() caller: RequestCaller, @Args() args: DepositsArgs) {
    return this.depositPage(caller, args);
  }

  @ResolveField(() => String, { description: `YYYY-MM-DD: ${DEPOSIT_MATURITY_MONTHS} months after it was paid` })
  maturityDate(@Parent() deposit: Deposit): string {
    return this.deposits.maturityDate(deposit);
  }
}
