import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { RentTermsModel } from '../rent/models/rent-terms.model';
import type { RentTerms } from '../rent/rent-terms.entity';
import { RentTermsLoader } from '../rent/rent-terms.loader';
import { StudentModel } from './models/student.model';
import type { Student } from './student.entity';

/** Student.rentTerms. */
@Resolver(() => StudentModel)
export class StudentRentResolver {
  constructor(private readonly loader: RentTermsLoader) {}

  @ResolveField(() => RentTermsModel, {
    nullable: true,
    description: 'Rent agreed at check-in; null for a resident without rent terms (an imported resident)',
  })
  rentTerms(@Parent() student: Student, @Context('req') req: object): Promise<RentTerms | null> {
    return this.loader.ofStudent(req, student.id);
  }
}
