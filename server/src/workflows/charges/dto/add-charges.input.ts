import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { IsOptional, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { IsId, Rule, WholeNumber } from '../../../common/validators';
import { AmountPaise, amountPaiseProblem, IdempotencyKeyRule } from '../../payments/dto/record-payment.input';
import { MoneyScalar } from '../../../common/money.scalar';
import {
  CHARGE_STUDENTS_MAX,
  chargeMessages,
  COMMENT_MAX,
  EXTRA_CHARGE_REASONS,
  ExtraChargeReason,
  METER_READING_MAX,
  MONEY_MAX_PAISE,
} from '@hostel-admin/rules';

export const ExtraChargeReasonEnum = Object.fromEntries(EXTRA_CHARGE_REASONS.map((r) => [r, r])) as Record<
  ExtraChargeReason,
  ExtraChargeReason
>;
registerEnumType(ExtraChargeReasonEnum, {
  name: 'ExtraChargeReason',
  description: 'Why an extra charge is billed: Electric, Water, Maintenance or Other',
  valuesMap: {
    electric: { description: 'Electricity, such as a share of a room meter bill' },
    water: { description: 'Water' },
    maintenance: { description: 'Maintenance or repairs' },
    other: { description: 'Anything else; needs a comment saying what' },
  },
});

const toIds = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v)) : value;

/** The problem with a list of ids, or null: 1 to `max`, each a positive whole number, each once. */
export const idsProblem = (v: unknown, what: { none: string; tooMany: string; field: string; twice: string }) =>
  !Array.isArray(v) || v.length === 0
    ? what.none
    : v.length > CHARGE_STUDENTS_MAX
      ? what.tooMany
      : v.some((id) => typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
        ? `${what.field} must be ids (positive whole numbers)`
        : new Set(v).size !== v.length
          ? what.twice
          : null;

/** 1 to CHARGE_STUDENTS_MAX resident ids, each once (GraphQL IDs arrive as strings). */
export const StudentIds = () =>
  applyDecorators(
    Transform(toIds),
    Rule('studentIds', (v) =>
      idsProblem(v, {
        none: 'Select at least one resident.',
        tooMany: `Select at most ${CHARGE_STUDENTS_MAX} residents at once.`,
        field: 'studentIds',
        twice: 'A resident is selected twice.',
      }),
    ),
  );

/** 1 to CHARGE_STUDENTS_MAX ids of another kind (charges to void), each once. */
export const IdList = (field: string, what: string) =>
  applyDecorators(
    Transform(toIds),
    Rule(field, (v) =>
      idsProblem(v, {
        none: `Choose at least one ${what}.`,
        tooMany: `Choose at most ${CHARGE_STUDENTS_MAX} ${what}s at once.`,
        field,
        twice: `A ${what} is chosen twice.`,
      }),
    ),
  );

@InputType({ description: "One resident's extra charge of its own amount" })
export class ChargeLineInput {
  @Field(() => ID, {
    description: "A resident of the caller's hostel (another hostel's is NOT_FOUND, an archived one CONFLICT)",
  })
  @IsId('studentId must be an id (a positive whole number)')
  studentId: number;

  @Field(() => MoneyScalar, { description: 'Amount in paise for this resident, above zero, at most Rs. 10,00,000' })
  @AmountPaise()
  amountPaise: number;
}

@InputType({
  description:
    "A room's meter bill split equally among the residents in the room today (see meterSplit); the readings and rate are kept in the charge's comment",
})
export class MeterBillInput {
  @Field(() => ID, { description: "The room whose meter bill it is, in the caller's hostel" })
  @IsId('roomId must be an id (a positive whole number)')
  roomId: number;

  @Field(() => MoneyScalar, { description: 'The whole bill in paise, above zero, at most Rs. 10,00,000' })
  @Rule('billPaise', (v) => amountPaiseProblem(v, 'Bill amount'), [1, MONEY_MAX_PAISE])
  billPaise: number;

  @Field(() => Int, {
    nullable: true,
    description: `Meter reading at the start (units), 0 to ${METER_READING_MAX}; left out when not noted`,
  })
  @IsOptional()
  @WholeNumber(0, METER_READING_MAX)
  previousReading?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `Meter reading at the end (units), 0 to ${METER_READING_MAX}, not below the start; left out when not noted`,
  })
  @IsOptional()
  @WholeNumber(0, METER_READING_MAX)
  currentReading?: number | null;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'Rate per unit in paise, above zero, at most Rs. 10,00,000; only kept in the comment',
  })
  @IsOptional()
  @Rule('ratePaise', (v) => amountPaiseProblem(v, 'Rate'), [1, MONEY_MAX_PAISE])
  ratePaise?: number | null;
}

@InputType({
  description:
    'Extra charges, all or none, in one of three ways: one amount for every resident (studentIds and amountPaise), an amount per resident (charges), or a room meter bill split among its residents (meter, with charges as meterSplit answered)',
})
export class AddChargesInput {
  @Field(() => [ID], {
    nullable: true,
    description: `One amount for all: 1 to ${CHARGE_STUDENTS_MAX} residents, each once (with amountPaise)`,
  })
  @ValidateIf((input: AddChargesInput) => !input.charges)
  @StudentIds()
  studentIds?: number[] | null;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'One amount for all: paise for each resident, above zero, at most Rs. 10,00,000',
  })
  @ValidateIf((input: AddChargesInput) => !input.charges)
  @AmountPaise()
  amountPaise?: number | null;

  @Field(() => [ChargeLineInput], {
    nullable: true,
    description: `An amount per resident: 1 to ${CHARGE_STUDENTS_MAX} residents, each once (instead of studentIds and amountPaise)`,
  })
  @ValidateIf((input: AddChargesInput) => input.charges !== undefined && input.charges !== null)
  @Rule('charges', (v) =>
    !Array.isArray(v) || v.length === 0
      ? 'Add at least one resident.'
      : v.length > CHARGE_STUDENTS_MAX
        ? `Charge at most ${CHARGE_STUDENTS_MAX} residents at once.`
        : new Set(v.map((line: { studentId?: unknown }) => line?.studentId)).size !== v.length
          ? 'A resident is listed twice.'
          : null,
  )
  @ValidateNested({ each: true })
  @Type(() => ChargeLineInput)
  charges?: ChargeLineInput[] | null;

  @Field(() => MeterBillInput, { nullable: true, description: 'The room meter bill these charges split' })
  @IsOptional()
  @ValidateNested()
  @Type(() => MeterBillInput)
  meter?: MeterBillInput | null;

  @Field(() => ExtraChargeReasonEnum, { description: 'Why the residents are charged; the ledger shows it' })
  @Rule('reason', (v) =>
    EXTRA_CHARGE_REASONS.includes(v as ExtraChargeReason)
      ? null
      : 'Reason must be Electric, Water, Maintenance or Other.',
  )
  reason: ExtraChargeReason;

  @Field(() => String, {
    nullable: true,
    description: `A note kept on each charge, at most ${COMMENT_MAX} characters (with a meter bill's details); required when the reason is Other`,
  })
  @IsOptional()
  @MaxLength(COMMENT_MAX, { message: chargeMessages.commentTooLong })
  comment?: string | null;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key charges once and answers the first result',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}
