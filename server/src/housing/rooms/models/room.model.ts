import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Availability, RoomType } from '../room.entity';
import { AvailabilityEnum, RoomTypeEnum } from './enums';

@ObjectType('Room', { description: 'A room of a hostel and its beds; residents are seated in beds, not rooms' })
export class RoomModel {
  @Field(() => ID, { description: "The room's id" })
  id: number;

  @Field(() => ID, { description: 'The hostel the room belongs to' })
  hostelId: number;

  @Field(() => Int, { description: 'The room number, unique in the hostel (1 to 99999); bed labels start with it' })
  roomNumber: number;

  @Field(() => Int, { description: 'The floor, 0 (ground) to 200' })
  floor: number;

  @Field(() => RoomTypeEnum, { description: "The room's class" })
  roomType: RoomType;

  @Field({ description: 'true: the room has air conditioning' })
  isAc: boolean;

  @Field(() => Int, { description: 'Number of beds in the room' })
  totalBeds: number;

  @Field(() => Int, { description: 'Number of beds marked occupied' })
  bedsOccupied: number;

  @Field(() => AvailabilityEnum, { description: 'Whether the room has a free bed, from its occupied beds' })
  availability: Availability;
}

@ObjectType('RoomPage', { description: 'One page of the rooms list and the count over all pages' })
export class RoomPage {
  @Field(() => [RoomModel], { description: 'The rooms of this page, in the order asked' })
  items: RoomModel[];

  @Field(() => Int, { description: 'Rooms matching search and filter, over all pages' })
  totalCount: number;
}
