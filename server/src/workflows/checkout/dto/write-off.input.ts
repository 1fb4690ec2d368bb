import { Field, ID, InputType } from '@nestjs/graphql';
import { MaxLength } from 'class-validator';
import { MoneyScalar } from '../../../common/money.scalar';
import { IsId, Rule } from '../../../common/validators';
import { AmountPaise, IdempotencyKeyRule } from '../../payments/dto/record-payment.input';
import { atMostCharacters, paymentMessages, WRITE_OFF_REASON_MAX } from '@hostel-admin/rules';

@InputType({ description: 'An admin writes off what a leaver (their refund paid) still owes, with a reason' })
export class WriteOffBalanceInput {
  @Field(() => ID, { description: "A resident of the caller's hostel whose refund was paid" })
  @IsId('studentId must be an id (a positive whole number)')
  studentId: number;

  @Field(() => MoneyScalar, { description: 'Paise to write off: above zero, at most what the resident owes' })
  @AmountPaise()
  amountPaise: number;

  @Field({ description: `Why it is written off (kept on the ledger), at most ${WRITE_OFF_REASON_MAX} characters` })
  @Rule('reason', (v) => (typeof v === 'string' && v.trim() ? null : paymentMessages.reasonRequired))
  @MaxLength(WRITE_OFF_REASON_MAX, { message: atMostCharacters('Reason', WRITE_OFF_REASON_MAX) })
  reason: string;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit writes off once and answers the first result; the same key with other details is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}
