import { Field, ID, ObjectType } from '@nestjs/graphql';
import { RoomModel } from '../../rooms/models/room.model';

@ObjectType('RemovedBed', { description: 'The id of the removed bed and its room with fresh counters' })
export class RemovedBed {
  @Field(() => ID)
  id: number;

  @Field(() => RoomModel)
  room: RoomModel;
}
