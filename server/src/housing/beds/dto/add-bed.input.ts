import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsId, WholeNumber } from '../../../common/validators';
import { FoodPlanEnum } from '../../rooms/models/enums';
import { FOOD_PLANS, FoodPlan } from '../bed.entity';
import { MoneyScalar } from '../../../common/money.scalar';
import { BEDS_PER_ROOM_MAX, RENT_MAX_PAISE } from '@hostel-admin/rules';

@InputType()
export class AddBedInput {
  @Field(() => ID)
  @IsId()
  roomId: number;

  @Field(() => Int, { description: `1 to ${BEDS_PER_ROOM_MAX}, unique in the room` })
  @WholeNumber(1, BEDS_PER_ROOM_MAX)
  bedNumber: number;

  @Field(() => MoneyScalar, { description: 'Monthly rent in paise' })
  @WholeNumber(0, RENT_MAX_PAISE)
  pricePerMonthPaise: number;

  @Field({ defaultValue: false, description: 'Set to true when a student is given' })
  @IsBoolean({ message: 'isOccupied must be true or false' })
  isOccupied: boolean = false;

  @Field(() => ID, {
    nullable: true,
    description: 'A resident of the same hostel without a bed: assigns them to the new bed',
  })
  @IsOptional()
  @IsId()
  studentId?: number | null;

  @Field(() => FoodPlanEnum, { defaultValue: 'none' })
  @IsIn(FOOD_PLANS, { message: `foodPlan must be one of ${FOOD_PLANS.join(', ')}` })
  foodPlan: FoodPlan = 'none';
}
