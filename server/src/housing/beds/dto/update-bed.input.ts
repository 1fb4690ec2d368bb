import { Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsId, WholeNumber } from '../../../common/validators';
import { FoodPlanEnum } from '../../rooms/models/enums';
import { FOOD_PLANS, FoodPlan } from '../bed.entity';
import { MoneyScalar } from '../../../common/money.scalar';
import { RENT_MAX_PAISE } from '@hostel-admin/rules';

/** Changes to a bed; fields left out stay as they are. */
@InputType({ description: 'Changes to a bed: a field left out or null stays as it is' })
export class UpdateBedInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "The bed to change (in place of updateBed's deprecated id argument); NOT_FOUND for another hostel's bed",
  })
  @IsOptional()
  @IsId()
  id?: number;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: `The bed's listed monthly rent in paise, 0 to ${RENT_MAX_PAISE}; residents are billed by their own rent terms`,
  })
  @IsOptional()
  @WholeNumber(0, RENT_MAX_PAISE)
  pricePerMonthPaise?: number;

  @Field(() => FoodPlanEnum, { nullable: true, description: "The bed's food plan" })
  @IsOptional()
  @IsIn(FOOD_PLANS, { message: `foodPlan must be one of ${FOOD_PLANS.join(', ')}` })
  foodPlan?: FoodPlan;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Marks a bed without a resident occupied (held) or free again; CONFLICT while a resident holds it',
  })
  @IsOptional()
  @IsBoolean({ message: 'isOccupied must be true or false' })
  isOccupied?: boolean;
}
