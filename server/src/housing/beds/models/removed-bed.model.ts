import { Field, ID, ObjectType } from '@nestjs/graphql';
import { RoomModel } from '../../rooms/models/room.model';

@ObjectType('RemovedBed', { description: 'The id of the removed bed and its room with fresh counters' })
export class RemovedBed {
  @Field(() => ID, { description: "The removed bed's id" })
  id: number;

  @Field(() => RoomModel, { description: 'The room it was in, with its bed counts after the removal' })
  room: RoomModel;
}
