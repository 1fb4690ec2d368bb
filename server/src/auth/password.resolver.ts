import { Args, Field, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { CurrentCaller, SignedIn } from '../common/decorators';
import { UserModel } from '../users/models/user.model';
import { ChangeMyPasswordInput } from './dto/change-password.input';
import { PasswordChangeService } from './password-change.service';

@ObjectType('ChangeMyPasswordPayload', {
  description: "The new password's answer: the user, and the token of the caller's new session (every older one ended)",
})
export class ChangeMyPasswordPayloadModel {
  @Field({ description: "Use this token from now on: the request's own token ended with the others" })
  accessToken: string;

  @Field(() => String, { description: 'Always Bearer' })
  tokenType: 'Bearer';

  @Field(() => UserModel, { description: 'The signed-in user, now with a password' })
  user: UserModel;
}

@Resolver()
export class PasswordResolver {
  constructor(private readonly passwords: PasswordChangeService) {}

  @Mutation(() => ChangeMyPasswordPayloadModel, {
    description:
      "Sets the signed-in user's password, or changes it (the current one required once set); signs out every other session. BAD_USER_INPUT on `currentPassword` (missing or wrong) or `newPassword` (too weak, the same); CONFLICT on `currentPassword` when it changed meanwhile",
  })
  @SignedIn()
  async changeMyPassword(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The current password (once set) and the new one' }) input: ChangeMyPasswordInput,
  ): Promise<ChangeMyPasswordPayloadModel> {
    const change = await this.passwords.change(caller, input);
    return { accessToken: change.accessToken, tokenType: 'Bearer', user: UserModel.from(change.user) };
  }
}
