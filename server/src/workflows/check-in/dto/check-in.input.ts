import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsId, Rule } from '../../../common/validators';
import { DepositMethodEnum } from '../../../deposits/models/deposit.model';
import { CalendarDate, PersonEmail, PersonName, PersonPhone } from '../../../students/dto/person-rules';
import { MoneyScalar } from '../../../common/money.scalar';
import {
  checkInMessages,
  DEPOSIT_METHODS,
  DepositMethod,
  EMAIL_MAX,
  NAME_MAX,
  NOTICE_PERIOD_DAYS_MAX,
  RENT_AGREEMENT_DAYS_MAX,
  RENT_MAX_PAISE,
} from '@hostel-admin/rules';

const missing = (value: unknown) => value === undefined || value === null || value === '';
const isWhole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Rent and deposit: "! required." when missing, otherwise a whole number of paise up to Rs. 10,00,000. */
const Paise = () =>
  Rule(
    'paise',
    (v) =>
      missing(v)
        ? checkInMessages.amountRequired
        : isWhole(v, 0, RENT_MAX_PAISE)
          ? null
          : `$property must be a whole number of paise from 0 to ${RENT_MAX_PAISE}`,
    [0, RENT_MAX_PAISE],
  );

/** Day counts: "Is required." when missing, otherwise a whole number within bounds. */
const Days = (min: number, max: number) =>
  Rule(
    'days',
    (v) =>
      missing(v)
        ? checkInMessages.required
        : isWhole(v, min, max)
          ? null
          : `$property must be a whole number of days from ${min} to ${max}`,
    [min, max],
  );

/** The check-in wizard's four steps in one input; every field is checked at once, with the spec's messages. */
@InputType({
  description:
    "A new resident's check-in (the wizard's four steps): who they are, their bed, deposit and rent terms. Every field is checked at once; BAD_USER_INPUT names each bad one.",
})
export class CheckInInput {
  @Field({ description: `Full name, one line, at most ${NAME_MAX} characters` })
  @PersonName()
  name: string;

  @Field({
    description: `E-mail address, at most ${EMAIL_MAX} characters; one another current resident has too is saved and reported in warnings`,
  })
  @PersonEmail()
  email: string;

  @Field({
    description:
      'Phone, stored as E.164 (+919876543210); pasted forms such as "+91 98765 43210" or "098765 43210" are accepted, a number without a country code is Indian (10 digits starting with 6-9); unique among the hostel\'s current residents',
  })
  @PersonPhone()
  phone: string;

  @Field({
    nullable: true,
    description: "YYYY-MM-DD, India's calendar; today when left out; from five years back to one year ahead",
  })
  @IsOptional()
  @CalendarDate()
  moveInDate?: string;

  @Field({
    nullable: true,
    description:
      'YYYY-MM-DD: rent is billed from this day, on or after the move-in date; the move-in date when left out',
  })
  @IsOptional()
  @CalendarDate()
  billRentFrom?: string;

  @Field(() => ID, { description: "A room of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId(checkInMessages.roomRequired)
  roomId: number;

  @Field(() => ID, {
    description: 'A free bed of that room: one of another room is BAD_USER_INPUT, an occupied one CONFLICT',
  })
  @IsId(checkInMessages.bedRequired)
  bedId: number;

  @Field(() => MoneyScalar, { description: `Monthly rent in paise, 0 to ${RENT_MAX_PAISE} (Rs. 10,00,000)` })
  @Paise()
  monthlyRentPaise: number;

  @Field(() => MoneyScalar, { description: `Security deposit received, in paise, 0 to ${RENT_MAX_PAISE}` })
  @Paise()
  depositPaise: number;

  @Field({
    nullable: true,
    description: "Day the deposit was received, YYYY-MM-DD in India's calendar, not in the future; today when left out",
  })
  @IsOptional()
  @CalendarDate()
  depositPaidOn?: string;

  @Field(() => DepositMethodEnum, { description: 'How the deposit was paid' })
  @Rule('depositMethod', (v) =>
    missing(v)
      ? checkInMessages.required
      : DEPOSIT_METHODS.includes(v as DepositMethod)
        ? null
        : `depositMethod must be one of ${DEPOSIT_METHODS.join(', ')}`,
  )
  depositMethod: DepositMethod;

  @Field(() => Int, { description: `Length of the rent agreement, 1 to ${RENT_AGREEMENT_DAYS_MAX} days` })
  @Days(1, RENT_AGREEMENT_DAYS_MAX)
  rentAgreementDays: number;

  @Field(() => Int, { description: `Notice period, 0 to ${NOTICE_PERIOD_DAYS_MAX} days` })
  @Days(0, NOTICE_PERIOD_DAYS_MAX)
  noticePeriodDays: number;
}
