import type { Bed, FoodPlan } from './bed.entity';
import { bedLabel } from '@hostel-admin/rules';

export interface LegacyBed {
  bed_id: number;
  room_id: number;
  bed_number: number;
  label: string;
  /** Rupees. */
  price_per_month: number;
  is_occupied: boolean;
  current_tenant_id: number | null;
  food_plan: FoodPlan;
}

export function toLegacyBed(bed: Bed, roomNumber: number): LegacyBed {
  return {
    bed_id: bed.id,
    room_id: bed.roomId,
    bed_number: bed.bedNumber,
    label: bedLabel(roomNumber, bed.bedNumber),
    price_per_month: bed.pricePerMonthPaise / 100,
    is_occupied: bed.isOccupied,
    current_tenant_id: bed.currentStudentId,
    food_plan: bed.foodPlan,
  };
}
