import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { StudentModel } from '../students/models/student.model';
import type { Student } from '../students/student.entity';
import type { Deposit } from './deposit.entity';
import { DepositLoader } from './deposit.loader';
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

/** Student.deposit. */
@Resolver(() => StudentModel)
export class StudentDepositResolver {
  constructor(private readonly loader: DepositLoader) {}

  @ResolveField(() => DepositModel, { nullable: true, description: 'Security deposit recorded at check-in' })
  deposit(@Parent() student: Student, @Context('req') req: object): Promise<Deposit | null> {
    return this.loader.ofStudent(req, student.id);
  }
}
