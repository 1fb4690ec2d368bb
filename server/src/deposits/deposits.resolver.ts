import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Deposit } from './deposit.entity';
import { DEPOSIT_MATURITY_MONTHS, DepositsService } from './deposits.service';
import { DepositModel } from './models/deposit.model';

@Resolver(() => DepositModel)
export class DepositsResolver {
  constructor(private readonly deposits: DepositsService) {}

  @ResolveField(() => String, { description: `YYYY-MM-DD: ${DEPOSIT_MATURITY_MONTHS} months after it was paid` })
  maturityDate(@Parent() deposit: Deposit): string {
    return this.deposits.maturityDate(deposit);
  }
}
