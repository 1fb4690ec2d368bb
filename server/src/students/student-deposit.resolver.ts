import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Deposit } from '../deposits/deposit.entity';
import { DepositLoader } from '../deposits/deposit.loader';
import { DepositModel } from '../deposits/models/deposit.model';
import { StudentModel } from './models/student.model';
import type { Student } from './student.entity';
import { StudentLoader } from './student.loader';

/** Student.deposit. */
@Resolver(() => StudentModel)
export class StudentDepositResolver {
  constructor(private readonly loader: DepositLoader) {}

  @ResolveField(() => DepositModel, {
    nullable: true,
    description: 'Security deposit recorded at check-in; null for a resident without one (an imported resident)',
  })
  deposit(@Parent() student: Student, @Context('req') req: object): Promise<Deposit | null> {
    return this.loader.ofStudent(req, student.id);
  }
}

/** Deposit.student. */
@Resolver(() => DepositModel)
export class DepositStudentResolver {
  constructor(private readonly students: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'Whose deposit it is' })
  async student(@Parent() deposit: Deposit, @Context('req') req: object) {
    return this.students.load(req, deposit.studentId);
  }
}
