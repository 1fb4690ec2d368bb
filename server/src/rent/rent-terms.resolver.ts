import { ID, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { RentTermsModel } from './models/rent-terms.model';
import type { RentTerms } from './rent-terms.entity';

@Resolver(() => RentTermsModel)
export class RentTermsResolver {
  @ResolveField(() => ID, { description: "The resident's id" })
  id(@Parent() terms: RentTerms): number {
    return terms.studentId;
  }
}
