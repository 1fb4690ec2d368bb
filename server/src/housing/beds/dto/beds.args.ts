import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { ListArgs, useListArg } from '../../../common/pagination';
import { IsId } from '../../../common/validators';
import { FoodPlanEnum } from '../../rooms/models/enums';
import { FOOD_PLANS, FoodPlan } from '../bed.entity';

@InputType({ description: 'Narrows the beds list; every field given must match, a field left out matches all' })
export class BedFilter {
  @Field({ nullable: true, description: 'true: occupied (or held) beds; false: free beds' })
  @IsOptional()
  @IsBoolean()
  isOccupied?: boolean;

  @Field(() => FoodPlanEnum, { nullable: true, description: 'Beds with this food plan' })
  @IsOptional()
  @IsIn(FOOD_PLANS)
  foodPlan?: FoodPlan;
}

@InputType({ description: 'Which beds the list keeps; every field given must match, a field left out matches all' })
export class BedsWhere extends BedFilter {
  @Field(() => ID, { nullable: true, description: "Only this room's beds; another hostel's room is NOT_FOUND" })
  @IsOptional()
  @IsId()
  roomId?: number;
}

/** beds(search, where, page, pageSize), ordered by room number then bed number; search matches the room number. */
@ArgsType()
export class BedsArgs extends ListArgs {
  @Field(() => BedsWhere, { nullable: true, description: 'Which beds; all when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => BedsWhere)
  where?: BedsWhere;

  @Field(() => ID, {
    nullable: true,
    description: "Only this room's beds; another hostel's room is NOT_FOUND",
    deprecationReason: useListArg('where.roomId'),
  })
  @IsOptional()
  @IsId()
  roomId?: number;

  @Field(() => BedFilter, {
    nullable: true,
    description: 'Which beds; all when left out',
    deprecationReason: useListArg('where'),
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => BedFilter)
  filter?: BedFilter;
}
