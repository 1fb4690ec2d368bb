import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsId, WholeNumber } from '../../../common/validators';
import { FoodPlanEnum } from '../../rooms/models/enums';
import { FOOD_PLANS, FoodPlan } from '../bed.entity';
import { MoneyScalar } from '../../../common/money.scalar';
import { BEDS_PER_ROOM_MAX, RENT_MAX_PAISE } from '@hostel-admin/rules';

@InputType({
  description: 'A new bed in a room, optionally with a resident; each problem is BAD_USER_INPUT naming its field',
})
export class AddBedInput {
  @Field(() => ID, {
    description: `The room; another hostel's is NOT_FOUND, one with ${BEDS_PER_ROOM_MAX} beds CONFLICT`,
  })
  @IsId()
  roomId: number;

  @Field(() => Int, { description: `1 to ${BEDS_PER_ROOM_MAX}, unique in the room (else CONFLICT)` })
  @WholeNumber(1, BEDS_PER_ROOM_MAX)
  bedNumber: number;

  @Field(() => MoneyScalar, { description: `Monthly rent in paise, 0 to ${RENT_MAX_PAISE}` })
  @WholeNumber(0, RENT_MAX_PAISE)
  pricePerMonthPaise: number;

  @Field({
    defaultValue: false,
    description: 'true: the new bed is held without a resident; with studentId it is theirs whatever this says',
  })
  @IsBoolean({ message: 'isOccupied must be true or false' })
  isOccupied: boolean = false;

  @Field(() => ID, {
    nullable: true,
    description:
      "A resident of the same hostel without a bed: assigns them to the new bed. NOT_FOUND on studentId for an unknown, archived or another hostel's resident; CONFLICT when they have a bed",
  })
  @IsOptional()
  @IsId()
  studentId?: number | null;

  @Field(() => FoodPlanEnum, { defaultValue: 'none', description: "The bed's food plan" })
  @IsIn(FOOD_PLANS, { message: `foodPlan must be one of ${FOOD_PLANS.join(', ')}` })
  foodPlan: FoodPlan = 'none';
}
