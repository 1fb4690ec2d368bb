import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { FOOD_PLANS, FoodPlan } from '../../beds/bed.entity';
import { IsId, WholeNumber } from '../../../common/validators';
import { ROOM_TYPES, RoomType } from '../room.entity';
import { FoodPlanEnum, RoomTypeEnum } from '../models/enums';
import { MoneyScalar } from '../../../common/money.scalar';
import { BEDS_PER_ROOM_MAX, FLOOR_MAX, RENT_MAX_PAISE, ROOM_NUMBER_MAX } from '@hostel-admin/rules';

@InputType({ description: 'A new room and its beds; each problem is BAD_USER_INPUT naming its field' })
export class CreateRoomInput {
  @Field(() => ID, {
    nullable: true,
    description: "The caller's hostel when left out; only a superadmin may name another (else NOT_FOUND on hostelId)",
  })
  @IsOptional()
  @IsId()
  hostelId?: number;

  @Field(() => Int, {
    description: `The room number, 1 to ${ROOM_NUMBER_MAX}; one already in the hostel is CONFLICT on roomNumber`,
  })
  @WholeNumber(1, ROOM_NUMBER_MAX)
  roomNumber: number;

  @Field(() => Int, { description: `The floor, 0 (ground) to ${FLOOR_MAX}` })
  @WholeNumber(0, FLOOR_MAX)
  floor: number;

  @Field(() => RoomTypeEnum, { description: "The room's class" })
  @IsIn(ROOM_TYPES, { message: `roomType must be one of ${ROOM_TYPES.join(', ')}` })
  roomType: RoomType;

  @Field({ defaultValue: false, description: 'true: the room has air conditioning' })
  @IsBoolean({ message: 'isAc must be true or false' })
  isAc: boolean = false;

  @Field(() => Int, { description: `Beds to create, numbered from 1 (at most ${BEDS_PER_ROOM_MAX})` })
  @WholeNumber(1, BEDS_PER_ROOM_MAX)
  totalBeds: number;

  @Field(() => MoneyScalar, {
    defaultValue: 0,
    description: `Monthly rent of each new bed, in paise (0 to ${RENT_MAX_PAISE})`,
  })
  @WholeNumber(0, RENT_MAX_PAISE)
  pricePerMonthPaise: number = 0;

  @Field(() => FoodPlanEnum, { defaultValue: 'none', description: 'Food plan of each new bed' })
  @IsIn(FOOD_PLANS, { message: `foodPlan must be one of ${FOOD_PLANS.join(', ')}` })
  foodPlan: FoodPlan = 'none';
}
