import { Field, ObjectType } from '@nestjs/graphql';
import { BedModel } from '../../housing/beds/models/bed.model';
import { RoomModel } from '../../housing/rooms/models/room.model';
import { StudentModel } from '../../students/models/student.model';

/** Every object a workflow that changes stays touched, so a client cache updates every screen. */
@ObjectType('StayChangePayload')
export class StayChangePayload {
  @Field(() => StudentModel)
  student: StudentModel;

  @Field(() => [BedModel], { description: 'Every bed whose occupancy changed' })
  beds: BedModel[];

  @Field(() => [RoomModel], { description: 'Every room whose counters changed, with fresh counters' })
  rooms: RoomModel[];
}
