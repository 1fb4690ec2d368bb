import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { orEmpty, trimmedEnumSchema } from '../../openapi/input-schemas';
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
@ApiSchema({
  name: 'RegisterUserRequest',
  description:
    "A staff user to register. Texts are trimmed; an optional text or number sent empty counts as left out. The hostel fields set up the first hostel (first run) or a new one (a superadmin naming hostel_name); otherwise the user joins the caller's hostel and they are ignored.",
})
export class RegisterUserDto {
  @ApiProperty({ type: 'string', minLength: 1, maxLength: TEXT_MAX.full_name, description: 'One line.' })
  @TrimOrOmit()
  @IsDefined(required('full_name'))
  @IsString()
  @MaxLength(TEXT_MAX.full_name, atMost('full_name', TEXT_MAX.full_name))
  @SingleLine()
  full_name: string;

  /** Stored as E.164; pasted forms ("+91 98765 43210", "098765 43210") are accepted. */
  @ApiProperty({
    type: 'string',
    description: 'A mobile number as people write it; stored as E.164. One user per phone.',
    example: '+919812345678',
  })
  @Phone(accountPhoneProblem)
  phone_number: string;

  @ApiProperty({ type: 'string', format: 'email', maxLength: TEXT_MAX.email, example: 'anita@example.in' })
  @TrimOrOmit()
  @IsDefined(required('email'))
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(TEXT_MAX.email, atMost('email', TEXT_MAX.email))
  @SingleLine()
  email: string;

  @ApiProperty({
    enum: ROLES,
    description:
      "The first registration always makes a superadmin. Only a superadmin registers a superadmin; tenant is refused (a resident's login is given on their page).",
  })
  @IsDefined(required('role'))
  @IsIn(ROLES, oneOf('role', ROLES))
  role: Role;

  @ApiPropertyOptional({ type: 'string', maxLength: TEXT_MAX.hostel_name })
  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.hostel_name, atMost('hostel_name', TEXT_MAX.hostel_name))
  @SingleLine()
  hostel_name?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: TEXT_MAX.hostel_address })
  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.hostel_address, atMost('hostel_address', TEXT_MAX.hostel_address))
  hostel_address?: string;

  @ApiPropertyOptional(trimmedEnumSchema(HOSTEL_TYPES, 'For a new hostel.'))
  @TrimOrOmit()
  @IsOptional()
  @IsIn(HOSTEL_TYPES, oneOf('hostel_type', HOSTEL_TYPES))
  hostel_type?: HostelType;

  @ApiPropertyOptional({ type: 'string', maxLength: TEXT_MAX.institution_name })
  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.institution_name, atMost('institution_name', TEXT_MAX.institution_name))
  @SingleLine()
  institution_name?: string;

  @ApiPropertyOptional(
    orEmpty(
      { type: 'integer', minimum: 0, maximum: COUNT_MAX.total_floors },
      'For a new hostel; "" counts as left out.',
      'empty',
    ),
  )
  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_floors', COUNT_MAX.total_floors))
  @Min(0, wholeNumber('total_floors', COUNT_MAX.total_floors))
  @Max(COUNT_MAX.total_floors, wholeNumber('total_floors', COUNT_MAX.total_floors))
  total_floors?: number;

  @ApiPropertyOptional(
    orEmpty(
      { type: 'integer', minimum: 0, maximum: COUNT_MAX.total_rooms },
      'For a new hostel; "" counts as left out.',
      'empty',
    ),
  )
  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_rooms', COUNT_MAX.total_rooms))
  @Min(0, wholeNumber('total_rooms', COUNT_MAX.total_rooms))
  @Max(COUNT_MAX.total_rooms, wholeNumber('total_rooms', COUNT_MAX.total_rooms))
  total_rooms?: number;

  @ApiPropertyOptional(
    orEmpty(
      { type: 'integer', minimum: 0, maximum: COUNT_MAX.total_hostels },
      'For a new hostel; "" counts as left out.',
      'empty',
    ),
  )
  @EmptyAsOmitted()
  @IsOptional()
  @IsInt(wholeNumber('total_hostels', COUNT_MAX.total_hostels))
  @Min(0, wholeNumber('total_hostels', COUNT_MAX.total_hostels))
  @Max(COUNT_MAX.total_hostels, wholeNumber('total_hostels', COUNT_MAX.total_hostels))
  total_hostels?: number;

  @ApiPropertyOptional({
    type: 'string',
    pattern: '^\\s*(?:(?:\\d\\s*){12}|(?:[A-Za-z]\\s*){5}(?:\\d\\s*){4}[A-Za-z]\\s*)?$',
    description:
      'A 12-digit Aadhaar number or a PAN like ABCDE1234F (spaces ignored, any case; blank counts as left out). Answers show it masked.',
    example: 'ABCDE1234F',
  })
  @CompactUpper()
  @IsOptional()
  @Matches(AADHAAR_OR_PAN_PATTERN, {
    message: 'aadhar_or_pan must be a 12-digit Aadhaar number or a PAN like ABCDE1234F',
  })
  aadhar_or_pan?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: TEXT_MAX.billing_address })
  @TrimOrOmit()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX.billing_address, atMost('billing_address', TEXT_MAX.billing_address))
  billing_address?: string;

  @ApiPropertyOptional(trimmedEnumSchema(SUBSCRIPTION_PLANS, 'For a new hostel; starter_plan when left out.'))
  @TrimOrOmit()
  @IsOptional()
  @IsIn(SUBSCRIPTION_PLANS, oneOf('subscription_plan', SUBSCRIPTION_PLANS))
  subscription_plan?: SubscriptionPlan;
}
