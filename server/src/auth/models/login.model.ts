import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../../users/models/user.model';

@ObjectType('LoginCodeRequest', { description: 'The same answer whether or not the number is registered' })
export class LoginCodeRequestModel {
  @Field(() => ID, { description: 'The phone number the code was asked for' })
  id: string;

  @Field()
  message: string;

  @Field(() => Int, { description: 'Seconds the code stays valid' })
  expiresIn: number;

  @Field(() => Int, { description: 'Seconds before another code may be requested' })
  resendAfter: number;
}

@ObjectType('LoginPayload')
export class LoginPayloadModel {
  @Field(() => ID, { description: 'The session id' })
  id: string;

  @Field()
  accessToken: string;

  @Field(() => String, { description: 'Always Bearer' })
  tokenType: 'Bearer';

  @Field(() => UserModel)
  user: UserModel;
}
