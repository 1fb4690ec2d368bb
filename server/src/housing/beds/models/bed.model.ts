import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { FoodPlanEnum } from '../../rooms/models/enums';
import type { FoodPlan } from '../bed.entity';
import { MoneyScalar } from '../../../common/money.scalar';

/** A bed; label, room and student are resolved by BedsResolver. */
@ObjectType('Bed', { description: 'A bed in a room: what a resident is seated in, with its own rent and food plan' })
export class BedModel {
  @Field(() => ID, { description: "The bed's id" })
  id: number;

  @Field(() => Int, { description: 'Its number in the room, 1 to 20; the label shows it as a letter (1: a)' })
  bedNumber: number;

  @Field(() => MoneyScalar, {
    description:
      "The bed's listed monthly rent in paise; a resident is billed by their own rent terms, set at check-in",
  })
  pricePerMonthPaise: number;

  @Field({ description: 'True when a resident holds the bed, or when it was marked occupied without one' })
  isOccupied: boolean;

  @Field(() => FoodPlanEnum, { description: "The bed's food plan: its resident eats at the hostel or not" })
  foodPlan: FoodPlan;
}

@ObjectType('BedPage', { description: 'One page of the beds list and the count over all pages' })
export class BedPage {
  @Field(() => [BedModel], { description: 'The beds of this page, by room number, then bed number' })
  items: BedModel[];

  @Field(() => Int, { description: 'Beds matching the search, room and filter, over all pages' })
  totalCount: number;
}
