import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId, Rule } from '../../../common/validators';
import { REVERSAL_REASON_MAX, REVERSAL_REASON_MIN } from '../../../ledger/ledger-rules';
import { IdempotencyKeyRule } from './record-payment.input';

/** What is wrong with a reason for voiding or rejecting a payment, trimmed: 3 to 200 characters; null when fine. */
export const reversalReasonProblem = (v: unknown): string | null => {
  const text = typeof v === 'string' ? v.trim() : '';
  if (!text) return 'Reason is required.';
  if (text.length < REVERSAL_REASON_MIN) return `Reason must be at least ${REVERSAL_REASON_MIN} characters.`;
  if (text.length > REVERSAL_REASON_MAX) return `Reason can be at most ${REVERSAL_REASON_MAX} characters.`;
  return null;
};

@InputType({
  description: 'An admin voids a complete payment or rejects a pending one, with a reason kept on the ledger',
})
export class ReversePaymentInput {
  @Field(() => ID)
  @IsId('paymentId must be an id (a positive whole number)')
  paymentId: number;

  @Field({
    description: `Why (a duplicate, a bounced transfer, money that never arrived): ${REVERSAL_REASON_MIN} to ${REVERSAL_REASON_MAX} characters, printed on the receipt`,
  })
  @Rule('reason', reversalReasonProblem)
  reason: string;

  @Field({
    description:
      'A key the client makes once per opening of the dialog (a UUID): a retried or double-tapped submit acts once and answers the first result; the same key for another payment is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}
