import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Availability, RoomType } from '../room.entity';
import { AvailabilityEnum, RoomTypeEnum } from './enums';

@ObjectType('Room')
export class RoomModel {
  @Field(() => ID)
  id: number;

  @Field(() => ID)
  hostelId: number;

  @Field(() => Int)
  roomNumber: number;

  @Field(() => Int)
  floor: number;

  @Field(() => RoomTypeEnum)
  roomType: RoomType;

  @Field()
  isAc: boolean;

  @Field(() => Int, { description: 'Number of beds in the room' })
  totalBeds: number;

  @Field(() => Int, { description: 'Number of beds marked occupied' })
  bedsOccupied: number;

  @Field(() => AvailabilityEnum)
  availability: Availability;
}

@ObjectType('RoomPage')
export class RoomPage {
  @Field(() => [RoomModel])
  items: RoomModel[];

  @Field(() => Int, { description: 'Rooms matching search and filter, over all pages' })
  totalCount: number;
}
