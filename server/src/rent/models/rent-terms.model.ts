import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/money.scalar';

@ObjectType('RentTerms', {
  description: "A resident's rent agreement: what they pay each month, for how long, and the notice they must give",
})
export class RentTermsModel {
  @Field(() => ID, { description: "The resident's id" })
  id: number;

  @Field(() => MoneyScalar, { description: 'Monthly rent in paise' })
  monthlyRentPaise: number;

  @Field(() => Int, { description: 'Length of the rent agreement in days' })
  rentAgreementDays: number;

  @Field(() => Int, { description: 'Notice period in days' })
  noticePeriodDays: number;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: rent is billed from this day; null: from the move-in date',
  })
  billFrom: string | null;
}
