import { IsOptional, Matches } from 'class-validator';
import { Phone } from '../../common/validators';
import { accountPhoneProblem } from '@hostel-admin/rules';

export const OTP_PATTERN = /^\d{6}$/;
export const otpMessage = (field: string) => `${field} must be exactly six digits`;

/** POST /api/auth/login: `{identifier}` asks for a code, `{identifier, otp_code}` signs in. */
export class LoginDto {
  /** The phone, in any form the phone rule reads; E.164 from here on. An invalid one gets no code. */
  @Phone(accountPhoneProblem)
  identifier: string;

  @IsOptional()
  @Matches(OTP_PATTERN, { message: otpMessage('otp_code') })
  otp_code?: string;
}
