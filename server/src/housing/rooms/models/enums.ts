import { registerEnumType } from '@nestjs/graphql';
import { FOOD_PLANS } from '../../beds/bed.entity';
import { AVAILABILITIES, ROOM_TYPES } from '../room.entity';

/** A GraphQL enum whose names are the stored values. */
const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const RoomTypeEnum = enumOf(ROOM_TYPES);
export const AvailabilityEnum = enumOf(AVAILABILITIES);
export const FoodPlanEnum = enumOf(FOOD_PLANS);

registerEnumType(RoomTypeEnum, { name: 'RoomType', description: 'normal, delux or super_delux' });
registerEnumType(AvailabilityEnum, {
  name: 'Availability',
  description: 'available: no bed occupied; not_available: every bed occupied; partially_available: between',
});
registerEnumType(FoodPlanEnum, { name: 'FoodPlan' });
