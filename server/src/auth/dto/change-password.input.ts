import { Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { Rule } from '../../common/validators';
import { newPasswordProblem, PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from '@hostel-admin/rules';

@InputType({
  description: `A new password for the signed-in user (Profile → Change Password): at least ${PASSWORD_MIN} characters with a letter and a digit, at most ${PASSWORD_MAX}`,
})
export class ChangeMyPasswordInput {
  @Field(() => String, {
    nullable: true,
    description: 'The password now: required once the user has one; left out when setting the first',
  })
  @IsOptional()
  @Rule('currentPassword', (v) =>
    typeof v !== 'string' || v === ''
      ? passwordMessages.currentRequired
      : v.length > PASSWORD_MAX
        ? passwordMessages.currentWrong
        : null,
  )
  currentPassword?: string | null;

  @Field({ description: 'Not the phone number, not one of the most common passwords, at least 5 different characters' })
  @Rule('newPassword', (v) => newPasswordProblem(v))
  newPassword: string;
}
