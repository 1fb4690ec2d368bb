import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { IsOptional, Matches } from 'class-validator';
import { LooseArgsBase, useInput } from '../../common/mutation-input';
import { Phone, Rule } from '../../common/validators';
import { OTP_PATTERN, otpMessage, signInPasswordProblem } from './login.dto';
import { accountPhoneProblem } from '@hostel-admin/rules';

const IDENTIFIER =
  'The phone number: +919876543210, or as people write it ("+91 98765 43210", "098765 43210"); a number without a country code is Indian';
const OTP_CODE = 'The six-digit code sent by SMS (or a password instead)';
const PASSWORD = 'The password the user set on their profile, instead of a code';

@InputType({ description: 'The phone number requestLoginCode sends a login code to' })
export class RequestLoginCodeInput {
  @Field({ description: IDENTIFIER })
  @Phone(accountPhoneProblem)
  identifier: string;
}

/** requestLoginCode's old loose argument (NAMING.md item 6), kept for integrators: it may be left out for `input`. */
@ArgsType()
export class RequestLoginCodeArgs extends LooseArgsBase {
  @Field(() => String, { nullable: true, deprecationReason: useInput('identifier'), description: IDENTIFIER })
  @IsOptional()
  @Phone(accountPhoneProblem)
  identifier?: string | null;
}

@InputType({ description: 'The phone number and its code or password that login signs in with' })
export class LoginInput {
  @Field({ description: IDENTIFIER })
  @Phone(accountPhoneProblem)
  identifier: string;

  @Field(() => String, { nullable: true, description: OTP_CODE })
  @IsOptional()
  @Matches(OTP_PATTERN, { message: otpMessage('otpCode') })
  otpCode?: string | null;

  @Field(() => String, { nullable: true, description: PASSWORD })
  @IsOptional()
  @Rule('signInPassword', signInPasswordProblem)
  password?: string | null;
}

/** login's old loose arguments (NAMING.md item 6), kept for integrators: each may be left out for `input`. */
@ArgsType()
export class LoginArgs extends LooseArgsBase {
  @Field(() => String, { nullable: true, deprecationReason: useInput('identifier'), description: IDENTIFIER })
  @IsOptional()
  @Phone(accountPhoneProblem)
  identifier?: string | null;

  @Field(() => String, { nullable: true, deprecationReason: useInput('otpCode'), description: OTP_CODE })
  @IsOptional()
  @Matches(OTP_PATTERN, { message: otpMessage('otpCode') })
  otpCode?: string | null;

  @Field(() => String, { nullable: true, deprecationReason: useInput('password'), description: PASSWORD })
  @IsOptional()
  @Rule('signInPassword', signInPasswordProblem)
  password?: string | null;
}
