import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, Matches } from 'class-validator';
import { Phone, Rule } from '../../common/validators';
import { OTP_PATTERN, otpMessage, signInPasswordProblem } from './login.dto';
import { accountPhoneProblem } from '@hostel-admin/rules';

@ArgsType()
export class RequestLoginCodeArgs {
  @Field({
    description:
      'The phone number: +919876543210, or as people write it ("+91 98765 43210", "098765 43210"); a number without a country code is Indian',
  })
  @Phone(accountPhoneProblem)
  identifier: string;
}

@ArgsType()
export class LoginArgs extends RequestLoginCodeArgs {
  @Field(() => String, { nullable: true, description: 'The six-digit code sent by SMS (or a password instead)' })
  @IsOptional()
  @Matches(OTP_PATTERN, { message: otpMessage('otpCode') })
  otpCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The password the user set on their profile, instead of a code',
  })
  @IsOptional()
  @Rule('signInPassword', signInPasswordProblem)
  password?: string | null;
}
