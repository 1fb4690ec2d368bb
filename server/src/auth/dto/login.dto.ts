import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { Phone, Rule } from '../../common/validators';
import { accountPhoneProblem, atMostCharacters, PASSWORD_MAX, passwordMessages } from '@hostel-admin/rules';

export const OTP_PATTERN = /^\d{6}$/;
export const otpMessage = (field: string) => `${field} must be exactly six digits`;

/** A password typed at sign-in: any text up to the longest a password may be (the strength rule is for new ones). */
export const signInPasswordProblem = (v: unknown) =>
  typeof v !== 'string' || v === ''
    ? passwordMessages.loginRequired
    : v.length > PASSWORD_MAX
      ? atMostCharacters('Password', PASSWORD_MAX)
      : null;

/**
 * POST /api/auth/login: `{identifier}` asks for a code, `{identifier, otp_code}` signs in with it, and
 * `{identifier, password}` signs in with the password the user set on their profile.
 */
@ApiSchema({
  name: 'LoginRequest',
  description:
    '`{identifier}` asks for a code by SMS, `{identifier, otp_code}` signs in with it, `{identifier, password}` signs in with a password.',
})
export class LoginDto {
  /** The phone, in any form the phone rule reads; E.164 from here on. An invalid one gets no code. */
  @ApiProperty({
    type: 'string',
    description:
      'The phone number, as people write it ("+91 98765 43210", "098765 43210"); without a country code it is Indian.',
    example: '+919876543210',
  })
  @Phone(accountPhoneProblem)
  identifier: string;

  @ApiPropertyOptional({
    type: 'string',
    pattern: OTP_PATTERN.source,
    description: 'The six-digit code sent by SMS. Leave out code and password to have a code sent.',
    example: '123456',
  })
  @IsOptional()
  @Matches(OTP_PATTERN, { message: otpMessage('otp_code') })
  otp_code?: string;

  @ApiPropertyOptional({
    type: 'string',
    minLength: 1,
    maxLength: PASSWORD_MAX,
    description: 'The password set on Profile → Change Password; send it or otp_code, not both.',
  })
  @IsOptional()
  @Rule('signInPassword', signInPasswordProblem)
  password?: string;
}
