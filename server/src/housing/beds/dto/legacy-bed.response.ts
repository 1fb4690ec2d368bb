import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BEDS_PER_ROOM_MAX, RENT_MAX_RUPEES } from '@hostel-admin/rules';
import { FOOD_PLANS, type FoodPlan } from '../bed.entity';
import type { LegacyBed } from '../legacy-bed.view';

/** A bed in the legacy REST answers (`toLegacyBed`). */
@ApiSchema({ name: 'LegacyBed', description: 'A bed as the legacy room and bed routes answer it.' })
export class LegacyBedBody implements LegacyBed {
  @ApiProperty({ type: 'integer', minimum: 1 })
  bed_id: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  room_id: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: BEDS_PER_ROOM_MAX })
  bed_number: number;

  @ApiProperty({ type: 'string', description: 'The room and bed as people say it.', example: '401-A' })
  label: string;

  @ApiProperty({
    type: 'number',
    minimum: 0,
    maximum: RENT_MAX_RUPEES,
    description: 'Monthly rent in rupees (paise as decimals).',
  })
  price_per_month: number;

  @ApiProperty({ type: 'boolean' })
  is_occupied: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, nullable: true, description: 'The resident in the bed, or null.' })
  current_tenant_id: number | null;

  @ApiProperty({ enum: FOOD_PLANS })
  food_plan: FoodPlan;
}
