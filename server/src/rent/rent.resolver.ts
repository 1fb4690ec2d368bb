import { Args, Context, ID, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { StudentModel } from '../students/models/student.model';
import type { Student } from '../students/student.entity';
import { RentPeriodModel, RentPeriodsArgs } from './models/rent-period.model';
import { RentTermsModel } from './models/rent-terms.model';
import type { RentTerms } from './rent-terms.entity';
import { RentTermsLoader } from './rent-terms.loader';
import { RentPeriodView, RentTermsService } from './rent-terms.service';

@Resolver(() => RentTermsModel)
export class RentTermsResolver {
  @ResolveField(() => ID, { description: "The resident's id" })
  id(@Parent() terms: RentTerms): number {
    return terms.studentId;
  }
}

/** Student.rentTerms and Student.rentPeriods. */
@Resolver(() => StudentModel)
export class StudentRentResolver {
  constructor(
    private readonly loader: RentTermsLoader,
    private readonly rent: RentTermsService,
  ) {}

  @ResolveField(() => RentTermsModel, { nullable: true, description: 'Rent agreed at check-in' })
  rentTerms(@Parent() student: Student, @Context('req') req: object): Promise<RentTerms | null> {
    return this.loader.ofStudent(req, student.id);
  }

  @ResolveField(() => [RentPeriodModel], {
    description: 'Monthly periods from the move-in date, newest first: the upcoming one and the most recent; empty without rent terms',
  })
  async rentPeriods(@Parent() student: Student, @Args() args: RentPeriodsArgs, @Context('req') req: object): Promise<RentPeriodView[]> {
    return this.rent.periodsOf(student, await this.loader.ofStudent(req, student.id), args.count);
  }
}
