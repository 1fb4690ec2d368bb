import { registerEnumType } from '@nestjs/graphql';
import { FOOD_PLANS } from '../../beds/bed.entity';
import { AVAILABILITIES, ROOM_TYPES } from '../room.entity';

/** A GraphQL enum whose names are the stored values. */
const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const RoomTypeEnum = enumOf(ROOM_TYPES);
export const AvailabilityEnum = enumOf(AVAILABILITIES);
export const FoodPlanEnum = enumOf(FOOD_PLANS);

registerEnumType(RoomTypeEnum, {
  name: 'RoomType',
  description: "A room's class, as the hostel names it: normal, delux or super_delux",
  valuesMap: {
    normal: { description: 'Normal' },
    delux: { description: 'Delux' },
    super_delux: { description: 'Super delux' },
  },
});
registerEnumType(AvailabilityEnum, {
  name: 'Availability',
  description: 'available: no bed occupied; not_available: every bed occupied; partially_available: between',
  valuesMap: {
    available: { description: 'No bed in the room is occupied' },
    partially_available: { description: 'Some beds are occupied, at least one is free' },
    not_available: { description: 'Every bed is occupied' },
  },
});
registerEnumType(FoodPlanEnum, {
  name: 'FoodPlan',
  description: "A bed's food plan: whether its resident eats at the hostel, and what (the kitchen counts them)",
  valuesMap: {
    none: { description: 'No meals at the hostel' },
    veg: { description: 'Vegetarian meals' },
    non_veg: { description: 'Non-vegetarian meals' },
  },
});
