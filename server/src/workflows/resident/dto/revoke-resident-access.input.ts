import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'The resident whose own login revokeResidentAccess turns off' })
export class RevokeResidentAccessInput {
  @Field(() => ID, { description: 'The resident whose login is turned off' })
  @IsId()
  studentId: number;
}
