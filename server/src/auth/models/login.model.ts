import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../../users/models/user.model';

@ObjectType('LoginCodeRequest', { description: 'The same answer whether or not the number is registered' })
export class LoginCodeRequestModel {
  @Field(() => ID, { description: 'The phone number the code was asked for' })
  id: string;

  @Field({ description: 'What to tell the person: "If this number is registered, a code has been sent"' })
  message: string;

  @Field(() => Int, { description: 'Seconds the code stays valid' })
  expiresIn: number;

  @Field(() => Int, { description: 'Seconds before another code may be requested' })
  resendAfter: number;
}

@ObjectType('LoginPayload', { description: 'A new session: its token and the signed-in user' })
export class LoginPayloadModel {
  @Field(() => ID, { description: 'The session id' })
  id: string;

  @Field({
    description:
      "Send it as `Authorization: Bearer …` on every request; it lasts 8 hours (the server's JWT_TTL) or until sign-out",
  })
  accessToken: string;

  @Field(() => String, { description: 'Always Bearer' })
  tokenType: 'Bearer';

  @Field(() => UserModel, { description: 'Who signed in, with their role and permissions' })
  user: UserModel;
}
