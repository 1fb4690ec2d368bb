import { IsDefined, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ROLES, Role } from '../../common/roles';
import { Phone, SingleLine } from '../../common/validators';
import { CompactUpper, EmptyAsOmitted, TrimOrOmit } from './transforms';
import {
  AADHAAR_OR_PAN_PATTERN,
  accountPhoneProblem,
  HOSTEL_TYPES,
  HostelType,
  REGISTRATION_COUNT_MAX,
  REGISTRATION_TEXT_MAX,
  SUBSCRIPTION_PLANS,
  SubscriptionPlan,
} from '@hostel-admin/rules';

/** The bounds the web's Register form checks too (@hostel-admin/rules). */
const TEXT_MAX = REGISTRATION_TEXT_MAX;
const COUNT_MAX = REGISTRATION_COUNT_MAX;

const required = (field: string) => ({ message: `${field} is required` });
const oneOf = (field: string, values: readonly string[]) => ({
  message: `${field} must be one of ${values.join(', ')}`,
});
const wholeNumber = (field: string, max: number) => ({ message: `${field} must be a whole number from 0 to ${max}` });
const atMost = (field: string, max: number) => ({ message: `${field} must be at most ${max} characters long` });

/** The legacy registration payload (POST /api/auth/register), as the spec lists it. */
export class RegisterUserDto {
  @TrimOrOmit()
  @IsDefined(required('full_name'))
  @IsString()
  @MaxLength(TEXT_MAX.full_name, atMost('full_name', TEXT_MAX.full_name))
  @SingleLine()
  full_name: string;

  /** Stored as E.164; pasted forms ("+91 98765 43210", "098765 43210") are accepted. */
  @Phone(accountPhoneProblem)
  phone_number: string;

  @TrimOrOmit()
  @IsDefined(required('email'))
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(TEXT_MAX.email, atMost('email', TEXT_MAX.email))
  @SingleLine()
  email: string;

  @IsDefined(required('role'))
  @IsIn(ROLES, oneOf('role', ROLES))
  role: Role;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.hostel_name, atMost('hostel_name', TEXT_MAX.hostel_name))
  @SingleLine()
  hostel_name?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.hostel_address, atMost('hostel_address', TEXT_MAX.hostel_address))
  hostel_address?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsIn(HOSTEL_TYPES, oneOf('hostel_type', HOSTEL_TYPES))
  hostel_type?: HostelType;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.institution_name, atMost('institution_name', TEXT_MAX.institution_name))
  @SingleLine()
  institution_name?: string;

  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_floors', COUNT_MAX.total_floors))
  @Min(0, wholeNumber('total_floors', COUNT_MAX.total_floors))
  @Max(COUNT_MAX.total_floors, wholeNumber('total_floors', COUNT_MAX.total_floors))
  total_floors?: number;

  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_rooms', COUNT_MAX.total_rooms))
  @Min(0, wholeNumber('total_rooms', COUNT_MAX.total_rooms))
  @Max(COUNT_MAX.total_rooms, wholeNumber('total_rooms', COUNT_MAX.total_rooms))
  total_rooms?: number;

  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_hostels', COUNT_MAX.total_hostels))
  @Min(0, wholeNumber('total_hostels', COUNT_MAX.total_hostels))
  @Max(COUNT_MAX.total_hostels, wholeNumber('total_hostels', COUNT_MAX.total_hostels))
  total_hostels?: number;

  @CompactUpper()
  @IsOptional()
  @Matches(AADHAAR_OR_PAN_PATTERN, {
    message: 'aadhar_or_pan must be a 12-digit Aadhaar number or a PAN like ABCDE1234F',
  })
  aadhar_or_pan?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.billing_address, atMost('billing_address', TEXT_MAX.billing_address))
  billing_address?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsIn(SUBSCRIPTION_PLANS, oneOf('subscription_plan', SUBSCRIPTION_PLANS))
  subscription_plan?: SubscriptionPlan;
}
