import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { StayModel } from '../housing/stays/models/stay.model';
import type { Stay } from '../housing/stays/stay.entity';
import { RentTermsLoader } from './rent-terms.loader';
import { addDays } from '@hostel-admin/rules';

/** Stay.expectedEndDate: when the stay ends by the rent agreement. */
@Resolver(() => StayModel)
export class StayEndDateResolver {
  constructor(private readonly rentTermsLoader: RentTermsLoader) {}

  @ResolveField(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: start date plus the rent agreement days; null without rent terms',
  })
  async expectedEndDate(@Parent() stay: Stay, @Context('req') req: object): Promise<string | null> {
    const terms = await this.rentTermsLoader.ofStudent(req, stay.studentId);
    return terms ? addDays(stay.startDate, terms.rentAgreementDays) : null;
  }
}
