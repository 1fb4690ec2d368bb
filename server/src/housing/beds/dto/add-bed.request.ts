import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { enumWordSchema, idSchema, wholeNumberOrTextSchema } from '../../../openapi/input-schemas';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { EnumWord, IsId, NumericText, WholeNumber } from '../../../common/validators';
import { FOOD_PLANS, FoodPlan } from '../bed.entity';
import type { AddBedInput } from './add-bed.input';
import { BEDS_PER_ROOM_MAX, RENT_MAX_RUPEES } from '@hostel-admin/rules';

/** Body of the legacy `POST /api/beds/add-bed`; the rent is in rupees and may come as text ("6000"). */
@ApiSchema({
  name: 'AddBedRequest',
  description: "A bed added to one of the caller's rooms, optionally with its resident.",
})
export class AddBedRequest {
  @ApiProperty(idSchema("One of the caller's rooms."))
  @IsId()
  room_id: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: BEDS_PER_ROOM_MAX, description: 'Unique in the room.' })
  @WholeNumber(1, BEDS_PER_ROOM_MAX)
  bed_number: number;

  @ApiProperty(wholeNumberOrTextSchema(0, RENT_MAX_RUPEES, 'Monthly rent in whole rupees.'))
  @NumericText()
  @WholeNumber(0, RENT_MAX_RUPEES)
  price_per_month: number;

  @ApiPropertyOptional({
    type: 'boolean',
    description: 'Ignored when current_tenant_id is given (the bed is then occupied).',
  })
  @IsOptional()
  @IsBoolean({ message: 'is_occupied must be true or false' })
  is_occupied?: boolean;

  @ApiPropertyOptional({
    ...idSchema('A resident of the hostel without a bed, seated in it from today; null or left out for an empty bed.'),
    nullable: true,
  })
  @IsOptional()
  @IsId()
  current_tenant_id?: number | null;

  @ApiPropertyOptional(enumWordSchema(FOOD_PLANS, 'none when left out; "Non-Veg" is read too.'))
  @IsOptional()
  @EnumWord()
  @IsIn(FOOD_PLANS, { message: 'food_plan must be one of none, veg, non_veg (or non-veg)' })
  food_plan?: FoodPlan;

  toInput(): AddBedInput {
    return {
      roomId: this.room_id,
      bedNumber: this.bed_number,
      pricePerMonthPaise: this.price_per_month * 100,
      isOccupied: this.is_occupied ?? false,
      studentId: this.current_tenant_id ?? null,
      foodPlan: this.food_plan ?? 'none',
    };
  }
}
