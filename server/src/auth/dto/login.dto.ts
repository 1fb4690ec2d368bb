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
export class LoginDto {
  /** The phone, in any form the phone rule reads; E.164 from here on. An invalid one gets no code. */
  @Phone(accountPhoneProblem)
  identifier: string;

  @IsOptional()
  @Matches(OTP_PATTERN, { message: otpMessage('otp_code') })
  otp_code?: string;

  @IsOptional()
  @Rule('signInPassword', signInPasswordProblem)
  password?: string;
}
