import { IsDefined, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ROLES, Role } from '../../common/roles';
import { HOSTEL_TYPES, HostelType, SUBSCRIPTION_PLANS, SubscriptionPlan } from '../../hostels/hostel-options';
import { accountPhoneProblem } from '../../common/phone';
import { Phone, SingleLine } from '../../common/validators';
import { CompactUpper, EmptyAsOmitted, TrimOrOmit } from './transforms';

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
  @MaxLength(120, atMost('full_name', 120))
  @SingleLine()
  full_name: string;

  /** Stored as E.164; pasted forms ("+91 98765 43210", "098765 43210") are accepted. */
  @Phone(accountPhoneProblem)
  phone_number: string;

  @TrimOrOmit()
  @IsDefined(required('email'))
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, atMost('email', 254))
  @SingleLine()
  email: string;

  @IsDefined(required('role'))
  @IsIn(ROLES, oneOf('role', ROLES))
  role: Role;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(120, atMost('hostel_name', 120))
  @SingleLine()
  hostel_name?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(300, atMost('hostel_address', 300))
  hostel_address?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsIn(HOSTEL_TYPES, oneOf('hostel_type', HOSTEL_TYPES))
  hostel_type?: HostelType;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(200, atMost('institution_name', 200))
  @SingleLine()
  institution_name?: string;

  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_floors', 1000))
  @Min(0, wholeNumber('total_floors', 1000))
  @Max(1000, wholeNumber('total_floors', 1000))
  total_floors?: number;

  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_rooms', 100000))
  @Min(0, wholeNumber('total_rooms', 100000))
  @Max(100000, wholeNumber('total_rooms', 100000))
  total_rooms?: number;

  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_hostels', 1000))
  @Min(0, wholeNumber('total_hostels', 1000))
  @Max(1000, wholeNumber('total_hostels', 1000))
  total_hostels?: number;

  @CompactUpper()
  @IsOptional()
  @Matches(/^(\d{12}|[A-Z]{5}\d{4}[A-Z])$/, {
    message: 'aadhar_or_pan must be a 12-digit Aadhaar number or a PAN like ABCDE1234F',
  })
  aadhar_or_pan?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(300, atMost('billing_address', 300))
  billing_address?: string;

  @TrimOrOmit()
  @IsOptional()
  @IsIn(SUBSCRIPTION_PLANS, oneOf('subscription_plan', SUBSCRIPTION_PLANS))
  subscription_plan?: SubscriptionPlan;
}
