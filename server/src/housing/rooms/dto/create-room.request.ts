import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { enumWordSchema, idSchema, wholeNumberOrTextSchema } from '../../../openapi/input-schemas';
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
@ApiSchema({ name: 'CreateRoomRequest', description: 'A room and its beds (numbered 1 to total_beds).' })
export class CreateRoomRequest {
  @ApiProperty(idSchema("The caller's hostel (another hostel's is not found)."))
  @IsId()
  hostel_id: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: ROOM_NUMBER_MAX, description: 'Unique in the hostel.' })
  @WholeNumber(1, ROOM_NUMBER_MAX)
  room_number: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: FLOOR_MAX, description: '0 is the ground floor.' })
  @WholeNumber(0, FLOOR_MAX)
  floor: number;

  @ApiProperty(enumWordSchema(ROOM_TYPES, 'Any case, with spaces or dashes for the underscore: "Super Delux".'))
  @EnumWord()
  @IsIn(ROOM_TYPES, { message: 'room_type must be one of normal, delux, super_delux (or super-delux)' })
  room_type: RoomType;

  @ApiProperty({ type: 'boolean' })
  @IsBoolean({ message: 'is_ac must be true or false' })
  is_ac: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: BEDS_PER_ROOM_MAX })
  @WholeNumber(1, BEDS_PER_ROOM_MAX)
  total_beds: number;

  @ApiPropertyOptional(
    wholeNumberOrTextSchema(0, RENT_MAX_RUPEES, "Each bed's monthly rent in whole rupees (0 when left out)."),
  )
  @IsOptional()
  @NumericText()
  @WholeNumber(0, RENT_MAX_RUPEES)
  price_per_month?: number;

  @ApiPropertyOptional(enumWordSchema(FOOD_PLANS, 'Each bed\'s food plan (none when left out); "Non-Veg" is read too.'))
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
