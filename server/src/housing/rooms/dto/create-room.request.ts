import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { FOOD_PLANS, FoodPlan } from '../../beds/bed.entity';
import { EnumWord, IsId, NumericText, WholeNumber } from '../../../common/validators';
import { ROOM_TYPES, RoomType } from '../room.entity';
import type { CreateRoomInput } from './create-room.input';
import { BEDS_PER_ROOM_MAX, FLOOR_MAX, RENT_MAX_RUPEES, ROOM_NUMBER_MAX } from '@hostel-admin/rules';

/**
 * Body of the legacy `POST /api/rooms/create-room`. The room's beds get the optional
 * price_per_month (rupees, default 0) and food_plan (default none).
 */
export class CreateRoomRequest {
  @IsId()
  hostel_id: number;

  @WholeNumber(1, ROOM_NUMBER_MAX)
  room_number: number;

  @WholeNumber(0, FLOOR_MAX)
  floor: number;

  @EnumWord()
  @IsIn(ROOM_TYPES, { message: 'room_type must be one of normal, delux, super_delux (or super-delux)' })
  room_type: RoomType;

  @IsBoolean({ message: 'is_ac must be true or false' })
  is_ac: boolean;

  @WholeNumber(1, BEDS_PER_ROOM_MAX)
  total_beds: number;

  @IsOptional()
  @NumericText()
  @WholeNumber(0, RENT_MAX_RUPEES)
  price_per_month?: number;

  @IsOptional()
  @EnumWord()
  @IsIn(FOOD_PLANS, { message: 'food_plan must be one of none, veg, non_veg (or non-veg)' })
  food_plan?: FoodPlan;

  toInput(): CreateRoomInput {
    return {
      hostelId: this.hostel_id,
      roomNumber: this.room_number,
      floor: this.floor,
      roomType: this.room_type,
      isAc: this.is_ac,
      totalBeds: this.total_beds,
      pricePerMonthPaise: (this.price_per_month ?? 0) * 100,
      foodPlan: this.food_plan ?? 'none',
    };
  }
}
