import { Field, ObjectType } from '@nestjs/graphql';
import { BedModel } from '../../housing/beds/models/bed.model';
import { RoomModel } from '../../housing/rooms/models/room.model';
import { StudentModel } from '../../students/models/student.model';

/** Something saved that the user should know about, named by the input field it concerns. */
@ObjectType('FieldWarning', {
  description: 'Something that was saved but deserves a look, named by the input field it concerns',
})
export class FieldWarning {
  @Field({ description: 'The input field, as the mutation names it (email)' })
  field: string;

  @Field({ description: 'What to tell the user, naming the field as the screens label it' })
  message: string;
}

/** Every object a workflow that changes stays touched, so a client cache updates every screen. */
@ObjectType('StayChangePayload', {
  description: 'What a change of residents and beds touched: the resident, beds and rooms, with fresh counters',
})
export class StayChangePayload {
  @Field(() => StudentModel, { description: 'The resident the change was about, as saved' })
  student: StudentModel;

  @Field(() => [BedModel], { description: 'Every bed whose occupancy changed' })
  beds: BedModel[];

  @Field(() => [RoomModel], { description: 'Every room whose counters changed, with fresh counters' })
  rooms: RoomModel[];

  @Field(() => [FieldWarning], {
    description: 'What was saved but deserves a look, such as an Email another current resident has too; usually empty',
  })
  warnings: FieldWarning[];
}
