import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, MaxLength } from 'class-validator';
import { Rule } from '../../../common/validators';
import {
  CHARGE_STUDENTS_MAX,
  COMMENT_MAX,
  EXTRA_CHARGE_REASONS,
  ExtraChargeReason,
} from '../../../ledger/ledger-rules';
import { AmountPaise, IdempotencyKeyRule } from '../../payments/dto/record-payment.input';
import { Money } from '../../../common/money.scalar';

export const ExtraChargeReasonEnum = Object.fromEntries(EXTRA_CHARGE_REASONS.map((r) => [r, r])) as Record<
  ExtraChargeReason,
  ExtraChargeReason
>;
registerEnumType(ExtraChargeReasonEnum, {
  name: 'ExtraChargeReason',
  description: 'Electric, Water, Maintenance or Other',
});

const toIds = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v)) : value;

/** 1 to CHARGE_STUDENTS_MAX resident ids, each once (GraphQL IDs arrive as strings). */
export const StudentIds = () =>
  applyDecorators(
    Transform(toIds),
    Rule('studentIds', (v) =>
      !Array.isArray(v) || v.length === 0
        ? 'Select at least one resident.'
        : v.length > CHARGE_STUDENTS_MAX
          ? `Select at most ${CHARGE_STUDENTS_MAX} residents at once.`
          : v.some((id) => typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
            ? 'studentIds must be ids (positive whole numbers)'
            : new Set(v).size !== v.length
              ? 'A resident is selected twice.'
              : null,
    ),
  );

@InputType({ description: 'One extra charge for each resident chosen, all or none' })
export class AddChargesInput {
  @Field(() => [ID], { description: `1 to ${CHARGE_STUDENTS_MAX} residents, each once` })
  @StudentIds()
  studentIds: number[];

  @Field(() => Money, { description: 'Amount in paise for each resident, above zero, at most Rs. 10,00,000' })
  @AmountPaise()
  amountPaise: number;

  @Field(() => ExtraChargeReasonEnum)
  @Rule('reason', (v) =>
    EXTRA_CHARGE_REASONS.includes(v as ExtraChargeReason)
      ? null
      : 'Reason must be Electric, Water, Maintenance or Other.',
  )
  reason: ExtraChargeReason;

  @Field(() => String, { nullable: true, description: 'Required when the reason is Other' })
  @IsOptional()
  @MaxLength(COMMENT_MAX, { message: `Comment can be at most ${COMMENT_MAX} characters.` })
  comment?: string | null;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key charges once and answers the first result',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}
