import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'The resident and the free bed assignBed gives them' })
export class AssignBedInput {
  @Field(() => ID, { description: 'The resident, who has no bed' })
  @IsId()
  studentId: number;

  @Field(() => ID, { description: 'A free bed of the same hostel' })
  @IsId()
  bedId: number;
}
