import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { EnumWord, IsId, NumericText, WholeNumber } from '../../../common/validators';
import { FOOD_PLANS, FoodPlan } from '../bed.entity';
import type { AddBedInput } from './add-bed.input';
import { BEDS_PER_ROOM_MAX, RENT_MAX_RUPEES } from '@hostel-admin/rules';

/** Body of the legacy `POST /api/beds/add-bed`; the rent is in rupees and may come as text ("6000"). */
export class AddBedRequest {
  @IsId()
  room_id: number;

  @WholeNumber(1, BEDS_PER_ROOM_MAX)
  bed_number: number;

  @NumericText()
  @WholeNumber(0, RENT_MAX_RUPEES)
  price_per_month: number;

  @IsOptional()
  @IsBoolean({ message: 'is_occupied must be true or false' })
  is_occupied?: boolean;

  @IsOptional()
  @IsId()
  current_tenant_id?: number | null;

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
