import { ArgsType, Field, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { bothNamesMap } from '../../../common/enum-names';
import { ListArgs, sortInput, useListArg } from '../../../common/pagination';
import { WholeNumber } from '../../../common/validators';
import { Availability, AVAILABILITIES, ROOM_TYPES, RoomType } from '../room.entity';
import { AvailabilityEnum, RoomTypeEnum } from '../models/enums';
import { FLOOR_MAX } from '@hostel-admin/rules';

export enum RoomSortField {
  ROOM_NUMBER = 'ROOM_NUMBER',
  FLOOR = 'FLOOR',
  AVAILABILITY = 'AVAILABILITY',
  ROOM_TYPE = 'ROOM_TYPE',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  room_number = 'ROOM_NUMBER',
  floor = 'FLOOR',
  availability = 'AVAILABILITY',
  room_type = 'ROOM_TYPE',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(RoomSortField, {
  name: 'RoomSortField',
  description: 'What the rooms list is sorted by (ties: room number)',
  valuesMap: bothNamesMap({
    ROOM_NUMBER: { description: 'Room number' },
    FLOOR: { description: 'Floor' },
    AVAILABILITY: { description: 'Availability: available, then partially available, then not available' },
    ROOM_TYPE: { description: 'Room type: normal, then delux, then super delux' },
  }),
});

export const RoomSort = sortInput(RoomSortField, 'RoomSort');
export type RoomSort = InstanceType<typeof RoomSort>;
export const RoomsOrderBy = sortInput(RoomSortField, 'RoomsOrderBy');
export type RoomsOrderBy = InstanceType<typeof RoomsOrderBy>;

@InputType({ description: 'Narrows the rooms list; every field given must match, a field left out matches all' })
export class RoomFilter {
  @Field(() => RoomTypeEnum, { nullable: true, description: 'Rooms of this class' })
  @IsOptional()
  @IsIn(ROOM_TYPES)
  roomType?: RoomType;

  @Field(() => AvailabilityEnum, { nullable: true, description: 'Rooms with this availability' })
  @IsOptional()
  @IsIn(AVAILABILITIES)
  availability?: Availability;

  @Field(() => Int, { nullable: true, description: 'Rooms on this floor' })
  @IsOptional()
  @WholeNumber(0, FLOOR_MAX)
  floor?: number;

  @Field({ nullable: true, description: 'true: rooms with AC; false: rooms without' })
  @IsOptional()
  @IsBoolean()
  isAc?: boolean;

  @Field({
    nullable: true,
    description: 'true: rooms with at least one free bed (available or partially available); false: rooms without one',
  })
  @IsOptional()
  @IsBoolean()
  hasFreeBed?: boolean;
}

@InputType({ description: 'Which rooms the list keeps; every field given must match, a field left out matches all' })
export class RoomsWhere extends RoomFilter {}

/** rooms(search, where, orderBy, page, pageSize): search matches the room number (e.g. "10" finds 101 and 210). */
@ArgsType()
export class RoomsArgs extends ListArgs {
  @Field(() => RoomsWhere, { nullable: true, description: 'Which rooms; all when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => RoomsWhere)
  where?: RoomsWhere;

  @Field(() => RoomsOrderBy, { nullable: true, description: 'Room number ascending when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => RoomsOrderBy)
  orderBy?: RoomsOrderBy;

  @Field(() => RoomFilter, {
    nullable: true,
    description: 'Which rooms; all when left out',
    deprecationReason: useListArg('where'),
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => RoomFilter)
  filter?: RoomFilter;

  @Field(() => RoomSort, {
    nullable: true,
    description: 'Room number ascending when left out',
    deprecationReason: useListArg('orderBy'),
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => RoomSort)
  sort?: RoomSort;
}
