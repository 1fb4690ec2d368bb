import { Args, Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { RentPeriodModel, RentPeriodsArgs } from '../rent/models/rent-period.model';
import { RentTermsModel } from '../rent/models/rent-terms.model';
import type { RentTerms } from '../rent/rent-terms.entity';
import { RentTermsLoader } from '../rent/rent-terms.loader';
import { RentPeriodView, RentTermsService } from '../rent/rent-terms.service';
import { StudentModel } from './models/student.model';
import type { Student } from './student.entity';

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
    description:
      'Monthly periods from the move-in date, newest first: the upcoming one and the most recent; empty without rent terms',
  })
  async rentPeriods(
    @Parent() student: Student,
    @Args() args: RentPeriodsArgs,
    @Context('req') req: object,
  ): Promise<RentPeriodView[]> {
    return this.rent.periodsOf(student, await this.loader.ofStudent(req, student.id), args.count);
  }
}
