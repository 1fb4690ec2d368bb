import { ArgsType, Field } from '@nestjs/graphql';
import { Matches } from 'class-validator';
import { Phone } from '../../common/validators';
import { OTP_PATTERN, otpMessage } from './login.dto';
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
  @Field({ description: 'The six-digit code sent by SMS' })
  @Matches(OTP_PATTERN, { message: otpMessage('otpCode') })
  otpCode: string;
}
