import { ArgsType, Field } from '@nestjs/graphql';
import { Matches } from 'class-validator';
import { PHONE_PATTERN, phoneMessage } from '../../users/phone';
import { OTP_PATTERN, otpMessage } from './login.dto';

@ArgsType()
export class RequestLoginCodeArgs {
  @Field({ description: 'Phone number in international format, like +919876543210' })
  @Matches(PHONE_PATTERN, { message: phoneMessage('identifier') })
  identifier: string;
}

@ArgsType()
export class LoginArgs extends RequestLoginCodeArgs {
  @Field({ description: 'The six-digit code sent by SMS' })
  @Matches(OTP_PATTERN, { message: otpMessage('otpCode') })
  otpCode: string;
}
