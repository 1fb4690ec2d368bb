import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';
import { RoomModel } from '../../rooms/models/room.model';

/** deleteBed's answer: every deletion answers `Deleted<Thing> { id }` (issue 36), here with the room's new counts. */
@ObjectType('DeletedBed', {
  description: 'The id of the deleted bed, for clients to drop it from their cache, and its room with fresh counters',
})
export class DeletedBed {
  @Field(() => ID, { description: "The deleted bed's id" })
  id: number;

  @Field(() => RoomModel, { description: 'The room it was in, with its bed counts after the deletion' })
  room: RoomModel;
}

@InputType({ description: 'The free bed to delete' })
export class DeleteBedInput {
  @Field(() => ID, { description: "The bed's id, of the caller's hostel" })
  @IsId()
  id: number;
}
