import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'The resident who moves and the free bed moveStudent moves them to' })
export class MoveStudentInput {
  @Field(() => ID, { description: 'The resident who moves' })
  @IsId()
  studentId: number;

  @Field(() => ID, { description: 'A free bed of the same hostel to move to' })
  @IsId()
  toBedId: number;
}
