import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'The resident grantResidentAccess gives their own login' })
export class GrantResidentAccessInput {
  @Field(() => ID, { description: 'The resident to give a login' })
  @IsId()
  studentId: number;
}
