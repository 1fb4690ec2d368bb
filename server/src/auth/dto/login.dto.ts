import { IsDefined, IsOptional, Matches } from 'class-validator';
import { PHONE_PATTERN, phoneMessage } from '../../users/phone';

export const OTP_PATTERN = /^\d{6}$/;
export const otpMessage = (field: string) => `${field} must be exactly six digits`;

/** POST /api/auth/login: `{identifier}` asks for a code, `{identifier, otp_code}` signs in. */
export class LoginDto {
  @IsDefined({ message: 'identifier is required' })
  @Matches(PHONE_PATTERN, { message: phoneMessage('identifier') })
  identifier: string;

  @IsOptional()
  @Matches(OTP_PATTERN, { message: otpMessage('otp_code') })
  otp_code?: string;
}
