import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../common/validators';

@InputType({ description: 'The visit signOutVisitor ends now' })
export class SignOutVisitorInput {
  @Field(() => ID, { description: "The visit's id" })
  @IsId()
  id: number;
}
