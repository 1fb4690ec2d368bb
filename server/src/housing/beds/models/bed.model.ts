import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { FoodPlanEnum } from '../../rooms/models/enums';
import type { FoodPlan } from '../bed.entity';
import { MoneyScalar } from '../../../common/money.scalar';

/** A bed; label, room and student are resolved by BedsResolver. */
@ObjectType('Bed')
export class BedModel {
  @Field(() => ID)
  id: number;

  @Field(() => Int)
  bedNumber: number;

  @Field(() => MoneyScalar, { description: 'Monthly rent in paise' })
  pricePerMonthPaise: number;

  @Field({ description: 'True when a resident holds the bed, or when it was marked occupied without one' })
  isOccupied: boolean;

  @Field(() => FoodPlanEnum)
  foodPlan: FoodPlan;
}

@ObjectType('BedPage')
export class BedPage {
  @Field(() => [BedModel])
  items: BedModel[];

  @Field(() => Int)
  totalCount: number;
}
